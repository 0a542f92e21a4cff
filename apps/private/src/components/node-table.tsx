import { endpoints, type nodes } from '@datamall/contract';
import { Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTexts } from '../locale-context';
import { MAIN_PAGES } from '../paths';
import { useCall } from '../use-call';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { MainLink } from './main-link';
import { NodeStatus } from './node-status';

export interface Paging {
  page: number;
  limit: number;
  onChange?: (page: number, limit: number) => void;
}

/** The consumer's privacy-computing nodes with their live online/offline status. */
export function NodeTable({ page, limit, onChange }: Paging) {
  const { t } = useTexts();
  const call = useCall(endpoints.nodes.queryPageData, { page, limit, kind: 'privacy' });
  if (call.error) return <LoadError error={call.error} onRetry={call.reload} />;
  const columns: TableColumnsType<nodes.NodeInfo> = [
    { title: t('nodes.name'), dataIndex: 'name' },
    { title: t('nodes.address'), dataIndex: 'address' },
    {
      title: t('nodes.status'),
      dataIndex: 'status',
      render: (status: nodes.NodeStatus) => <NodeStatus status={status} />,
    },
    {
      title: t('nodes.lastHeartbeat'),
      dataIndex: 'lastHeartbeatAt',
      render: (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm:ss') : t('nodes.never')),
    },
    { title: t('nodes.version'), dataIndex: 'version', render: (v: string) => v || '-' },
  ];
  return (
    <Table
      data-testid="private-nodes"
      rowKey="id"
      size="middle"
      loading={call.isLoading}
      columns={columns}
      dataSource={call.data?.list ?? []}
      locale={{
        emptyText: call.isLoading ? (
          ' '
        ) : (
          <EmptyState
            description={t('nodes.empty')}
            action={
              <MainLink primary href={MAIN_PAGES.applyNode}>
                {t('nodes.apply')}
              </MainLink>
            }
          />
        ),
      }}
      pagination={
        onChange
          ? {
              current: page,
              pageSize: limit,
              total: call.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50, 100],
              showTotal: (total) => t('total', { count: total }),
              onChange,
            }
          : false
      }
    />
  );
}
