import { PlusOutlined } from '@ant-design/icons';
import { endpoints, enumLabel, goods } from '@datamall/contract';
import { Alert, App, Button, Input, Space, Switch, type TableProps, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { MoneyText } from '../../../shared/ui/money-text';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import { skusPageKey } from '../api/keys';
import {
  fetchSkusPage,
  useDeleteSku,
  useSaveSku,
  useSkuAudit,
  useSkuStartEnd,
  useUpdatePrice,
} from '../api/skus';
import { priceDecimals } from '../price';
import { effectiveSku, skuValuesOf, toSkuInput } from '../sku-values';
import { canSubmitSku, isSkuUnderReview, skuMode } from '../status';
import { PriceModal } from './price-modal';
import { SkuFormModal } from './sku-form-modal';

type Row = goods.Sku;

export interface SkuPanelProps {
  item: Pick<goods.ItemDetail, 'id' | 'name' | 'itemType' | 'productStatus' | 'publishType' | 'deleteStatus'>;
  /** The owner manages the SKUs; the operator only reads them. */
  editable: boolean;
  onChanged?: () => void;
}

/** What a buyer gets for the price: uses, a period, or the whole package. */
export function SkuQuantity({
  sku,
}: {
  sku: Pick<goods.Sku, 'billingMode' | 'useCount' | 'periodCount' | 'periodUnit'>;
}) {
  const { t } = useTranslation('goods');
  const locale = useLocale();
  if (sku.billingMode === 1 && sku.useCount !== null) return <>{t('skus.uses', { count: sku.useCount })}</>;
  if (sku.billingMode === 2 && sku.periodCount !== null && sku.periodUnit) {
    return <>{`${sku.periodCount} ${enumLabel('sku_period_unit', sku.periodUnit, locale)}`}</>;
  }
  if (sku.billingMode === goods.SkuBillingMode.POSTPAID_PER_CALL) return <>{t('skus.perCall')}</>;
  return <>{t('skus.whole')}</>;
}

/**
 * The SKUs of a good: add and edit them in a modal, start or end their sale, change prices, submit changes
 * of an enabled good for review, delete. What may be done follows the good's state (skuMode); the server
 * refuses the rest and its reason is shown.
 */
export function SkuPanel({ item, editable, onChanged }: SkuPanelProps) {
  const { t } = useTranslation(['goods', 'table', 'common']);
  const locale = useLocale();
  const { modal } = App.useApp();
  const mode = skuMode(item);
  const canChange = editable && mode !== 'frozen';
  const reviewed = mode === 'review';
  const table = usePageTable<Row, Record<string, never>>({
    queryKey: [...skusPageKey, item.id],
    fetcher: (params, signal) => fetchSkusPage(item.id, params, signal),
  });
  const saver = useSaveSku();
  const startEnd = useSkuStartEnd();
  const auditor = useSkuAudit();
  const remover = useDeleteSku();
  const pricer = useUpdatePrice();
  const [editing, setEditing] = useState<Row | 'new'>();
  const [pricing, setPricing] = useState<Row>();

  const done = (message: string) => {
    notify.success(message);
    table.reload();
    onChanged?.();
  };
  const refused = (title: string, error: unknown) => {
    const text = errorText(error);
    if (text) {
      modal.error({
        title,
        content: <div data-testid="action-refused">{text}</div>,
        okText: t('common:actions.ok'),
      });
    }
  };

  const handleToggle = (sku: Row, enabled: boolean) =>
    startEnd
      .mutateAsync({ id: sku.id, enabled })
      .then(() => done(t(enabled ? 'skus.started' : 'skus.ended')))
      .catch((error: unknown) => refused(t('skus.refused'), error));

  const handleSubmit = (sku: Row) => {
    let comment = '';
    modal.confirm({
      title: t('skus.submitTitle', { name: sku.name }),
      content: (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('skus.submitContent')}</Typography.Text>
          <Input.TextArea
            rows={3}
            maxLength={zodMaxLength(endpoints.goods.skuAudit, 'comment')}
            showCount
            placeholder={t('actions.commentPlaceholder')}
            onChange={(event) => {
              comment = event.target.value;
            }}
            data-testid="sku-submit-comment"
          />
        </Space>
      ),
      okText: t('skus.submit'),
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        auditor
          .mutateAsync({ id: sku.id, comment })
          .then(() => done(t('skus.submitted')))
          .catch((error: unknown) => refused(t('skus.refused'), error)),
    });
  };

  const handleDelete = (sku: Row) =>
    notify.confirm({
      title: t('skus.deleteTitle', { name: sku.name }),
      content: t('skus.deleteContent'),
      okText: t('actions.delete'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'confirm-sku-delete',
      onOk: () =>
        remover
          .mutateAsync(sku.id)
          .then(() => {
            notify.success(t('skus.deleted'));
            table.afterDelete();
            onChanged?.();
          })
          .catch((error: unknown) => refused(t('skus.deleteRefused'), error)),
    });

  const columns: TableProps<Row>['columns'] = [
    {
      key: 'name',
      title: t('skus.name'),
      render: (_v, row) => {
        const shown = effectiveSku(row);
        return (
          <Space direction="vertical" size={0}>
            <Typography.Text strong data-testid="sku-row-name">
              {shown.name}
            </Typography.Text>
            {shown.description ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {shown.description}
              </Typography.Text>
            ) : null}
          </Space>
        );
      },
    },
    {
      key: 'billingMode',
      title: t('skus.billingMode'),
      render: (_v, row) => enumLabel('sku_billing_mode', effectiveSku(row).billingMode, locale),
    },
    {
      key: 'quantity',
      title: t('skus.quantity'),
      render: (_v, row) => <SkuQuantity sku={effectiveSku(row)} />,
    },
    {
      key: 'price',
      title: t('skus.price'),
      align: 'right',
      render: (_v, row) => {
        const next = row.pendingPrice ?? (row.pendingChanges ? effectiveSku(row).price : null);
        return (
          <Space direction="vertical" size={0} style={{ alignItems: 'flex-end' }}>
            <span data-testid="sku-row-price">
              <MoneyText value={row.price} decimals={priceDecimals(row.price)} />
            </span>
            {next !== null && next !== row.price ? (
              <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid="sku-row-pending-price">
                {t('skus.pendingPrice')} <MoneyText value={next} decimals={priceDecimals(next)} />
              </Typography.Text>
            ) : null}
          </Space>
        );
      },
    },
    {
      key: 'stock',
      title: t('skus.stock'),
      align: 'right',
      render: (_v, row) => (row.stock === null ? t('skus.unlimited') : row.stock),
    },
    {
      key: 'validityDays',
      title: t('skus.validityDays'),
      render: (_v, row) =>
        row.billingMode === 2
          ? t('skus.byPeriod')
          : row.validityDays === null
            ? t('skus.noLimit')
            : t('skus.days', { count: row.validityDays }),
    },
    {
      key: 'negotiable',
      title: t('skus.negotiable'),
      render: (_v, row) => (row.negotiable ? t('skus.yes') : t('skus.no')),
    },
    {
      key: 'auditStatus',
      title: t('skus.auditStatus'),
      render: (_v, row) => {
        const tag = (
          <span data-testid="sku-audit-status" data-status={row.auditStatus}>
            <StatusTag dictType="sp_sptype" value={row.auditStatus} />
          </span>
        );
        return (
          <Space size={4} wrap>
            {row.reviewComment ? <Tooltip title={row.reviewComment}>{tag}</Tooltip> : tag}
            {row.pendingChanges ? <Tag color="warning">{t('skus.changesPending')}</Tag> : null}
          </Space>
        );
      },
    },
    {
      key: 'enabled',
      title: t('skus.onSale'),
      render: (_v, row) => (
        <Switch
          size="small"
          checked={row.enabled}
          disabled={!canChange || isSkuUnderReview(row) || startEnd.isPending}
          onChange={(checked) => void handleToggle(row, checked)}
          data-testid={`sku-toggle-${row.name}`}
        />
      ),
    },
    ...(editable
      ? [
          {
            key: 'actions',
            title: t('table:actions'),
            fixed: 'right' as const,
            render: (_v: unknown, row: Row) => {
              const locked = !canChange || isSkuUnderReview(row);
              return (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    disabled={locked}
                    onClick={() => setEditing(row)}
                    data-testid={`sku-edit-${row.name}`}
                  >
                    {t('actions.edit')}
                  </Button>
                  {reviewed ? (
                    <Button
                      type="link"
                      size="small"
                      disabled={locked || row.pendingPrice !== null}
                      onClick={() => setPricing(row)}
                      data-testid={`sku-price-${row.name}`}
                    >
                      {t('skus.changePrice')}
                    </Button>
                  ) : null}
                  {reviewed && canSubmitSku(row) ? (
                    <Button
                      type="link"
                      size="small"
                      disabled={locked}
                      onClick={() => handleSubmit(row)}
                      data-testid={`sku-submit-${row.name}`}
                    >
                      {t('skus.submit')}
                    </Button>
                  ) : null}
                  <Button
                    type="link"
                    size="small"
                    danger
                    disabled={locked}
                    onClick={() => handleDelete(row)}
                    data-testid={`sku-delete-${row.name}`}
                  >
                    {t('actions.delete')}
                  </Button>
                </Space>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="sku-panel">
      {editable && mode === 'frozen' ? <Alert type="info" showIcon message={t('skus.frozenHint')} /> : null}
      {editable && reviewed ? <Alert type="info" showIcon message={t('skus.reviewModeHint')} /> : null}
      {canChange ? (
        <div>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="sku-add"
          >
            {t('skus.add')}
          </Button>
        </div>
      ) : null}
      <PageTable<Row, Record<string, never>>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="sku-table"
      />
      {editing ? (
        <SkuFormModal
          key={editing === 'new' ? 'new' : editing.id}
          title={editing === 'new' ? t('skus.addTitle') : t('skus.editTitle', { name: editing.name })}
          initialValues={editing === 'new' ? undefined : skuValuesOf(editing)}
          reviewed={reviewed}
          itemType={item.itemType}
          onClose={() => setEditing(undefined)}
          onSubmit={async (values) => {
            await saver.mutateAsync({
              ...toSkuInput(values),
              itemId: item.id,
              id: editing === 'new' ? undefined : editing.id,
            });
            done(t(editing === 'new' ? 'skus.added' : 'skus.saved'));
          }}
        />
      ) : null}
      {pricing ? (
        <PriceModal
          key={pricing.id}
          sku={pricing}
          reviewed={reviewed}
          onClose={() => setPricing(undefined)}
          onSubmit={async (values) => {
            await pricer.mutateAsync({
              skuId: pricing.id,
              price: values.price,
              reason: values.reason?.trim() ?? '',
            });
            done(t(reviewed ? 'skus.priceSubmitted' : 'skus.saved'));
          }}
        />
      ) : null}
    </Space>
  );
}
