import { endpoints, type nodes } from '@datamall/contract';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTexts } from '../locale-context';
import { MAIN_PAGES } from '../paths';
import { useCall } from '../use-call';
import { ListTable, type Paging } from './list-table';
import { LoadError } from './load-error';
import { NodeStatus } from './node-status';

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
    <ListTable
      testId="private-nodes"
      page={page}
      limit={limit}
      onChange={onChange}
      columns={columns}
      loading={call.isLoading}
      rows={call.data?.list ?? []}
      total={call.data?.total ?? 0}
      empty={{ description: t('nodes.empty'), action: t('nodes.apply'), href: MAIN_PAGES.applyNode }}
    />
  );
}
