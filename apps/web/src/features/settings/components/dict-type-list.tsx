import { PlusOutlined } from '@ant-design/icons';
import { settings } from '@datamall/contract';
import {
  Button,
  Card,
  Divider,
  Form,
  Input,
  InputNumber,
  Space,
  type TableProps,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import {
  type DictTypeFilter,
  type DictTypeValues,
  dictTypesKey,
  fetchDictTypesPage,
  useDeleteDictTypes,
  useSaveDictType,
} from '../api/dict-types';
import { DictItemsDrawer } from './dict-items-drawer';
import { LockedTag } from './locked-tag';

type DictTypeRow = settings.DictTypeRow;

/** sys/dict-type: the dictionary types; a type's items open in a drawer. Locked types keep their key. */
export function DictTypeList() {
  const { t } = useTranslation(['settings', 'common']);
  const [editing, setEditing] = useState<{ type?: DictTypeRow }>();
  const [itemsOf, setItemsOf] = useState<DictTypeRow>();
  const table = usePageTable<DictTypeRow, DictTypeFilter>({
    queryKey: dictTypesKey,
    fetcher: fetchDictTypesPage,
  });
  const save = useSaveDictType();
  const remove = useDeleteDictTypes();

  const handleDelete = (type: DictTypeRow) =>
    notify.confirm({
      title: t('dict.deleteTypeTitle', { key: type.dictType, count: type.itemCount }),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'dict-type-delete-confirm',
      onOk: async () => {
        try {
          await remove.mutateAsync([type.id]);
          notify.success(t('dict.deleted'));
          table.afterDelete();
        } catch (error) {
          const text = errorText(error);
          if (text) notify.error(text);
        }
      },
    });

  const columns: TableProps<DictTypeRow>['columns'] = [
    {
      key: 'dictName',
      title: t('dict.name'),
      dataIndex: 'dictName',
      width: 200,
      render: (value: string) => <Typography.Text strong>{value}</Typography.Text>,
    },
    {
      key: 'dictType',
      title: t('dict.key'),
      dataIndex: 'dictType',
      width: 220,
      render: (value: string, type) => (
        <Space size={4}>
          <Typography.Text code>{value}</Typography.Text>
          {type.locked && <LockedTag testId={`dict-type-locked-${value}`} />}
        </Space>
      ),
    },
    { key: 'itemCount', title: t('dict.itemCount'), dataIndex: 'itemCount', width: 90 },
    { key: 'sort', title: t('dict.sort'), dataIndex: 'sort', width: 80 },
    {
      key: 'remark',
      title: t('dict.remark'),
      dataIndex: 'remark',
      ellipsis: true,
      render: (v: string) => v || '-',
    },
    {
      key: 'actions',
      title: t('dict.actions'),
      width: 190,
      fixed: 'right',
      render: (_value, type) => (
        <Space size={0} split={<Divider type="vertical" />}>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setItemsOf(type)}
            data-testid={`dict-items-${type.dictType}`}
          >
            {t('dict.items')}
          </Button>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setEditing({ type })}
            data-testid={`dict-type-edit-${type.dictType}`}
          >
            {t('common:actions.edit')}
          </Button>
          <Tooltip title={type.locked ? t('dict.lockedNoDelete') : undefined}>
            <Button
              type="link"
              size="small"
              danger
              disabled={type.locked}
              style={{ paddingInline: 0 }}
              onClick={() => handleDelete(type)}
              data-testid={`dict-type-delete-${type.dictType}`}
            >
              {t('dict.delete')}
            </Button>
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('dict.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({})}
          data-testid="dict-type-add"
        >
          {t('dict.addType')}
        </Button>
      }
      data-testid="dict-type-page"
    >
      <ListFiltersBar<DictTypeFilter> testId="dict-type-filters" onSearch={table.search}>
        <Form.Item name="dictName" label={t('dict.name')}>
          <Input allowClear maxLength={100} style={{ width: 180 }} data-testid="dict-type-filter-name" />
        </Form.Item>
        <Form.Item name="dictType" label={t('dict.key')}>
          <Input allowClear maxLength={64} style={{ width: 180 }} data-testid="dict-type-filter-key" />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<DictTypeRow, DictTypeFilter>
        rowKey="id"
        table={table}
        columns={columns}
        scroll={{ x: 1000 }}
        data-testid="dict-type-table"
      />
      {editing && (
        <FormModal<DictTypeValues>
          key={editing.type?.id ?? 'new'}
          title={editing.type ? t('dict.editType', { key: editing.type.dictType }) : t('dict.addType')}
          initialValues={
            editing.type
              ? {
                  dictType: editing.type.dictType,
                  dictName: editing.type.dictName,
                  remark: editing.type.remark,
                  sort: editing.type.sort,
                }
              : { sort: 0 }
          }
          onSubmit={async (values) => {
            await save.mutateAsync({ id: editing.type?.id, values });
            notify.success(t('dict.saved'));
          }}
          onClose={() => setEditing(undefined)}
          okTestId="dict-type-submit"
        >
          {() => <DictTypeFields locked={editing.type?.locked ?? false} />}
        </FormModal>
      )}
      {itemsOf && <DictItemsDrawer type={itemsOf} onClose={() => setItemsOf(undefined)} />}
    </Card>
  );
}

function DictTypeFields({ locked }: { locked: boolean }) {
  const { t } = useTranslation('settings');
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('dict.required', { field }),
  });
  return (
    <>
      <Form.Item name="dictName" label={t('dict.name')} rules={[required(t('dict.name'))]}>
        <Input maxLength={100} autoComplete="off" data-testid="dict-type-name" />
      </Form.Item>
      <Form.Item
        name="dictType"
        label={t('dict.key')}
        extra={locked ? t('dict.lockedKey') : t('dict.keyHint')}
        rules={[required(t('dict.key')), { pattern: settings.DICT_TYPE_KEY, message: t('dict.keyHint') }]}
      >
        <Input maxLength={64} disabled={locked} autoComplete="off" data-testid="dict-type-key" />
      </Form.Item>
      <Form.Item name="sort" label={t('dict.sort')}>
        <InputNumber min={0} max={99999} precision={0} style={{ width: 160 }} data-testid="dict-type-sort" />
      </Form.Item>
      <Form.Item name="remark" label={t('dict.remark')}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </>
  );
}
