import { PlusOutlined } from '@ant-design/icons';
import type { settings } from '@datamall/contract';
import {
  Button,
  Divider,
  Drawer,
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
  type DictDataFilter,
  type DictItemValues,
  dictDataKey,
  fetchDictDataPage,
  useDeleteDictItems,
  useSaveDictItem,
} from '../api/dict-data';
import { LockedTag } from './locked-tag';

type DictItem = settings.DictItem;

const LABELS = [
  ['labelZhCn', 'zh-CN'],
  ['labelZhTw', 'zh-TW'],
  ['labelEnUs', 'en-US'],
] as const;

/** The items of a dictionary type: value, the three labels, sort; locked values keep their value. */
export function DictItemsDrawer({ type, onClose }: { type: settings.DictTypeRow; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const [editing, setEditing] = useState<{ item?: DictItem }>();
  const table = usePageTable<DictItem, DictDataFilter>({
    queryKey: dictDataKey(type.id),
    fetcher: (params, signal) => fetchDictDataPage(type.id, params, signal),
  });
  const save = useSaveDictItem(type.id);
  const remove = useDeleteDictItems();

  const handleDelete = (item: DictItem) =>
    notify.confirm({
      title: t('dict.deleteItemTitle', { value: item.dictValue }),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'dict-item-delete-confirm',
      onOk: async () => {
        try {
          await remove.mutateAsync([item.id]);
          notify.success(t('dict.deleted'));
          table.afterDelete();
        } catch (error) {
          const text = errorText(error);
          if (text) notify.error(text);
        }
      },
    });

  const columns: TableProps<DictItem>['columns'] = [
    {
      key: 'dictValue',
      title: t('dict.value'),
      dataIndex: 'dictValue',
      width: 170,
      render: (value: string, item) => (
        <Space size={4}>
          <Typography.Text code>{value}</Typography.Text>
          {item.locked && <LockedTag testId={`dict-item-locked-${value}`} />}
        </Space>
      ),
    },
    ...LABELS.map(([field, locale]) => ({
      key: field,
      title: t(`dict.labels.${locale}`),
      dataIndex: field,
      ellipsis: true,
      render: (value: string, item: DictItem) => (
        <span data-testid={`dict-item-${field}-${item.dictValue}`}>{value}</span>
      ),
    })),
    { key: 'sort', title: t('dict.sort'), dataIndex: 'sort', width: 70 },
    {
      key: 'actions',
      title: t('dict.actions'),
      width: 120,
      render: (_value, item) => (
        <Space size={0} split={<Divider type="vertical" />}>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setEditing({ item })}
            data-testid={`dict-item-edit-${item.dictValue}`}
          >
            {t('common:actions.edit')}
          </Button>
          <Tooltip title={item.locked ? t('dict.lockedNoDelete') : undefined}>
            <Button
              type="link"
              size="small"
              danger
              disabled={item.locked}
              style={{ paddingInline: 0 }}
              onClick={() => handleDelete(item)}
              data-testid={`dict-item-delete-${item.dictValue}`}
            >
              {t('dict.delete')}
            </Button>
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Drawer
      open
      width={980}
      onClose={onClose}
      title={
        type.dictName === type.dictType
          ? t('dict.itemsTitleKey', { key: type.dictType })
          : t('dict.itemsTitle', { name: type.dictName, key: type.dictType })
      }
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({})}
          data-testid="dict-item-add"
        >
          {t('dict.addItem')}
        </Button>
      }
      data-testid="dict-items-drawer"
    >
      <ListFiltersBar<DictDataFilter> testId="dict-item-filters" onSearch={table.search}>
        <Form.Item name="label" label={t('dict.labelOrValue')}>
          <Input allowClear maxLength={100} style={{ width: 200 }} data-testid="dict-item-filter-label" />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<DictItem, DictDataFilter>
        rowKey="id"
        table={table}
        columns={columns}
        scroll={{ x: 880 }}
        data-testid="dict-item-table"
      />
      {editing && (
        <FormModal<DictItemValues>
          key={editing.item?.id ?? 'new'}
          title={editing.item ? t('dict.editItem', { value: editing.item.dictValue }) : t('dict.addItem')}
          initialValues={
            editing.item
              ? {
                  dictValue: editing.item.dictValue,
                  labelZhCn: editing.item.labelZhCn,
                  labelZhTw: editing.item.labelZhTw,
                  labelEnUs: editing.item.labelEnUs,
                  remark: editing.item.remark,
                  sort: editing.item.sort,
                }
              : { sort: 0 }
          }
          onSubmit={async (values) => {
            await save.mutateAsync({ id: editing.item?.id, values });
            notify.success(t('dict.saved'));
          }}
          onClose={() => setEditing(undefined)}
          okTestId="dict-item-submit"
        >
          {() => <DictItemFields locked={editing.item?.locked ?? false} />}
        </FormModal>
      )}
    </Drawer>
  );
}

function DictItemFields({ locked }: { locked: boolean }) {
  const { t } = useTranslation('settings');
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('dict.required', { field }),
  });
  return (
    <>
      <Form.Item
        name="dictValue"
        label={t('dict.value')}
        extra={locked ? t('dict.lockedValue') : undefined}
        rules={[required(t('dict.value'))]}
      >
        <Input maxLength={64} disabled={locked} autoComplete="off" data-testid="dict-item-value" />
      </Form.Item>
      {LABELS.map(([field, locale]) => (
        <Form.Item
          key={field}
          name={field}
          label={t(`dict.labels.${locale}`)}
          rules={[required(t(`dict.labels.${locale}`))]}
        >
          <Input maxLength={100} autoComplete="off" data-testid={`dict-item-${field}`} />
        </Form.Item>
      ))}
      <Form.Item name="sort" label={t('dict.sort')}>
        <InputNumber min={0} max={99999} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="remark" label={t('dict.remark')}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </>
  );
}
