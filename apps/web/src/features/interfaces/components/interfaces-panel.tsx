import { PlusOutlined } from '@ant-design/icons';
import type { goods, interfaces } from '@datamall/contract';
import { Alert, Button, Empty, Select, Space, Table, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useSkuInterfaces } from '../api';
import { type InterfaceVariant, interfacePaths } from '../paths';
import { InterfaceActions } from './interface-actions';

export interface InterfacesPanelProps {
  item: Pick<goods.ItemDetail, 'id' | 'skus' | 'canEdit'>;
  /** The owner adds, edits and deletes; the operator reads. */
  editable: boolean;
  variant?: InterfaceVariant;
}

/** The interfaces tab of an API good: choose a SKU, see and manage its interfaces. */
export function InterfacesPanel({ item, editable, variant = 'dev' }: InterfacesPanelProps) {
  const { t } = useTranslation(['interfaces', 'common']);
  const navigate = useNavigate();
  // The page address may name the SKU to show first (`sku`), as the interface form does when it returns.
  const initialSkuId = useSearchParams()[0].get('sku') ?? undefined;
  const [skuId, setSkuId] = useState<string | undefined>(
    item.skus.find((s) => s.id === initialSkuId)?.id ?? item.skus[0]?.id,
  );
  const list = useSkuInterfaces(skuId);
  const canChange = editable && item.canEdit;

  if (item.skus.length === 0) return <Empty description={t('panel.noSku')} data-testid="interfaces-no-sku" />;

  const columns: TableProps<interfaces.ItemInterface>['columns'] = [
    {
      title: t('fields.method'),
      dataIndex: 'method',
      width: 90,
      render: (m: string) => <Tag color={m === 'GET' ? 'green' : 'blue'}>{m}</Tag>,
    },
    {
      title: t('fields.path'),
      dataIndex: 'path',
      render: (p: string) => <Typography.Text code>{p}</Typography.Text>,
    },
    { title: t('fields.name'), dataIndex: 'name' },
    { title: t('fields.upstreamUrl'), dataIndex: 'upstreamUrl', ellipsis: true },
    {
      title: t('fields.secret'),
      dataIndex: 'hasSecret',
      width: 110,
      render: (has: boolean) => (has ? t('panel.secretSaved') : t('panel.noSecret')),
    },
    {
      title: t('common:actions.edit'),
      key: 'actions',
      width: 220,
      render: (_v, row) => (
        <InterfaceActions
          row={row}
          variant={variant}
          canChange={canChange}
          canTest={editable}
          openTestId="interface-open"
        />
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="interfaces-panel">
      <Space wrap>
        <span>{t('panel.sku')}</span>
        <Select
          style={{ minWidth: 220 }}
          value={skuId}
          onChange={setSkuId}
          options={item.skus.map((s) => ({ value: s.id, label: s.name }))}
          data-testid="interfaces-sku"
        />
        {canChange && skuId ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(interfacePaths.add(variant, item.id, skuId))}
            data-testid="interface-add"
          >
            {t('panel.add')}
          </Button>
        ) : null}
        {editable ? (
          <Button
            onClick={() => navigate(interfacePaths.list(variant, item.id))}
            data-testid="interface-list-all"
          >
            {t('list.all')}
          </Button>
        ) : null}
      </Space>
      {editable && !item.canEdit ? <Alert type="info" showIcon message={t('panel.lockedHint')} /> : null}
      {list.isError ? <Alert type="error" showIcon message={errorText(list.error)} /> : null}
      <Table<interfaces.ItemInterface>
        rowKey="id"
        size="middle"
        loading={list.isPending && Boolean(skuId)}
        dataSource={list.data ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: <Empty description={t('panel.empty')} /> }}
        data-testid="interfaces-table"
      />
    </Space>
  );
}
