import { goods } from '@datamall/contract';
import { Alert, Skeleton, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useItem } from '../api/items';
import { idParam } from '../paths';
import { ItemBasicInfo, ItemContent } from './item-overview';
import { SkuPanel } from './sku-panel';
import { SourceBindings } from './source-bindings';

export interface GoodsReviewFormProps {
  /** The review task: its business key is the good's id. */
  task: { businessKey: string; processDefinitionKey: string };
}

/**
 * Business form of goods-enable, goods-disable and goods-delete: the good under review as the reviewer
 * needs it — its information, content, SKUs with prices and, for asset and table goods, the bound assets.
 */
export function GoodsReviewForm({ task }: GoodsReviewFormProps) {
  const { t } = useTranslation('goods');
  const id = idParam(task.businessKey);
  const detail = useItem(id);
  if (!id) return <Alert type="error" showIcon message={t('review.badKey')} />;
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const item = detail.data;
  if (!item) {
    return (
      <Alert type="error" showIcon message={t('detail.loadFailed')} description={errorText(detail.error)} />
    );
  }
  const sourceBound = goods.SOURCE_BOUND_ITEM_TYPES.includes(item.itemType as goods.ItemType);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="goods-review-form">
      <Typography.Text type="secondary">
        {t(`review.caption.${task.processDefinitionKey}`, t('review.caption.goods-enable'))}
      </Typography.Text>
      <ItemBasicInfo item={item} bordered />
      <Tabs
        defaultActiveKey="skus"
        items={[
          {
            key: 'skus',
            label: t('detail.tabs.skus', { count: item.skus.length }),
            children: <SkuPanel item={item} editable={false} />,
          },
          { key: 'content', label: t('detail.tabs.overview'), children: <ItemContent item={item} /> },
          ...(sourceBound
            ? [
                {
                  key: 'sources',
                  label: t('detail.tabs.sources', { count: item.sourceCount }),
                  children: <SourceBindings item={item} editable={false} />,
                },
              ]
            : []),
        ]}
      />
    </Space>
  );
}
