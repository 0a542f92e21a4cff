import type { appRelations } from '@datamall/contract';
import { Alert, Button, Card, Empty, Skeleton, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { RowCount } from '../../../shared/ui/row-count';
import { useApprovedRelations, useListedAssetTables } from '../api/app-relations';
import { relationPaths } from '../paths';

/** The tables of one approved asset, each with its dictionary and masked preview. */
function MirrorAsset({ relation }: { relation: appRelations.Relation }) {
  const { t } = useTranslation('appRelations');
  const detail = useListedAssetTables(relation.sourceId);
  return (
    <Card
      size="small"
      title={
        <Space size={4}>
          <span>{relation.sourceName}</span>
          <Typography.Text type="secondary">· {relation.supplierName}</Typography.Text>
        </Space>
      }
      data-testid={`mirror-asset-${relation.sourceId}`}
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : detail.isError ? (
        <Alert
          type="warning"
          showIcon
          message={t('mirror.assetFailed')}
          description={errorText(detail.error)}
        />
      ) : (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={detail.data.tables}
          locale={{ emptyText: t('mirror.noTables') }}
          columns={[
            {
              title: t('mirror.table'),
              key: 'table',
              render: (_, row) => <Typography.Text code>{`${row.schema}.${row.table}`}</Typography.Text>,
            },
            { title: t('mirror.comment'), dataIndex: 'comment', render: (v: string) => v || '—' },
            { title: t('mirror.fields'), dataIndex: 'fieldCount', align: 'right' },
            {
              title: t('mirror.rows'),
              key: 'rows',
              align: 'right',
              render: (_, row) => <RowCount rows={row.rowEstimate} kind={row.rowCountKind} />,
            },
            {
              title: t('fields.actions'),
              key: 'actions',
              render: (_, row) => (
                <Space size="middle">
                  <Link to={relationPaths.fieldList(relation.sourceId, row.id)}>
                    {t('mirror.dictionary')}
                  </Link>
                  <Link to={relationPaths.preview(relation.sourceId, row.id)}>{t('mirror.preview')}</Link>
                </Space>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}

/**
 * dev/mirrorList: the development "mirror" (数据镜像) of an application — the tables of the assets it is approved
 * to use, with links to their dictionary (dev/fieldList) and masked preview (dev/previewList): what the
 * developer builds against without seeing the real data. Composed from relation/page and querySourceDetailV2.
 */
export function DataMirror({ itemId }: { itemId: string }) {
  const { t } = useTranslation('appRelations');
  const approved = useApprovedRelations(itemId);
  if (approved.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (approved.isError) return <Alert type="error" showIcon message={errorText(approved.error)} />;
  if (approved.data.list.length === 0) {
    return (
      <Empty description={t('mirror.empty')} data-testid="mirror-empty">
        <Link to={relationPaths.addData(itemId)}>
          <Button>{t('links.addData')}</Button>
        </Link>
      </Empty>
    );
  }
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="mirror">
      {approved.data.list.map((relation) => (
        <MirrorAsset key={relation.id} relation={relation} />
      ))}
    </Space>
  );
}
