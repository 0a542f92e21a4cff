import { enumLabel, type statistics } from '@datamall/contract';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import type { SectionProps } from './section';
import { Section } from './section';

type Row = statistics.GoodsQuantity['byKind'][number];
type Count = 'total' | 'listed' | 'underReview' | 'notEnabled' | 'disabled';
const COUNTS: readonly Count[] = ['total', 'listed', 'underReview', 'notEnabled', 'disabled'];

/** The goods-list filter that shows exactly a state's goods (none for the review states, which span several). */
export const STATE_FILTERS: Record<Count, { productStatus?: number; publishType?: number }> = {
  total: {},
  listed: { publishType: 1 },
  underReview: {},
  notEnabled: { productStatus: 0 },
  disabled: { productStatus: 4 },
};

export interface OwnGoodsCardProps {
  query: SectionProps['query'];
  goods: statistics.GoodsQuantity | undefined;
  /** The kinds this role sells, in table order. */
  kinds: readonly number[];
  /** The caller's goods list of a kind, filtered to a state. */
  listPath: (itemType: number, filter: { productStatus?: number; publishType?: number }) => string;
  /** The caller's goods list (of every kind it sells, or its first). */
  moreTo: string;
}

/** The caller's goods per kind and state; each figure opens its goods list on that kind and state. */
export function OwnGoodsCard({ query, goods, kinds, listPath, moreTo }: OwnGoodsCardProps) {
  const { t } = useTranslation('statistics');
  const locale = useLocale();
  const rows = (goods?.byKind ?? []).filter((row) => kinds.includes(row.itemType));
  const columns = [
    {
      key: 'kind',
      title: t('goods.kind'),
      render: (_: unknown, row: Row) => (
        <Link to={listPath(row.itemType, {})} data-testid={`own-goods-kind-${row.itemType}`}>
          {enumLabel('item_type', String(row.itemType), locale)}
        </Link>
      ),
    },
    ...COUNTS.map((key) => ({
      key,
      title: t(`goods.${key}`),
      align: 'right' as const,
      render: (_: unknown, row: Row) => (
        <Link
          to={listPath(row.itemType, STATE_FILTERS[key])}
          data-testid={`own-goods-${row.itemType}-${key}`}
        >
          {formatNumber(row[key])}
        </Link>
      ),
    })),
  ];
  return (
    <Section
      title={t('home.goods.title')}
      moreTo={moreTo}
      query={query}
      isEmpty={goods !== undefined && goods.all.total === 0}
      emptyText={t('home.goods.empty')}
      testId="own-goods-card"
    >
      <Table<Row>
        size="small"
        rowKey="itemType"
        pagination={false}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
      />
    </Section>
  );
}
