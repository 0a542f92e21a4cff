import { ReloadOutlined } from '@ant-design/icons';
import { nodes } from '@datamall/contract';
import {
  Button,
  Form,
  Input,
  Select,
  Space,
  type TableColumnType,
  type TableProps,
  Tag,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, type PageTableState } from '../../../shared/ui/page-table';
import type { NodeListFilter } from '../api/query-node-page';
import { NODE_REFRESH_MS } from '../paths';
import { bindingCell, heartbeatCell } from './node-columns';
import { NodeDetailDrawer } from './node-detail-drawer';
import { NodeStatusTag } from './node-status-tag';
import { useLiveRefresh } from './use-live-refresh';

type NodeColumn = TableColumnType<nodes.NodeInfo>;

/** The columns every node list shows; the name opens the detail drawer. */
export interface NodeColumns {
  name: NodeColumn;
  address: NodeColumn;
  status: NodeColumn;
  heartbeat: NodeColumn;
  binding: NodeColumn;
}

/** Filter by node name, as wide as the list wants it. */
export function NodeNameFilter({ width }: { width: number }) {
  const { t } = useTranslation('nodes');
  return (
    <Form.Item name="name" label={t('fields.name')}>
      <Input allowClear maxLength={zodMaxLength(nodes.zNodeFilter, 'name')} style={{ width }} />
    </Form.Item>
  );
}

/** Filter by online / offline. */
export function NodeStatusFilter() {
  const { t } = useTranslation('nodes');
  return (
    <Form.Item name="status" label={t('fields.status')}>
      <Select
        allowClear
        style={{ width: 120 }}
        options={nodes.NODE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
      />
    </Form.Item>
  );
}

export interface NodeTableProps {
  table: PageTableState<nodes.NodeInfo, NodeListFilter>;
  /** The filter fields (`NodeNameFilter`, `NodeStatusFilter` and the list's own). */
  filters: ReactNode;
  /** Buttons before 刷新. */
  actions?: ReactNode;
  columns: (common: NodeColumns) => TableProps<nodes.NodeInfo>['columns'];
}

/**
 * A node list reloading every 15 s so online/offline follows the heartbeats: filters, 刷新 with the hint,
 * the paged table and the detail drawer its names open.
 */
export function NodeTable({ table, filters, actions, columns }: NodeTableProps) {
  const { t } = useTranslation('nodes');
  useLiveRefresh(table.reload);
  const [detailId, setDetailId] = useState<string>();
  const common: NodeColumns = {
    name: {
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
    address: { key: 'address', title: t('fields.address'), dataIndex: 'address', width: 220, ellipsis: true },
    status: { key: 'status', title: t('fields.status'), render: (_v, row) => <NodeStatusTag node={row} /> },
    heartbeat: { key: 'heartbeat', title: t('fields.heartbeat'), render: (_v, row) => heartbeatCell(row, t) },
    binding: { key: 'binding', title: t('fields.binding'), render: (_v, row) => bindingCell(row, t) },
  };
  return (
    <>
      <ListFiltersBar<NodeListFilter> testId="node-filters" onSearch={(values) => table.search(values)}>
        {filters}
      </ListFiltersBar>
      <Space style={{ marginBottom: 16 }} wrap>
        {actions}
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
        columns={columns(common)}
        scroll={{ x: 'max-content' }}
        data-testid="node-table"
      />
      <NodeDetailDrawer id={detailId} onClose={() => setDetailId(undefined)} />
    </>
  );
}
