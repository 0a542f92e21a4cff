import { enumLabel, type statistics } from '@datamall/contract';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useDatasourceOverview, useGoodsQuantity } from '../api/statistics';
import { ASSETS_PATH, goodsListPath } from '../links';
import { STATE_FILTERS } from './own-goods-card';
import { Section } from './section';

type Row = statistics.GoodsQuantity['byKind'][number];
const COUNTS = ['total', 'listed', 'underReview', 'notEnabled', 'disabled'] as const;

/** Goods per kind and state; each figure opens the goods list on that kind (and state, where one filter shows it). */
export function GoodsCard() {
  const { t } = useTranslation('statistics');
  const locale = useLocale();
  const query = useGoodsQuantity();
  const assets = useDatasourceOverview();
  const columns = [
    {
      key: 'kind',
      title: t('goods.kind'),
      render: (_: unknown, row: Row) => (
        <Link to={goodsListPath(row.itemType)} data-testid={`goods-kind-${row.itemType}`}>
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
          to={goodsListPath(row.itemType, STATE_FILTERS[key])}
          data-testid={`goods-${row.itemType}-${key}`}
        >
          {formatNumber(row[key])}
        </Link>
      ),
    })),
  ];
  const approved = assets.data?.byStatus.find((s) => s.status === 1)?.count ?? 0;
  return (
    <Section title={t('goods.title')} query={query} testId="goods-card">
      <Table<Row>
        size="small"
        rowKey="itemType"
        pagination={false}
        columns={columns}
        dataSource={query.data?.byKind ?? []}
        summary={() =>
          query.data ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('goods.all')}</Table.Summary.Cell>
              {COUNTS.map((key, i) => (
                <Table.Summary.Cell key={key} index={i + 1} align="right">
                  <strong data-testid={`goods-all-${key}`}>{formatNumber(query.data.all[key])}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
      {assets.data ? (
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
          <Link to={ASSETS_PATH} data-testid="assets-link">
            {t('assets.summary', {
              total: formatNumber(assets.data.total),
              approved: formatNumber(approved),
              fresh: formatNumber(assets.data.newThisMonth),
            })}
          </Link>
        </Typography.Paragraph>
      ) : null}
    </Section>
  );
}
