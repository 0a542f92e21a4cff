import { billing, type catalog, endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, InputNumber, Space, Table, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/api';
import { errorText } from '../../../shared/api/api-error';
import { fieldLimits } from '../../../shared/hooks/use-zod-rules';
import { type CatalogNameOf, useCatalogName } from '../../../shared/i18n/catalog-name';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { billingKey } from '../api/bills';
import { useCommission, useDeleteCommission, useSetCommission } from '../api/commission';
import { formatRate } from './bits';

interface RateForm {
  classificationId: string;
  /** Percent with 2 decimals as typed; sent as basis points. */
  percent: number;
}

type TreeOption = { value: string; title: string; children: TreeOption[] };
const toTree = (nodes: catalog.ClassificationNode[], nameOf: CatalogNameOf): TreeOption[] =>
  nodes.map((n) => ({
    value: n.id,
    title: nameOf(n.name, n.nameEn),
    children: toTree(n.children, nameOf),
  }));

/** The rate the contract takes (basis points), as the percent the operator types. */
const RATE = fieldLimits(endpoints.billing.setCommission, 'rate');
const PERCENT = { min: (RATE.min ?? 0) / 100, max: (RATE.max ?? 10_000) / 100 };

/** The platform commission: the default and the rate per goods classification (lines written later use it). */
export function CommissionPanel() {
  const { t } = useTranslation(['billing', 'table']);
  const nameOf = useCatalogName();
  const config = useCommission();
  const setRate = useSetCommission();
  const remove = useDeleteCommission();
  const [editing, setEditing] = useState<Partial<RateForm> | null>(null);
  const tree = useQuery({
    queryKey: [...billingKey, 'classifications'],
    queryFn: () => api(endpoints.catalog.queryAll, { query: { classify: 2 } }),
    enabled: editing !== null,
  });

  const handleDelete = (row: { classificationId: string; classificationName: string }) =>
    notify.confirm({
      title: t('commission.deleteTitle', { name: nameOf(row.classificationName) }),
      content: t('commission.deleteContent', {
        rate: formatRate(config.data?.defaultRate ?? billing.DEFAULT_COMMISSION_BP),
      }),
      danger: true,
      okTestId: 'confirm-commission-delete',
      onOk: () =>
        remove.mutateAsync(row.classificationId).catch((error: unknown) => {
          const text = errorText(error);
          if (text) notify.error(text);
        }),
    });

  if (config.isError) return <Alert type="error" showIcon message={errorText(config.error)} />;
  return (
    <div data-testid="commission-panel">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('commission.default')}>
            <strong data-testid="commission-default">
              {config.data ? formatRate(config.data.defaultRate) : '-'}
            </strong>
          </Descriptions.Item>
        </Descriptions>
        <Button type="primary" onClick={() => setEditing({})} data-testid="commission-add">
          {t('commission.add')}
        </Button>
      </Space>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('commission.hint')} />
      <Table
        size="middle"
        rowKey="classificationId"
        loading={config.isPending}
        dataSource={config.data?.overrides ?? []}
        pagination={false}
        locale={{ emptyText: t('commission.empty') }}
        columns={[
          {
            key: 'name',
            title: t('commission.classification'),
            dataIndex: 'classificationName',
            render: (value: string) => nameOf(value),
          },
          {
            key: 'rate',
            title: t('fields.commissionRate'),
            dataIndex: 'rate',
            align: 'right',
            render: (value: number) => formatRate(value),
          },
          {
            key: 'actions',
            title: t('table:actions'),
            render: (_v, row) => (
              <Space size={4}>
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    setEditing({ classificationId: row.classificationId, percent: row.rate / 100 })
                  }
                >
                  {t('commission.edit')}
                </Button>
                <Button type="link" size="small" danger onClick={() => handleDelete(row)}>
                  {t('commission.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
        data-testid="commission-table"
      />
      {editing ? (
        <FormModal<RateForm>
          key={editing.classificationId ?? 'new'}
          title={t('commission.editTitle')}
          initialValues={editing}
          onClose={() => setEditing(null)}
          okTestId="commission-ok"
          onSubmit={(values) =>
            setRate
              .mutateAsync({
                classificationId: values.classificationId,
                rate: Math.round(values.percent * 100),
              })
              .then(() => notify.success(t('commission.saved')))
          }
        >
          {() => (
            <>
              <Form.Item
                name="classificationId"
                label={t('commission.classification')}
                rules={[{ required: true, message: t('commission.classificationRequired') }]}
              >
                <TreeSelect
                  treeData={toTree(tree.data ?? [], nameOf)}
                  loading={tree.isPending}
                  disabled={Boolean(editing.classificationId)}
                  treeDefaultExpandAll
                  showSearch
                  treeNodeFilterProp="title"
                  data-testid="commission-classification"
                />
              </Form.Item>
              <Form.Item
                name="percent"
                label={t('commission.percent')}
                rules={[{ required: true, message: t('commission.percentRequired') }]}
              >
                <InputNumber
                  min={PERCENT.min}
                  max={PERCENT.max}
                  precision={2}
                  step={0.5}
                  addonAfter="%"
                  data-testid="commission-percent"
                />
              </Form.Item>
            </>
          )}
        </FormModal>
      ) : null}
    </div>
  );
}
