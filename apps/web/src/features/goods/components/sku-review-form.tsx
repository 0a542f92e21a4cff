import { enumLabel, type goods } from '@datamall/contract';
import { Alert, Descriptions, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useLocale } from '../../../shared/hooks/use-locale';
import { MoneyText } from '../../../shared/ui/money-text';
import { StatusTag } from '../../../shared/ui/status-tag';
import { useItem } from '../api/items';
import { useSku } from '../api/skus';
import { idParam } from '../paths';
import { priceDecimals } from '../price';
import { effectiveSku } from '../sku-values';
import { ItemStatusTags } from './item-status-tags';
import { SkuQuantity } from './sku-panel';

export interface SkuReviewFormProps {
  /** The review task: its business key is the SKU's id. */
  task: { businessKey: string; processDefinitionKey: string };
}

interface Line {
  key: string;
  label: string;
  before: ReactNode;
  after: ReactNode;
  changed: boolean;
}

/**
 * Business form of sku-audit and price-change: the good the SKU belongs to, and the SKU as it is sold now
 * beside what the owner asks for (the changed fields marked; for price-change the old and the new price).
 */
export function SkuReviewForm({ task }: SkuReviewFormProps) {
  const { t } = useTranslation('goods');
  const locale = useLocale();
  const skuId = idParam(task.businessKey);
  const sku = useSku(skuId);
  const item = useItem(sku.data?.itemId);
  if (!skuId) return <Alert type="error" showIcon message={t('review.badKey')} />;
  if (sku.isPending || (sku.data && item.isPending)) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!sku.data || !item.data) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('detail.loadFailed')}
        description={errorText(sku.error ?? item.error)}
      />
    );
  }
  const current = sku.data;
  const good = item.data;
  const isPriceChange = task.processDefinitionKey === 'price-change';
  const requested = isPriceChange
    ? { ...current, price: current.pendingPrice ?? current.price }
    : effectiveSku(current);
  const money = (value: string) => <MoneyText value={value} decimals={priceDecimals(value)} />;
  const text = (s: goods.Sku): Record<string, ReactNode> => ({
    name: s.name,
    billingMode: enumLabel('sku_billing_mode', s.billingMode, locale),
    quantity: <SkuQuantity sku={s} />,
    price: money(s.price),
    stock: s.stock === null ? t('skus.unlimited') : String(s.stock),
    validityDays:
      s.billingMode === 2
        ? t('skus.byPeriod')
        : s.validityDays === null
          ? t('skus.noLimit')
          : t('skus.days', { count: s.validityDays }),
    negotiable: s.negotiable ? t('skus.yes') : t('skus.no'),
    description: s.description || '-',
  });
  const raw = (s: goods.Sku): Record<string, unknown> => ({
    name: s.name,
    billingMode: s.billingMode,
    quantity: `${s.useCount}|${s.periodCount}|${s.periodUnit}`,
    price: s.price,
    stock: s.stock,
    validityDays: s.validityDays,
    negotiable: s.negotiable,
    description: s.description,
  });
  const keys = isPriceChange
    ? ['price']
    : ['name', 'billingMode', 'quantity', 'price', 'stock', 'validityDays', 'negotiable', 'description'];
  const before = text(current);
  const after = text(requested);
  const isNew = !isPriceChange && current.pendingChanges === null;
  const lines: Line[] = keys.map((key) => ({
    key,
    label: t(`review.skuFields.${key}`),
    before: before[key],
    after: after[key],
    changed: raw(current)[key] !== raw(requested)[key],
  }));
  const pending = isPriceChange ? current.pendingPrice !== null : current.auditStatus === 3;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="sku-review-form">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="sku-review-good">
        <Descriptions.Item label={t('fields.name')}>{good.name}</Descriptions.Item>
        <Descriptions.Item label={t('fields.itemType')}>
          {enumLabel('item_type', good.itemType, locale)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.owner')}>{good.ownerName || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('fields.status')}>
          <ItemStatusTags item={good} />
        </Descriptions.Item>
        <Descriptions.Item label={t('skus.name')}>{current.name}</Descriptions.Item>
        <Descriptions.Item label={t('skus.auditStatus')}>
          <StatusTag dictType="sp_sptype" value={current.auditStatus} />
        </Descriptions.Item>
      </Descriptions>
      {!pending ? <Alert type="info" showIcon message={t('review.nothingPending')} /> : null}
      {isNew && pending ? <Alert type="info" showIcon message={t('review.newSku')} /> : null}
      {isPriceChange ? (
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="price-change">
          <Descriptions.Item label={t('review.oldPrice')}>
            <span data-testid="price-old">{money(current.price)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('review.newPrice')}>
            <span data-testid="price-new">
              {current.pendingPrice !== null ? money(current.pendingPrice) : '-'}
            </span>
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Table<Line>
          size="small"
          bordered
          pagination={false}
          rowKey="key"
          dataSource={lines}
          data-testid="sku-changes"
          columns={[
            { key: 'label', title: t('review.field'), dataIndex: 'label', width: 140 },
            ...(isNew ? [] : [{ key: 'before', title: t('review.before'), dataIndex: 'before' }]),
            {
              key: 'after',
              title: isNew ? t('review.added') : t('review.after'),
              render: (_v: unknown, line: Line) => (
                <Space size={6}>
                  <span>{line.after}</span>
                  {line.changed && !isNew ? <Tag color="warning">{t('review.changed')}</Tag> : null}
                </Space>
              ),
            },
          ]}
        />
      )}
      {current.reviewComment ? (
        <Typography.Text type="secondary">
          {t('review.lastComment', { comment: current.reviewComment })}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
