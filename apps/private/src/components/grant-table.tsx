import { type assets, endpoints } from '@datamall/contract';
import type { TableColumnsType } from 'antd';
import { useTexts } from '../locale-context';
import { MAIN_PAGES } from '../paths';
import { useCall } from '../use-call';
import { GrantStateTag } from './grant-state';
import { ListTable, type Paging } from './list-table';
import { LoadError } from './load-error';

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
    <ListTable
      testId="private-assets"
      page={page}
      limit={limit}
      onChange={onChange}
      columns={columns}
      loading={call.isLoading}
      rows={call.data?.list ?? []}
      total={call.data?.total ?? 0}
      empty={{ description: t('assets.empty'), action: t('assets.buy'), href: MAIN_PAGES.buyAssets }}
    />
  );
}
