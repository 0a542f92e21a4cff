import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { goods, type interfaces } from '@datamall/contract';
import {
  Alert,
  Button,
  Card,
  Dropdown,
  Empty,
  Result,
  Select,
  Skeleton,
  Space,
  type TableProps,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { fetchInterfacePage, interfacesKey, useGood } from '../api';
import { type InterfaceVariant, interfacePaths } from '../paths';
import { InterfaceActions } from './interface-actions';

export interface InterfaceListProps {
  itemId: string;
  /** dev/apiList or dev/jiao/apiList (self-owned API): where add and edit lead. */
  variant: InterfaceVariant;
}

/** The method as a coloured tag (GET green, POST blue). */
export function MethodTag({ method }: { method: string }) {
  return (
    <Tag color={method === 'GET' ? 'green' : 'blue'} data-testid="method-tag">
      {method}
    </Tag>
  );
}

/** dev/apiList?id=, dev/jiao/apiList?id=: every interface of the developer's API good, paged, over its SKUs. */
export function InterfaceList({ itemId, variant }: InterfaceListProps) {
  const { t } = useTranslation(['interfaces', 'common']);
  const navigate = useNavigate();
  const detail = useGood(itemId);
  const table = usePageTable<interfaces.ItemInterface, { skuId?: string }>({
    queryKey: [...interfacesKey, 'page', itemId],
    fetcher: (params, signal) => fetchInterfacePage({ ...params, itemId }, signal),
  });

  if (detail.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  const item = detail.data;
  if (!item || item.itemType !== goods.ItemType.API) {
    return (
      <Card>
        <Result
          status="warning"
          title={t('list.loadFailed')}
          subTitle={item ? t('list.notApi') : errorText(detail.error)}
          extra={<Button onClick={() => navigate(-1)}>{t('common:actions.back')}</Button>}
          data-testid="interface-list-failed"
        />
      </Card>
    );
  }

  const owner = item.viewer === 'owner';
  const canChange = owner && item.canEdit;
  const skuName = new Map(item.skus.map((s) => [s.id, s.name]));
  const addTo = (skuId: string) => navigate(interfacePaths.add(variant, item.id, skuId));
  const chosenSku = table.filters.skuId;

  const columns: TableProps<interfaces.ItemInterface>['columns'] = [
    { title: t('fields.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('fields.method'),
      dataIndex: 'method',
      width: 100,
      render: (m: string) => <MethodTag method={m} />,
    },
    {
      title: t('fields.path'),
      dataIndex: 'path',
      render: (p: string) => <Typography.Text code>{p}</Typography.Text>,
    },
    {
      title: t('panel.sku'),
      dataIndex: 'skuId',
      render: (id: string) => skuName.get(id) ?? id,
    },
    {
      title: t('list.updated'),
      dataIndex: 'updateDate',
      width: 180,
      render: (v: string) => formatDateTime(v) || '-',
    },
    {
      title: t('list.actions'),
      key: 'actions',
      width: 220,
      render: (_v, row) => (
        <InterfaceActions
          row={row}
          variant={variant}
          canChange={canChange}
          canTest={owner}
          openTestId="interface-edit"
          onDeleted={() => table.afterDelete()}
        />
      ),
    },
  ];

  const addButton = !canChange ? null : chosenSku || item.skus.length === 1 ? (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => addTo(chosenSku ?? item.skus[0]!.id)}
      data-testid="interface-add"
    >
      {t('panel.add')}
    </Button>
  ) : item.skus.length > 1 ? (
    <Dropdown
      menu={{
        items: item.skus.map((s) => ({ key: s.id, label: s.name })),
        onClick: ({ key }) => addTo(key),
      }}
    >
      <Button type="primary" icon={<PlusOutlined />} data-testid="interface-add">
        {t('panel.add')} <DownOutlined />
      </Button>
    </Dropdown>
  ) : null;

  return (
    <Card
      title={<span data-testid="interface-list-title">{t('list.title', { name: item.name })}</span>}
      extra={
        <Space wrap>
          <Button onClick={() => navigate(interfacePaths.detail(item.id))} data-testid="interface-list-good">
            {t('list.toGood')}
          </Button>
          {addButton}
        </Space>
      }
      data-testid="interface-list"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {item.skus.length === 0 ? <Alert type="info" showIcon message={t('panel.noSku')} /> : null}
        {owner && !item.canEdit ? <Alert type="info" showIcon message={t('panel.lockedHint')} /> : null}
        <Space wrap>
          <span>{t('panel.sku')}</span>
          <Select
            allowClear
            style={{ minWidth: 220 }}
            placeholder={t('list.allSkus')}
            value={chosenSku}
            onChange={(skuId?: string) => table.search({ skuId })}
            options={item.skus.map((s) => ({ value: s.id, label: s.name }))}
            data-testid="interface-list-sku"
          />
        </Space>
        <PageTable<interfaces.ItemInterface, { skuId?: string }>
          rowKey="id"
          table={table}
          columns={columns}
          scroll={{ x: 900 }}
          locale={{ emptyText: <Empty description={t('list.empty')} /> }}
          data-testid="interface-list-table"
        />
      </Space>
    </Card>
  );
}
