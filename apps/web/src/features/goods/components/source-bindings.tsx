import { PlusOutlined } from '@ant-design/icons';
import { endpoints, goods } from '@datamall/contract';
import { Alert, App, Button, Form, Input, Select, Space, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import { bindingsPageKey } from '../api/keys';
import {
  fetchBindingsPage,
  useAssetTables,
  useDeleteBindings,
  useRelatableSources,
  useSaveBinding,
} from '../api/sources';
import { canEditItem } from '../status';
import { SqlTestBox } from './sql-test-box';

type Row = goods.ItemSource;

interface BindingValues {
  sourceId?: string;
  tableIds?: string[];
  remark: string;
}

export interface SourceBindingsProps {
  item: Pick<goods.ItemDetail, 'id' | 'itemType' | 'productStatus' | 'publishType' | 'deleteStatus'>;
  editable: boolean;
}

function AssetSelect(props: {
  itemId: string;
  value?: string;
  onChange?: (v: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('goods');
  const [search, setSearch] = useState('');
  const sources = useRelatableSources(props.itemId, search);
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setSearch}
      value={props.value}
      onChange={props.onChange}
      disabled={props.disabled}
      loading={sources.isFetching}
      placeholder={t('sources.chooseAsset')}
      notFoundContent={sources.isFetching ? undefined : t('sources.noAssets')}
      options={(sources.data?.list ?? []).map((s) => ({
        value: s.id,
        disabled: s.bound,
        label: `${s.name}${s.listedVersion !== null ? ` · v${s.listedVersion}` : ''} · ${t('sources.tableCount', { count: s.tableCount })}${s.bound ? ` (${t('sources.bound')})` : ''}`,
      }))}
      data-testid="binding-asset"
    />
  );
}

function TablesSelect(props: { sourceId?: string; value?: string[]; onChange?: (v: string[]) => void }) {
  const { t } = useTranslation('goods');
  const tables = useAssetTables(props.sourceId);
  return (
    <Select
      mode="multiple"
      value={props.value}
      onChange={props.onChange}
      disabled={!props.sourceId}
      loading={tables.isFetching}
      placeholder={t('sources.chooseTables')}
      optionFilterProp="label"
      options={(tables.data ?? []).map((x) => ({ value: x.id, label: `${x.schema}.${x.table}` }))}
      data-testid="binding-tables"
    />
  );
}

/**
 * Assets bound to a data-asset or data-table good (dataSourceList / Add / Update / BatchDelete): only
 * approved assets of the supplier; a table good names the tables it sells. Bindings change only while
 * the good is off the shelf and not under review.
 */
export function SourceBindings({ item, editable }: SourceBindingsProps) {
  const { t } = useTranslation(['goods', 'table', 'common']);
  const f = useZodRules(endpoints.goods.dataSourceAdd);
  const { modal } = App.useApp();
  const isTableGood = item.itemType === goods.ItemType.DATA_TABLE;
  const canChange = editable && canEditItem(item);
  const table = usePageTable<Row, Record<string, never>>({
    queryKey: [...bindingsPageKey, item.id],
    fetcher: (params, signal) => fetchBindingsPage(item.id, params, signal),
  });
  const saver = useSaveBinding();
  const remover = useDeleteBindings();
  const [editing, setEditing] = useState<Row | 'new'>();
  const [selected, setSelected] = useState<string[]>([]);

  const handleDelete = (ids: string[]) =>
    notify.confirm({
      title: t('sources.deleteTitle', { count: ids.length }),
      content: t('sources.deleteContent'),
      okText: t('sources.unbind'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'confirm-unbind',
      onOk: () =>
        remover
          .mutateAsync(ids)
          .then(() => {
            notify.success(t('sources.unbound'));
            setSelected([]);
            table.afterDelete(ids.length);
          })
          .catch((error: unknown) => {
            const text = errorText(error);
            if (text)
              modal.error({
                title: t('sources.refused'),
                content: <div data-testid="action-refused">{text}</div>,
              });
          }),
    });

  const columns: TableProps<Row>['columns'] = [
    { key: 'sourceName', title: t('sources.asset'), dataIndex: 'sourceName' },
    {
      key: 'sourceStatus',
      title: t('fields.status'),
      dataIndex: 'sourceStatus',
      render: (value: number) => <StatusTag dictType="source_status" value={value} />,
    },
    {
      key: 'sourceVersion',
      title: t('sources.version'),
      dataIndex: 'sourceVersion',
      render: (value: number | null) => (value === null ? '-' : `v${value}`),
    },
    {
      key: 'tables',
      title: t('sources.tables'),
      render: (_v, row) => (
        <Space size={2} wrap style={{ maxWidth: 360 }}>
          {row.tables.map((x) => (
            <Tag key={x.id} bordered={false}>{`${x.schema}.${x.table}`}</Tag>
          ))}
        </Space>
      ),
    },
    { key: 'remark', title: t('sources.remark'), dataIndex: 'remark', render: (v: string) => v || '-' },
    {
      key: 'createDate',
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      render: (v: string) => formatDateTime(v),
    },
    ...(canChange
      ? [
          {
            key: 'actions',
            title: t('table:actions'),
            render: (_v: unknown, row: Row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  {t('actions.edit')}
                </Button>
                <Button type="link" size="small" danger onClick={() => handleDelete([row.id])}>
                  {t('sources.unbind')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="source-bindings">
      <Typography.Text type="secondary">
        {t(isTableGood ? 'sources.tableHint' : 'sources.assetHint')}
      </Typography.Text>
      {editable && !canChange ? <Alert type="info" showIcon message={t('sources.locked')} /> : null}
      {canChange ? (
        <Space>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="binding-add"
          >
            {t('sources.add')}
          </Button>
          <Button danger disabled={!selected.length} onClick={() => handleDelete(selected)}>
            {t('sources.unbindSelected', { count: selected.length })}
          </Button>
        </Space>
      ) : null}
      <PageTable<Row, Record<string, never>>
        table={table}
        rowKey="id"
        columns={columns}
        rowSelection={
          canChange
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
        scroll={{ x: 'max-content' }}
        data-testid="binding-table"
      />
      {editable ? <SqlTestBox /> : null}
      {editing ? (
        <FormModal<BindingValues>
          key={editing === 'new' ? 'new' : editing.id}
          title={editing === 'new' ? t('sources.add') : t('sources.editTitle', { name: editing.sourceName })}
          width={600}
          initialValues={
            editing === 'new'
              ? { remark: '', tableIds: [] }
              : {
                  sourceId: editing.sourceId,
                  tableIds: editing.tables.map((x) => x.id),
                  remark: editing.remark,
                }
          }
          okTestId="binding-save"
          onClose={() => setEditing(undefined)}
          onSubmit={async (values) => {
            await saver.mutateAsync({
              id: editing === 'new' ? undefined : editing.id,
              itemId: item.id,
              sourceId: values.sourceId,
              tableIds: isTableGood ? values.tableIds : undefined,
              remark: values.remark?.trim() ?? '',
            });
            notify.success(t('sources.saved'));
            table.reload();
          }}
        >
          {(form) => (
            <>
              <Form.Item
                name="sourceId"
                label={t('sources.asset')}
                rules={f.rules('sourceId', t('sources.asset'))}
              >
                <AssetSelect
                  itemId={item.id}
                  disabled={editing !== 'new'}
                  onChange={() => form.setFieldValue('tableIds', [])}
                />
              </Form.Item>
              {isTableGood ? (
                <Form.Item noStyle dependencies={['sourceId']}>
                  {() => (
                    <Form.Item
                      name="tableIds"
                      label={t('sources.tables')}
                      rules={[
                        {
                          required: true,
                          type: 'array',
                          min: 1,
                          message: t('sources.tablesRequired'),
                        },
                      ]}
                    >
                      <TablesSelect sourceId={form.getFieldValue('sourceId') as string | undefined} />
                    </Form.Item>
                  )}
                </Form.Item>
              ) : null}
              <Form.Item
                name="remark"
                label={t('sources.remark')}
                rules={f.rules('remark', t('sources.remark'))}
              >
                <Input maxLength={f.maxLength('remark')} showCount />
              </Form.Item>
            </>
          )}
        </FormModal>
      ) : null}
    </Space>
  );
}
