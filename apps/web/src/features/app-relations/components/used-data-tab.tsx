import type { mall } from '@datamall/contract';
import { Empty, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storeHref } from '../../../shared/mall-links';
import { useUsedData } from '../api/app-relations';

function UsedDataLabel() {
  const { t } = useTranslation('appRelations');
  return <span data-testid="mall-used-data-tab">{t('used.tab')}</span>;
}

function UsedDataPanel({ itemId }: { itemId: string }) {
  const { t } = useTranslation('appRelations');
  const used = useUsedData(itemId);
  if (used.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  const rows = used.data ?? [];
  if (rows.length === 0) return <Empty description={t('used.empty')} />;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('used.intro')}</Typography.Paragraph>
      <List
        data-testid="mall-used-data"
        dataSource={rows}
        renderItem={(row) => (
          <List.Item>
            <List.Item.Meta
              title={row.sourceName}
              description={
                <Link to={storeHref({ ownerId: row.supplierId, roleType: 3 })}>
                  {t('used.supplier', { name: row.supplierName })}
                </Link>
              }
            />
          </List.Item>
        )}
      />
    </>
  );
}

/** The "data used" tab of a data application's mall detail: the assets whose suppliers approved the relation. */
export function UsedDataTab(item: Pick<mall.MallItemDetail, 'id'>) {
  return { key: 'usedData', label: <UsedDataLabel />, children: <UsedDataPanel itemId={item.id} /> };
}
