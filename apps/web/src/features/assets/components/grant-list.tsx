import { PlusOutlined } from '@ant-design/icons';
import { type assets, endpoints, enumLabel, enumValues } from '@datamall/contract';
import {
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Select,
  Space,
  type TableProps,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useZodRules, zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import { useGrantUsage } from '../api/granted-data';
import { fetchGrantsPage, type GrantFilter, useInsertGrant, useUpdateGrant } from '../api/grants';
import { grantsPageKey } from '../api/keys';
import { grantRemark } from '../grant-remark';
import { DAY, GrantFormFields, type GrantFormValues } from './grant-form';
import { SourceStatusTag } from './source-status-tag';

type Grant = assets.AssetGrant;

export interface GrantListProps {
  /** supplier: grants on my assets, with grant, edit and revoke; consumer: the grants I hold. */
  /** supplier: manages its grants; operator: every grant, read-only, with its use; consumer: its own. */
  mode: 'supplier' | 'consumer' | 'operator';
  /** Open on one asset (from its detail page). */
  sourceId?: string;
  /** Consumer: open a grant's data (shown for grants in force). */
  onBrowse?: (grantId: string) => void;
}

interface EditValues {
  period: [Dayjs, Dayjs];
  remark?: string;
}

/** producer/zqassetAuthorization, consumer/permissions/index and the operator's asset detail. */
export function GrantList({ mode, sourceId, onBrowse }: GrantListProps) {
  const { t } = useTranslation(['assets', 'table', 'common']);
  const locale = useLocale();
  const isSupplier = mode === 'supplier';
  /** The supplier and the operator see who holds each grant and how it was used. */
  const seesGrantees = mode !== 'consumer';
  const rules = useFormRules();
  const grant = useZodRules(endpoints.assets.updateAuthenticRight);
  const table = usePageTable<Grant, GrantFilter>({
    queryKey: [...grantsPageKey, mode],
    fetcher: fetchGrantsPage,
    initialFilters: sourceId ? { sourceId } : {},
  });
  const usage = useGrantUsage(
    table.list.map((g) => g.id),
    seesGrantees,
  );
  const inserter = useInsertGrant();
  const updater = useUpdateGrant();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Grant>();

  const handleRevoke = (grant: Grant) =>
    notify.confirm({
      title: t('grants.revokeTitle', { asset: grant.sourceName }),
      content: t('grants.revokeContent', {
        grantee: grant.everyone ? t('grants.allConsumers') : grant.granteeName,
      }),
      okText: t('grants.revoke'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'confirm-revoke',
      onOk: () =>
        updater
          .mutateAsync({ id: grant.id, status: 0 })
          .then(() => notify.success(t('grants.revoked')))
          .catch((error: unknown) => {
            const text = errorText(error);
            if (text) notify.error(text);
          }),
    });

  const handleReinstate = (grant: Grant) =>
    updater.mutate(
      { id: grant.id, status: 1 },
      {
        onSuccess: () => notify.success(t('grants.reinstated')),
        onError: (error) => {
          const text = errorText(error);
          if (text) notify.error(text);
        },
      },
    );

  const columns: TableProps<Grant>['columns'] = [
    {
      key: 'sourceName',
      title: t('grants.asset'),
      dataIndex: 'sourceName',
      render: (value: string, row) => (
        <Space size={4}>
          <Typography.Text strong>{value}</Typography.Text>
          {row.sourceStatus !== 1 ? (
            <SourceStatusTag source={{ status: row.sourceStatus, reviewComment: '' }} />
          ) : null}
        </Space>
      ),
    },
    ...(seesGrantees
      ? [
          {
            key: 'grantee',
            title: t('grants.grantee'),
            render: (_v: unknown, row: Grant) =>
              row.everyone ? (
                <Tag color="purple">{t('grants.allConsumers')}</Tag>
              ) : (
                <span>
                  {row.granteeName}
                  {row.granteeCompany ? (
                    <Typography.Text type="secondary">{` (${row.granteeCompany})`}</Typography.Text>
                  ) : null}
                </span>
              ),
          },
        ]
      : [
          { key: 'ownerName', title: t('grants.supplier'), dataIndex: 'ownerName' },
          {
            key: 'scope',
            title: t('grants.scope'),
            render: (_v: unknown, row: Grant) =>
              row.everyone ? (
                <Tag color="purple">{t('grants.allConsumers')}</Tag>
              ) : (
                <Tag>{t('grants.mine')}</Tag>
              ),
          },
        ]),
    {
      key: 'period',
      title: t('grants.period'),
      render: (_v, row) => `${row.startDate} ~ ${row.endDate}`,
    },
    ...(seesGrantees
      ? [
          {
            key: 'usage',
            title: t('grantedData.usage'),
            width: 170,
            render: (_v: unknown, row: Grant) => {
              const use = usage.data?.get(row.id);
              return use ? (
                <Tooltip title={t('grantedData.lastUsed', { at: formatDateTime(use.lastUsedAt ?? '') })}>
                  <span data-testid="grant-usage">
                    {t('grantedData.usageValue', { queries: use.queries, rows: use.rows })}
                    {use.exports > 0 ? (
                      <>
                        <br />
                        {t('grantedData.exportValue', { exports: use.exports, rows: use.exportedRows })}
                      </>
                    ) : null}
                  </span>
                </Tooltip>
              ) : (
                <Typography.Text type="secondary">{t('grantedData.unused')}</Typography.Text>
              );
            },
          },
        ]
      : []),
    {
      key: 'state',
      title: t('grants.state'),
      dataIndex: 'state',
      render: (value: string) => (
        <span data-testid="grant-state" data-state={value}>
          <StatusTag dictType="grant_state" value={value} />
        </span>
      ),
    },
    {
      key: 'remark',
      title: t('grants.remark'),
      dataIndex: 'remark',
      ellipsis: true,
      render: (_v: string, row) => grantRemark(row, t),
    },
    {
      key: 'createDate',
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      render: (v: string) => formatDateTime(v),
    },
    ...(mode === 'consumer' && onBrowse
      ? [
          {
            key: 'actions',
            title: t('table:actions'),
            fixed: 'right' as const,
            width: 110,
            render: (_v: unknown, row: Grant) =>
              row.state === 'pending' ? null : (
                // After the validity the page still shows the dictionary and what was exported and synced.
                <Button type="link" size="small" onClick={() => onBrowse(row.id)} data-testid="grant-browse">
                  {row.state === 'active' ? t('grantedData.browse') : t('grantedData.history')}
                </Button>
              ),
          },
        ]
      : []),
    ...(isSupplier
      ? [
          {
            key: 'actions',
            title: t('table:actions'),
            fixed: 'right' as const,
            render: (_v: unknown, row: Grant) =>
              row.orderId ? (
                <Tag bordered={false} data-testid="grant-from-order">
                  {t('grants.fromOrder')}
                </Tag>
              ) : (
                <Space size={0}>
                  {row.status === 1 && row.state !== 'expired' ? (
                    <Button type="link" size="small" onClick={() => setEditing(row)} data-testid="grant-edit">
                      {t('actions.edit')}
                    </Button>
                  ) : null}
                  {row.status === 1 ? (
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() => handleRevoke(row)}
                      data-testid="grant-revoke"
                    >
                      {t('grants.revoke')}
                    </Button>
                  ) : null}
                  {row.status === 0 && row.endDate >= dayjs().format(DAY) ? (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => handleReinstate(row)}
                      data-testid="grant-reinstate"
                    >
                      {t('grants.reinstate')}
                    </Button>
                  ) : null}
                </Space>
              ),
          },
        ]
      : []),
  ];

  return (
    <Card data-testid={seesGrantees ? 'grant-list' : 'permission-list'}>
      <ListFiltersBar<GrantFilter>
        testId="grant-filters"
        onSearch={(values) => table.search({ ...values, sourceId: undefined })}
      >
        <Form.Item name="sourceName" label={t('grants.asset')}>
          <Input
            allowClear
            maxLength={zodMaxLength(endpoints.assets.authorization, 'sourceName')}
            style={{ width: 180 }}
          />
        </Form.Item>
        {seesGrantees ? (
          <Form.Item name="granteeName" label={t('grants.grantee')}>
            <Input
              allowClear
              maxLength={zodMaxLength(endpoints.assets.authorization, 'granteeName')}
              style={{ width: 180 }}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="state" label={t('grants.state')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={enumValues('grant_state').map((value) => ({
              value,
              label: enumLabel('grant_state', value, locale),
            }))}
          />
        </Form.Item>
      </ListFiltersBar>
      {isSupplier ? (
        <div style={{ marginBottom: 16 }}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="grant-add"
          >
            {t('grants.add')}
          </Button>
        </div>
      ) : mode === 'consumer' ? (
        <Typography.Paragraph type="secondary">{t('grants.consumerHint')}</Typography.Paragraph>
      ) : null}
      <PageTable<Grant, GrantFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="grant-table"
      />
      {adding ? (
        <FormModal<GrantFormValues>
          title={t('grants.add')}
          width={620}
          initialValues={{
            sourceId,
            everyone: false,
            granteeIds: [],
            period: [dayjs(), dayjs().add(1, 'year')],
          }}
          okTestId="grant-save"
          onClose={() => setAdding(false)}
          onSubmit={async (values) => {
            const [start, end] = values.period ?? [];
            const created = await inserter.mutateAsync({
              sourceId: values.sourceId ?? '',
              everyone: values.everyone,
              granteeIds: values.granteeIds ?? [],
              startDate: start?.format(DAY) ?? '',
              endDate: end?.format(DAY) ?? '',
              remark: values.remark,
            });
            notify.success(t('grants.granted', { count: created.length }));
          }}
        >
          {() => <GrantFormFields />}
        </FormModal>
      ) : null}
      {editing ? (
        <FormModal<EditValues>
          key={editing.id}
          title={t('grants.editTitle', { asset: editing.sourceName })}
          initialValues={{
            period: [dayjs(editing.startDate), dayjs(editing.endDate)],
            remark: editing.remark,
          }}
          okTestId="grant-edit-save"
          onClose={() => setEditing(undefined)}
          onSubmit={async (values) => {
            await updater.mutateAsync({
              id: editing.id,
              startDate: values.period[0].format(DAY),
              endDate: values.period[1].format(DAY),
              remark: values.remark ?? '',
            });
            notify.success(t('grants.saved'));
          }}
        >
          {() => (
            <>
              <Form.Item name="period" label={t('grants.period')} rules={[rules.chosen(t('grants.period'))]}>
                <DatePicker.RangePicker format={DAY} />
              </Form.Item>
              <Form.Item
                name="remark"
                label={t('grants.remark')}
                rules={grant.rules('remark', t('grants.remark'))}
              >
                <Input.TextArea rows={2} maxLength={grant.maxLength('remark')} showCount />
              </Form.Item>
            </>
          )}
        </FormModal>
      ) : null}
    </Card>
  );
}
