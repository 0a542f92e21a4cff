import { type assets, endpoints } from '@datamall/contract';
import { Table, type TableColumnsType } from 'antd';
import { useTexts } from '../locale-context';
import { MAIN_PAGES } from '../paths';
import { useCall } from '../use-call';
import { EmptyState } from './empty-state';
import { GrantStateTag } from './grant-state';
import { LoadError } from './load-error';
import { MainLink } from './main-link';
import type { Paging } from './node-table';

/** The data-asset grants the consumer holds (its own and those to every consumer), as on its permissions page. */
export function GrantTable({ page, limit, onChange }: Paging) {
  const { t } = useTexts();
  const call = useCall(endpoints.assets.authorization, { page, limit });
  if (call.error) return <LoadError error={call.error} onRetry={call.reload} />;
  const columns: TableColumnsType<assets.AssetGrant> = [
    { title: t('assets.asset'), dataIndex: 'sourceName' },
    { title: t('assets.owner'), dataIndex: 'ownerName' },
    {
      title: t('assets.validity'),
      key: 'validity',
      render: (_, grant) => `${grant.startDate} ~ ${grant.endDate}`,
    },
    {
      title: t('assets.state'),
      dataIndex: 'state',
      render: (state: assets.GrantState) => <GrantStateTag state={state} />,
    },
  ];
  return (
    <Table
      data-testid="private-assets"
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
            description={t('assets.empty')}
            action={
              <MainLink primary href={MAIN_PAGES.buyAssets}>
                {t('assets.buy')}
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
