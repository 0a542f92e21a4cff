import { goods } from '@datamall/contract';
import { Alert, Button, Card, Result, Skeleton, Space, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useItem } from '../api/items';
import { type DetailTab, processPath, variantOf } from '../paths';
import { canDeleteItem } from '../status';
import { AuditFlows } from './audit-flows';
import { ItemGrants } from './item-grants';
import { ItemBasicInfo, ItemContent } from './item-overview';
import { SkuPanel } from './sku-panel';
import { SourceBindings } from './source-bindings';
import { useItemActions } from './use-item-actions';

export interface ItemDetailProps {
  id: string;
  viewer: 'owner' | 'operator';
  initialTab?: DetailTab;
  /** Developer pages: delete only with zqgoods:zqgoodadmin:delete. Default true. */
  allowDelete?: boolean;
  /** Tabs of other features, after the bound assets (interfaces of an API good, relations of an application). */
  extraTabs?: (item: goods.ItemDetail, isOwner: boolean) => DetailTabItem[];
  /** Buttons of other features in the header, before "back" (versions, duplicate check). */
  renderActions?: (item: goods.ItemDetail, isOwner: boolean) => ReactNode;
}

export interface DetailTabItem {
  key: DetailTab;
  label: ReactNode;
  children: ReactNode;
}

/**
 * producer/zqgoods-info, dev/apiInfo, operate/zqGoodsManagement/goodData-info: a good with its SKUs, bound
 * assets and review history, and the status changes the server allows now.
 */
export function ItemDetail({
  id,
  viewer,
  initialTab = 'overview',
  allowDelete = true,
  extraTabs,
  renderActions,
}: ItemDetailProps) {
  const { t } = useTranslation(['goods', 'common']);
  const navigate = useNavigate();
  const detail = useItem(id);
  const [tab, setTab] = useState<DetailTab>(initialTab);
  const item = detail.data;
  const variant = variantOf(item?.itemType ?? goods.ItemType.DATA_PACKAGE, viewer);
  const actions = useItemActions(variant);

  if (detail.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (!item) {
    return (
      <Card>
        <Result
          status="warning"
          title={t('detail.loadFailed')}
          subTitle={errorText(detail.error)}
          extra={<Button onClick={() => navigate(-1)}>{t('common:actions.back')}</Button>}
          data-testid="item-detail-failed"
        />
      </Card>
    );
  }

  const isOwner = item.viewer === 'owner' && viewer === 'owner';
  const reload = () => void detail.refetch();
  const sourceBound = goods.SOURCE_BOUND_ITEM_TYPES.includes(item.itemType as goods.ItemType);
  const onSale = item.skus.filter((s) => s.enabled).length;

  const tabs = [
    {
      key: 'overview',
      label: t('detail.tabs.overview'),
      children: <ItemContent item={item} />,
    },
    {
      key: 'skus',
      label: t('detail.tabs.skus', { count: item.skus.length }),
      children: <SkuPanel item={item} editable={isOwner} onChanged={reload} />,
    },
    ...(sourceBound
      ? [
          {
            key: 'sources',
            label: t('detail.tabs.sources', { count: item.sourceCount }),
            children: <SourceBindings item={item} editable={isOwner} />,
          },
        ]
      : []),
    ...(extraTabs?.(item, isOwner) ?? []),
    ...(isOwner
      ? [{ key: 'grants', label: t('grants.tab'), children: <ItemGrants itemId={item.id} /> }]
      : []),
    { key: 'reviews', label: t('detail.tabs.reviews'), children: <AuditFlows itemId={item.id} /> },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="item-detail">
      <Card
        title={<span data-testid="item-detail-name">{item.name}</span>}
        extra={
          <Space wrap>
            {isOwner && item.canEdit && variant.edit ? (
              <Button
                onClick={() => navigate(variant.edit?.(item.id) ?? variant.list)}
                data-testid="detail-edit"
              >
                {t('actions.edit')}
              </Button>
            ) : null}
            {item.actions.map((action) => (
              <Button
                key={action}
                type={action === 'enable' || action === 'list' ? 'primary' : 'default'}
                danger={action === 'disable' || action === 'delist'}
                onClick={() => actions.perform(item, action, reload)}
                data-testid={`detail-${action}`}
              >
                {t(`actions.${action}`)}
              </Button>
            ))}
            {isOwner && allowDelete && canDeleteItem(item) ? (
              <Button danger onClick={() => actions.remove(item, reload)} data-testid="detail-delete">
                {t('actions.delete')}
              </Button>
            ) : null}
            {renderActions?.(item, isOwner)}
            <Button onClick={() => navigate(variant.list)}>{t('common:actions.back')}</Button>
          </Space>
        }
      >
        {item.openReview && item.processInstanceId ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('detail.underReview', { process: t(`process.${item.openReview}`) })}
            action={<Link to={processPath(item.processInstanceId)}>{t('reviews.process')}</Link>}
            data-testid="item-open-review"
          />
        ) : null}
        {item.lastReview?.decision === 'rejected' && !item.openReview ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('detail.lastRejected', {
              process: t(`process.${item.lastReview.processKey}`, item.lastReview.processKey),
            })}
            description={item.lastReview.comment || undefined}
            data-testid="item-last-rejected"
          />
        ) : null}
        {isOwner && item.actions.includes('enable') && onSale === 0 ? (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('detail.needSku')} />
        ) : null}
        <ItemBasicInfo item={item} />
      </Card>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as DetailTab)}
          items={tabs}
          data-testid="item-tabs"
        />
      </Card>
    </Space>
  );
}
