import { ReloadOutlined } from '@ant-design/icons';
import { nodes, ROLE_TYPE_LABELS, type RoleType } from '@datamall/contract';
import { Button, Card, Form, Input, Select, Space, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { nodesPageKey } from '../api/keys';
import { fetchNodePage, type NodeListFilter } from '../api/query-node-page';
import { NODE_REFRESH_MS } from '../paths';
import { bindingCell, heartbeatCell } from './node-columns';
import { NodeDetailDrawer } from './node-detail-drawer';
import { NodeStatusTag } from './node-status-tag';
import { useLiveRefresh } from './use-live-refresh';

type OperatorFilter = Pick<NodeListFilter, 'name' | 'ownerName' | 'status'>;

/**
 * operate/zqNode/dataNode and operate/zqNode/concealNode: every owner's nodes of one kind, read-only,
 * with live online/offline and filters by name, owner and status.
 */
export function OperatorNodeList({ kind }: { kind: nodes.NodeKind }) {
  const { t } = useTranslation(['nodes', 'table']);
  const locale = useLocale();
  const table = usePageTable<nodes.NodeInfo, NodeListFilter>({
    queryKey: [...nodesPageKey, 'operator', kind],
    fetcher: (params, signal) => fetchNodePage({ ...params, kind }, signal),
  });
  useLiveRefresh(table.reload);
  const [detailId, setDetailId] = useState<string>();

  const columns: TableProps<nodes.NodeInfo>['columns'] = [
    {
      key: 'name',
      title: t('fields.name'),
      dataIndex: 'name',
      render: (value: string, row) => (
        <Space size={4}>
          <Typography.Link onClick={() => setDetailId(row.id)} data-testid={`node-name-${value}`}>
            {value}
          </Typography.Link>
          {row.isPlatform ? <Tag color="gold">{t('platform.tag')}</Tag> : null}
        </Space>
      ),
    },
    { key: 'owner', title: t('fields.owner'), dataIndex: 'ownerName' },
    {
      key: 'ownerRole',
      title: t('fields.ownerRole'),
      dataIndex: 'ownerRoleType',
      render: (value: number) => ROLE_TYPE_LABELS[value as RoleType]?.[locale] ?? value,
    },
    { key: 'address', title: t('fields.address'), dataIndex: 'address', width: 220, ellipsis: true },
    { key: 'status', title: t('fields.status'), render: (_v, row) => <NodeStatusTag node={row} /> },
    { key: 'heartbeat', title: t('fields.heartbeat'), render: (_v, row) => heartbeatCell(row, t) },
    { key: 'binding', title: t('fields.binding'), render: (_v, row) => bindingCell(row, t) },
    {
      key: 'createDate',
      title: t('fields.createDate'),
      dataIndex: 'createDate',
      render: (value: string) => formatDateTime(value),
    },
  ];

  return (
    <Card data-testid={`operator-node-list-${kind}`}>
      <ListFiltersBar<OperatorFilter> testId="node-filters" onSearch={(values) => table.search(values)}>
        <Form.Item name="name" label={t('fields.name')}>
          <Input allowClear maxLength={zodMaxLength(nodes.zNodeFilter, 'name')} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="ownerName" label={t('operator.ownerName')}>
          <Input
            allowClear
            maxLength={zodMaxLength(nodes.zNodeFilter, 'ownerName')}
            style={{ width: 160 }}
            data-testid="filter-owner"
          />
        </Form.Item>
        <Form.Item name="status" label={t('fields.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={nodes.NODE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          />
        </Form.Item>
      </ListFiltersBar>
      <Space style={{ marginBottom: 16 }} wrap>
        <Button icon={<ReloadOutlined />} onClick={table.reload} data-testid="node-refresh">
          {t('actions.refresh')}
        </Button>
        <Typography.Text type="secondary">
          {t('hints.live', { seconds: NODE_REFRESH_MS / 1000, offline: nodes.NODE_OFFLINE_AFTER_SECONDS })}
        </Typography.Text>
      </Space>
      <PageTable<nodes.NodeInfo, NodeListFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="node-table"
      />
      <NodeDetailDrawer id={detailId} onClose={() => setDetailId(undefined)} />
    </Card>
  );
}
