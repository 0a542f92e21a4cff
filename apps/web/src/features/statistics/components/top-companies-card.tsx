import type { statistics } from '@datamall/contract';
import { Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/format';
import { MoneyText } from '../../../shared/ui/money-text';
import { useTopCompanies } from '../api/statistics';
import { usersListPath } from '../links';
import { RangeSwitch } from './range-switch';
import { Section } from './section';

/** The ten sellers (by their goods' paid orders) or buyers (by what they paid) of the period. */
export function TopCompaniesCard() {
  const { t } = useTranslation('statistics');
  const [side, setSide] = useState<1 | 2>(1);
  const [range, setRange] = useState<statistics.TopRange>('month');
  const query = useTopCompanies(side, range);
  const columns = [
    {
      key: 'rank',
      title: '#',
      width: 40,
      render: (_: unknown, __: statistics.TopCompany, i: number) => i + 1,
    },
    {
      key: 'company',
      title: t('top.company'),
      ellipsis: true,
      render: (_: unknown, row: statistics.TopCompany) => (
        <Link to={usersListPath(row.roleType)} data-testid="top-company-name">
          {row.companyName || row.username}
        </Link>
      ),
    },
    {
      key: 'orders',
      title: t('top.paidOrders'),
      align: 'right' as const,
      width: 90,
      render: (_: unknown, row: statistics.TopCompany) => formatNumber(row.paidOrders),
    },
    {
      key: 'amount',
      title: t('top.amount'),
      align: 'right' as const,
      render: (_: unknown, row: statistics.TopCompany) => (
        <span data-testid="top-company-amount">
          <MoneyText value={row.amount} />
        </span>
      ),
    },
  ];
  return (
    <Section
      title={t('top.companiesTitle')}
      toolbar={
        <Space size={8} wrap>
          <Segmented<1 | 2>
            size="small"
            value={side}
            onChange={setSide}
            options={[
              { value: 1, label: t('top.sellers') },
              { value: 2, label: t('top.buyers') },
            ]}
            data-testid="top-companies-side"
          />
          <RangeSwitch value={range} onChange={setRange} testId="top-companies-range" />
        </Space>
      }
      query={query}
      isEmpty={query.data?.length === 0}
      emptyText={t('top.empty')}
      testId="top-companies"
    >
      <Table
        size="small"
        rowKey="userId"
        pagination={false}
        columns={columns}
        dataSource={query.data ?? []}
      />
    </Section>
  );
}
