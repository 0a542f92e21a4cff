import { EditOutlined, EyeOutlined, HistoryOutlined } from '@ant-design/icons';
import { endpoints } from '@datamall/contract';
import { Alert, Button, Card, Empty, Form, Input, Space, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { COLUMN_WIDTH, tableScrollX } from '../../../shared/ui/table-width';
import { pluginGoodsKey } from '../api/keys';
import { fetchPluginGoods, type PluginGood, type PluginGoodsFilter } from '../api/plugin-goods';
import { PLUGIN_PATHS } from '../paths';
import { canEditPlugins } from '../permissions';
import { PluginFormDrawer } from './plugin-form-drawer';
import { PluginSummaryTags } from './plugin-summary-tags';

/**
 * pluginManage/index: API goods with the version of their plugins and what is on, an editor per good (the
 * owner developer saves; the operator reads) and the way to its versions.
 */
export function PluginGoodsTable() {
  const { t } = useTranslation(['gatewayPlugins', 'table']);
  const navigate = useNavigate();
  const canEdit = canEditPlugins();
  const [editing, setEditing] = useState<PluginGood>();
  const table = usePageTable<PluginGood, PluginGoodsFilter>({
    queryKey: pluginGoodsKey,
    fetcher: (params, signal) => fetchPluginGoods(params, signal),
  });

  const columns: TableProps<PluginGood>['columns'] = [
    {
      key: 'itemName',
      title: t('list.good'),
      dataIndex: 'itemName',
      width: 200,
      fixed: 'left',
      render: (value: string, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{value}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('list.interfaces', { count: row.interfaces })}
          </Typography.Text>
        </Space>
      ),
    },
    ...(canEdit
      ? []
      : [{ key: 'ownerName', title: t('list.owner'), dataIndex: 'ownerName', width: 140 } as const]),
    {
      key: 'version',
      title: t('list.versionColumn'),
      dataIndex: 'version',
      width: 110,
      render: (value: number) =>
        value ? (
          <Tag color="blue">{t('list.version', { version: value })}</Tag>
        ) : (
          <Tag>{t('list.defaults')}</Tag>
        ),
    },
    {
      key: 'plugins',
      title: t('list.plugins'),
      width: 360,
      render: (_v, row) => <PluginSummaryTags config={row.config} />,
    },
    {
      key: 'updatedAt',
      title: t('list.updatedAt'),
      dataIndex: 'updatedAt',
      width: COLUMN_WIDTH.dateTime,
      render: (value: string | null) => (value ? formatDateTime(value) : '-'),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      width: 190,
      render: (_v, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            icon={canEdit ? <EditOutlined /> : <EyeOutlined />}
            onClick={() => setEditing(row)}
            data-testid={`plugin-edit-${row.itemId}`}
          >
            {canEdit ? t('list.edit') : t('list.view')}
          </Button>
          <Button
            type="link"
            size="small"
            icon={<HistoryOutlined />}
            onClick={() => navigate(PLUGIN_PATHS.versions(row.itemId))}
            data-testid={`plugin-versions-${row.itemId}`}
          >
            {t('list.versions')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card data-testid="plugin-goods">
      <Typography.Paragraph type="secondary">{t('list.intro')}</Typography.Paragraph>
      {canEdit ? null : (
        <Alert type="info" showIcon message={t('list.readOnly')} style={{ marginBottom: 16 }} />
      )}
      <ListFiltersBar<PluginGoodsFilter> testId="plugin-filters" onSearch={(values) => table.search(values)}>
        <Form.Item name="name" label={t('list.good')}>
          <Input
            allowClear
            placeholder={t('list.namePlaceholder')}
            maxLength={zodMaxLength(endpoints.gateway.pluginGoods, 'name')}
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<PluginGood, PluginGoodsFilter>
        table={table}
        rowKey="itemId"
        columns={columns}
        scroll={{ x: tableScrollX(columns, 170) }}
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        data-testid="plugin-goods-table"
      />
      {editing ? (
        <PluginFormDrawer
          key={editing.itemId}
          good={editing}
          readOnly={!canEdit}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Card>
  );
}
