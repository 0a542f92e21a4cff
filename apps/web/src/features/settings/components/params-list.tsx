import { LockOutlined, PlusOutlined } from '@ant-design/icons';
import { settings } from '@datamall/contract';
import { Button, Card, Divider, Form, Input, Space, type TableProps, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { notify } from '../../../shared/notify';
import { FormModal } from '../../../shared/ui/form-modal';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import {
  fetchParamsPage,
  type ParamFilter,
  type ParamValues,
  paramsKey,
  useDeleteParams,
  useSaveParam,
} from '../api/params';
import { ParamFields } from './param-fields';

type Param = settings.Param;

/** What a parameter is for: the operator's remark, else (tunables) the description of the platform. */
export function useParamDescription() {
  const { t } = useTranslation('settings');
  return (param: Param) =>
    param.remark || (settings.isTunableCode(param.paramCode) ? t(`tunables.${param.paramCode}`) : '');
}

/** sys/params: the platform's tunables and the operator's parameters; tunables can be edited, never deleted. */
export function ParamsList() {
  const { t } = useTranslation(['settings', 'common']);
  const [editing, setEditing] = useState<{ param?: Param }>();
  const table = usePageTable<Param, ParamFilter>({ queryKey: paramsKey, fetcher: fetchParamsPage });
  const save = useSaveParam();
  const remove = useDeleteParams();
  const describe = useParamDescription();

  const handleDelete = (param: Param) =>
    notify.confirm({
      title: t('params.deleteTitle', { code: param.paramCode }),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'param-delete-confirm',
      onOk: async () => {
        try {
          await remove.mutateAsync([param.id]);
          notify.success(t('params.deleted'));
          table.afterDelete();
        } catch (error) {
          const text = errorText(error);
          if (text) notify.error(text);
        }
      },
    });

  const columns: TableProps<Param>['columns'] = [
    {
      key: 'paramCode',
      title: t('params.code'),
      dataIndex: 'paramCode',
      width: 320,
      render: (value: string, param) => (
        <Space size={4}>
          <Typography.Text strong copyable={{ text: value }}>
            {value}
          </Typography.Text>
          {param.builtIn && (
            <Tag icon={<LockOutlined />} color="blue" data-testid={`param-builtin-${value}`}>
              {t('params.builtIn')}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      key: 'paramValue',
      title: t('params.value'),
      dataIndex: 'paramValue',
      width: 160,
      render: (value: string, param) => (
        <Typography.Text code data-testid={`param-value-${param.paramCode}`}>
          {value}
        </Typography.Text>
      ),
    },
    {
      key: 'rule',
      title: t('params.typeAndRule'),
      width: 170,
      render: (_value, param) => (
        <Space size={4} wrap>
          <Tag>{t(`params.types.${param.valueType}`)}</Tag>
          {param.rule && <Typography.Text type="secondary">{param.rule}</Typography.Text>}
        </Space>
      ),
    },
    {
      key: 'defaultValue',
      title: t('params.default'),
      dataIndex: 'defaultValue',
      width: 100,
      render: (value: string | null) => value ?? '-',
    },
    {
      key: 'remark',
      title: t('params.remark'),
      width: 260,
      ellipsis: true,
      render: (_value, param) => describe(param) || '-',
    },
    {
      key: 'updateDate',
      title: t('params.updated'),
      dataIndex: 'updateDate',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'actions',
      title: t('params.actions'),
      width: 130,
      fixed: 'right',
      render: (_value, param) => (
        <Space size={0} split={<Divider type="vertical" />}>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setEditing({ param })}
            data-testid={`param-edit-${param.paramCode}`}
          >
            {t('common:actions.edit')}
          </Button>
          <Tooltip title={param.builtIn ? t('params.builtInNoDelete') : undefined}>
            <Button
              type="link"
              size="small"
              danger
              disabled={param.builtIn}
              style={{ paddingInline: 0 }}
              onClick={() => handleDelete(param)}
              data-testid={`param-delete-${param.paramCode}`}
            >
              {t('params.delete')}
            </Button>
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('params.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="param-add">
          {t('params.add')}
        </Button>
      }
      data-testid="params-page"
    >
      <ListFiltersBar<ParamFilter> testId="params-filters" onSearch={table.search}>
        <Form.Item name="paramCode" label={t('params.code')}>
          <Input allowClear maxLength={64} style={{ width: 220 }} data-testid="params-filter-code" />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<Param, ParamFilter>
        rowKey="id"
        table={table}
        columns={columns}
        scroll={{ x: 1400 }}
        data-testid="params-table"
      />
      {editing && (
        <FormModal<ParamValues>
          key={editing.param?.id ?? 'new'}
          title={
            editing.param ? t('params.editTitle', { code: editing.param.paramCode }) : t('params.addTitle')
          }
          initialValues={
            editing.param
              ? {
                  paramCode: editing.param.paramCode,
                  paramValue: editing.param.paramValue,
                  remark: editing.param.remark,
                  valueType: editing.param.valueType,
                  rule: editing.param.rule,
                }
              : { valueType: 'string', rule: '' }
          }
          onSubmit={async (values) => {
            await save.mutateAsync({ id: editing.param?.id, values });
            notify.success(t('params.saved'));
          }}
          onClose={() => setEditing(undefined)}
          okTestId="param-submit"
          width={560}
        >
          {(form) => <ParamFields form={form} builtIn={editing.param?.builtIn ?? false} />}
        </FormModal>
      )}
    </Card>
  );
}
