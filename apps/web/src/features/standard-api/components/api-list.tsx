import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Space, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { notify } from '../../../shared/notify';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { fetchApis, type StandardApi, standardApiKey, useDeleteStandardApi } from '../api';
import { standardApiPaths } from '../paths';

/** zqapiManage/index: the standard API catalogue. The operator maintains it; developers read it. */
export function StandardApiList({ isOperator }: { isOperator: boolean }) {
  const { t } = useTranslation(['standardApi', 'common']);
  const navigate = useNavigate();
  const table = usePageTable<StandardApi, { name?: string }>({
    queryKey: [...standardApiKey, 'page'],
    fetcher: (params, signal) => fetchApis(params, signal),
  });
  const remover = useDeleteStandardApi();

  const handleDelete = (row: StandardApi) =>
    notify.confirm({
      title: t('list.deleteTitle', { name: row.name }),
      content: t('list.deleteContent'),
      okText: t('list.delete'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'confirm-standard-api-delete',
      onOk: () =>
        remover
          .mutateAsync(row.id)
          .then(() => {
            notify.success(t('done'));
            table.afterDelete();
          })
          .catch((error: unknown) => {
            const text = errorText(error);
            if (text) notify.error(text);
          }),
    });

  const columns: TableProps<StandardApi>['columns'] = [
    { title: t('fields.name'), dataIndex: 'name' },
    { title: t('fields.category'), dataIndex: 'category', width: 120 },
    {
      title: t('fields.route'),
      key: 'route',
      render: (_v, row) => (
        <Space>
          <Tag color={row.method === 'GET' ? 'green' : 'blue'}>{row.method}</Tag>
          <Typography.Text code>{row.path}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('fields.latestVersion'),
      dataIndex: 'latestVersion',
      width: 110,
      render: (v: string | null) => v ?? '-',
    },
    { title: t('fields.routerCount'), dataIndex: 'routerCount', width: 110 },
    ...(isOperator
      ? [
          {
            title: t('fields.status'),
            dataIndex: 'status',
            width: 90,
            render: (v: number) => <Tag color={v === 1 ? 'success' : 'default'}>{t(`status.${v}`)}</Tag>,
          },
        ]
      : []),
    {
      title: t('fields.updateDate'),
      dataIndex: 'updateDate',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('fields.actions'),
      key: 'actions',
      width: 250,
      render: (_v, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => navigate(standardApiPaths.view(row.id))}>
            {t('list.view')}
          </Button>
          <Button type="link" size="small" onClick={() => navigate(standardApiPaths.versions(row.id))}>
            {t('list.versions')}
          </Button>
          {isOperator && (
            <>
              <Button type="link" size="small" onClick={() => navigate(standardApiPaths.edit(row.id))}>
                {t('common:actions.edit')}
              </Button>
              <Button type="link" size="small" danger onClick={() => handleDelete(row)}>
                {t('list.delete')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('list.title')}
      extra={
        isOperator && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(standardApiPaths.add)}
            data-testid="standard-api-add"
          >
            {t('list.add')}
          </Button>
        )
      }
    >
      <Input.Search
        allowClear
        placeholder={t('list.searchName')}
        style={{ maxWidth: 320, marginBottom: 16 }}
        onSearch={(name) => table.search({ name: name.trim() || undefined })}
      />
      <PageTable<StandardApi, { name?: string }>
        table={table}
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('list.empty') }}
      />
    </Card>
  );
}
