import { enumLabel, type statistics } from '@datamall/contract';
import { Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { MoneyText } from '../../../shared/ui/money-text';
import { useTopGoods } from '../api/statistics';
import { goodsDetailPath, ordersListPath } from '../links';
import { RangeSwitch } from './range-switch';
import { Section } from './section';

/** The ten goods with the most paid in the period; each opens the good's page. */
export function TopGoodsCard() {
  const { t } = useTranslation('statistics');
  const locale = useLocale();
  const [range, setRange] = useState<statistics.TopRange>('month');
  const query = useTopGoods(range);
  const columns = [
    { key: 'rank', title: '#', width: 40, render: (_: unknown, __: statistics.TopGood, i: number) => i + 1 },
    {
      key: 'name',
      title: t('top.good'),
      ellipsis: true,
      render: (_: unknown, row: statistics.TopGood) => (
        <Link to={goodsDetailPath(row.itemType, row.itemId)} data-testid="top-good-name">
          {row.itemName}
        </Link>
      ),
    },
    {
      key: 'kind',
      title: t('goods.kind'),
      width: 110,
      render: (_: unknown, row: statistics.TopGood) => enumLabel('item_type', String(row.itemType), locale),
    },
    {
      key: 'orders',
      title: t('top.paidOrders'),
      align: 'right' as const,
      width: 90,
      render: (_: unknown, row: statistics.TopGood) => formatNumber(row.paidOrders),
    },
    {
      key: 'amount',
      title: t('top.amount'),
      align: 'right' as const,
      render: (_: unknown, row: statistics.TopGood) => (
        <span data-testid="top-good-amount">
          <MoneyText value={row.amount} />
        </span>
      ),
    },
  ];
  return (
    <Section
      title={t('top.goodsTitle')}
      moreTo={ordersListPath()}
      extra={<RangeSwitch value={range} onChange={setRange} testId="top-goods-range" />}
      query={query}
      isEmpty={query.data?.length === 0}
      emptyText={t('top.empty')}
      testId="top-goods"
    >
      <Table
        size="small"
        rowKey="itemId"
        pagination={false}
        columns={columns}
        dataSource={query.data ?? []}
      />
    </Section>
  );
}
