import { QuestionCircleOutlined } from '@ant-design/icons';
import type { gateway } from '@datamall/contract';
import { Card, Col, Empty, Progress, Row, Space, Statistic, Tag, Tooltip } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format';
import { averageText, hasCalls, percentileText, sharePercent } from '../usage-figures';
import { LazyUsageChart } from './lazy-usage-chart';

type Summary = gateway.UsageSummary;

const STATUS_COLOR = { '2xx': 'green', '3xx': 'blue', '4xx': 'orange', '5xx': 'red' } as const;
const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
const LATENCY_VALUE = { fontSize: 20, whiteSpace: 'nowrap' } as const;

/** A card or statistic title with what it counts behind a question mark. */
export function HintTitle({ title, hint }: { title: ReactNode; hint: string }) {
  return (
    <Space size={4}>
      {title}
      <Tooltip title={hint}>
        <QuestionCircleOutlined style={{ color: '#94a3b8' }} aria-label={hint} />
      </Tooltip>
    </Space>
  );
}

/** Billed, failed and refused calls as statistics, each with what it counts in a tooltip. */
export function CallCounts({
  summary,
  span = 8,
}: {
  summary: Pick<Summary, 'calls' | 'failed' | 'refused'>;
  span?: number;
}) {
  const { t } = useTranslation('gateway');
  return (
    <>
      {(['calls', 'failed', 'refused'] as const).map((key) => (
        <Col key={key} xs={12} md={span}>
          <Statistic
            title={<HintTitle title={t(`figures.${key}`)} hint={t(`figures.${key}Hint`)} />}
            value={summary[key]}
            data-testid={`usage-${key}`}
          />
        </Col>
      ))}
    </>
  );
}

/** Calls by day (lazy ECharts), or an empty state for a period without calls. */
export function CallsByDay({ summary }: { summary: Summary }) {
  const { t } = useTranslation('gateway');
  const labels = useMemo(
    () => ({ calls: t('figures.calls'), failed: t('figures.failed'), refused: t('figures.refused') }),
    [t],
  );
  return (
    <Card size="small" title={t('figures.byDay')} data-testid="usage-by-day">
      {hasCalls(summary.byDay) ? (
        <LazyUsageChart days={summary.byDay} labels={labels} />
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('figures.noCalls')}
          data-testid="usage-no-calls"
        />
      )}
    </Card>
  );
}

/** Status classes (count and share) and latency percentiles of a period. */
export function StatusAndLatency({ summary }: { summary: Summary }) {
  const { t } = useTranslation('gateway');
  const answered = STATUS_CLASSES.reduce((sum, key) => sum + summary.status[key], 0);
  const { latency } = summary;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card
          size="small"
          title={<HintTitle title={t('figures.status')} hint={t('figures.statusHint')} />}
          style={{ height: '100%' }}
          data-testid="usage-status"
        >
          {STATUS_CLASSES.map((key) => (
            <Row key={key} align="middle" gutter={8} wrap={false} data-testid={`usage-status-${key}`}>
              <Col flex="56px">
                <Tag color={STATUS_COLOR[key]}>{key}</Tag>
              </Col>
              <Col flex="auto">
                <Progress
                  percent={sharePercent(summary.status[key], answered)}
                  strokeColor={STATUS_COLOR[key] === 'orange' ? '#f59e0b' : undefined}
                  status={key === '5xx' && summary.status[key] > 0 ? 'exception' : 'normal'}
                  showInfo={false}
                  size="small"
                />
              </Col>
              <Col flex="120px" style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {formatNumber(summary.status[key])} ({sharePercent(summary.status[key], answered)}%)
              </Col>
            </Row>
          ))}
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card
          size="small"
          title={<HintTitle title={t('figures.latency')} hint={t('figures.latencyHint')} />}
          style={{ height: '100%' }}
          data-testid="usage-latency"
        >
          <Row gutter={[16, 16]}>
            {(['p50Ms', 'p95Ms', 'p99Ms'] as const).map((key) => (
              <Col key={key} xs={12} sm={6}>
                <Statistic
                  valueStyle={LATENCY_VALUE}
                  title={t(`figures.${key.slice(0, 3)}`)}
                  valueRender={() => <span>{percentileText(latency[key])}</span>}
                  data-testid={`usage-latency-${key.slice(0, 3)}`}
                />
              </Col>
            ))}
            <Col xs={12} sm={6}>
              <Statistic
                valueStyle={LATENCY_VALUE}
                title={t('figures.avg')}
                valueRender={() => <span>{averageText(latency.avgMs)}</span>}
                data-testid="usage-latency-avg"
              />
            </Col>
          </Row>
        </Card>
      </Col>
    </Row>
  );
}
