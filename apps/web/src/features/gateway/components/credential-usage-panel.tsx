import { ErrorCode, type gateway } from '@datamall/contract';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Progress,
  Result,
  Row,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { formatDateTime, formatMoney, formatNumber } from '../../../shared/format';
import { MoneyText } from '../../../shared/ui/money-text';
import { useCredentialUsage } from '../api/credential-usage';
import { DEFAULT_PERIOD, quotaShare, type UsagePeriod, validityState } from '../usage-figures';
import { CallExample } from './call-example';
import { PeriodSwitch } from './period-switch';
import { CallCounts, CallsByDay, StatusAndLatency } from './usage-breakdown';

const STATE_COLOR = { active: 'green', pending: 'gold', expired: 'default', revoked: 'red' } as const;
const PROGRESS_STATUS = { ok: 'normal', low: 'active', exhausted: 'exception' } as const;

export interface CredentialUsagePanelProps {
  orderId: string;
  /** The buyer's key management, composed in by the page (keys belong to the order's delivery). */
  keys?: ReactNode;
  /** Show the ready-to-copy call (for the buyer). */
  callExample?: boolean;
  /** More in the header (e.g. a link to the order). */
  extra?: ReactNode;
  /** The buyer's available credit, composed in by the page (shown for pay-as-you-go plans). */
  credit?: ReactNode;
}

/** A pay-as-you-go plan: the price of a call, what the billed calls cost, and (to the buyer) the credit left. */
function PostpaidFigures({ usage, credit }: { usage: gateway.CredentialUsage; credit: ReactNode }) {
  const { t } = useTranslation('gateway');
  return (
    <>
      <Col xs={24} md={8}>
        <Statistic
          title={t('usage.postpaid.charged')}
          valueRender={() => <MoneyText value={usage.charged} />}
          data-testid="usage-postpaid-charged"
        />
        <Typography.Text type="secondary">
          {t('usage.postpaid.perCall', {
            price: formatMoney(BigInt(usage.postpaidPrice ?? '0')),
            calls: formatNumber(usage.quotaUsed),
          })}
        </Typography.Text>
      </Col>
      {credit ? (
        <Col xs={12} md={8} data-testid="usage-postpaid-credit">
          {credit}
          <Typography.Text type="secondary">{t('usage.postpaid.availableHint')}</Typography.Text>
        </Col>
      ) : null}
    </>
  );
}

/** Quota used of total with a progress bar, and the calls left. */
function QuotaFigures({ usage }: { usage: gateway.CredentialUsage }) {
  const { t } = useTranslation('gateway');
  const share = quotaShare(usage.quotaUsed, usage.quotaTotal);
  return (
    <>
      <Col xs={24} md={8}>
        <Statistic
          title={t('usage.quota')}
          valueRender={() =>
            usage.quotaTotal === null ? (
              <span>{formatNumber(usage.quotaUsed)}</span>
            ) : (
              <span>
                {t('usage.quotaValue', {
                  used: formatNumber(usage.quotaUsed),
                  total: formatNumber(usage.quotaTotal),
                })}
              </span>
            )
          }
          data-testid="usage-quota"
        />
        {share.percent === null ? (
          <Typography.Text type="secondary">{t('usage.unlimited')}</Typography.Text>
        ) : (
          <Progress
            percent={share.percent}
            status={PROGRESS_STATUS[share.status]}
            strokeColor={share.status === 'low' ? '#f59e0b' : undefined}
            size="small"
            data-testid="usage-quota-bar"
          />
        )}
      </Col>
      <Col xs={12} md={8}>
        <Statistic
          title={t('usage.remaining')}
          valueRender={() => (
            <span>
              {usage.quotaRemaining === null ? t('usage.unlimited') : formatNumber(usage.quotaRemaining)}
            </span>
          )}
          data-testid="usage-remaining"
        />
      </Col>
    </>
  );
}

function Validity({ usage }: { usage: gateway.CredentialUsage }) {
  const { t } = useTranslation('gateway');
  const state = validityState(usage);
  return (
    <Col xs={12} md={8}>
      <Statistic
        title={t('usage.validity')}
        valueRender={() => (
          <Space size={4} wrap>
            <Tag color={STATE_COLOR[state]} data-testid="usage-validity-state">
              {t(`usage.state.${state}`)}
            </Tag>
            <span style={{ fontSize: 14 }}>
              {usage.validUntil
                ? t('usage.validUntil', { date: formatDateTime(usage.validUntil) })
                : t('usage.noEnd')}
            </span>
          </Space>
        )}
        data-testid="usage-validity"
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('usage.from', { date: formatDateTime(usage.validFrom) })}
      </Typography.Text>
    </Col>
  );
}

/**
 * The usage of one API-goods order: calls billed, failed and refused, quota and validity, calls by day, status
 * classes and latency over 7, 30 or 90 days. Read-only for the seller and the operator; the buyer's page adds
 * its key management and the call example.
 */
export function CredentialUsagePanel({
  orderId,
  keys,
  callExample = false,
  extra,
  credit,
}: CredentialUsagePanelProps) {
  const { t } = useTranslation('gateway');
  const [days, setDays] = useState<UsagePeriod>(DEFAULT_PERIOD);
  const query = useCredentialUsage(orderId, days);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.code === ErrorCode.NOT_FOUND;
    return (
      <Card data-testid="usage-error">
        <Result
          status={missing ? '404' : 'warning'}
          title={missing ? t('usage.notFound') : t('usage.loadFailed')}
          subTitle={missing ? undefined : errorText(query.error)}
          extra={
            <Space>
              {missing ? null : <Button onClick={() => void query.refetch()}>{t('usage.retry')}</Button>}
              {extra}
            </Space>
          }
        />
      </Card>
    );
  }
  const usage = query.data;
  return (
    <Spin spinning={query.isPlaceholderData} delay={200}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="credential-usage">
        <Card
          title={
            <Space wrap>
              <span data-testid="usage-item-name">{usage.itemName}</span>
              <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                {usage.skuName}
              </Typography.Text>
            </Space>
          }
          extra={
            <Space wrap>
              <PeriodSwitch value={days} onChange={setDays} />
              {extra}
            </Space>
          }
        >
          <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('usage.orderNo')}>
              <Typography.Text copyable data-testid="usage-order-no">
                {usage.orderNo}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('usage.sku')}>{usage.skuName}</Descriptions.Item>
          </Descriptions>
          {usage.revoked ? (
            <Alert
              type="error"
              showIcon
              message={t('usage.revokedHint')}
              style={{ marginBottom: 16 }}
              data-testid="usage-revoked"
            />
          ) : null}
          <Row gutter={[16, 24]}>
            <CallCounts summary={usage} />
            {usage.postpaidPrice === null ? (
              <QuotaFigures usage={usage} />
            ) : (
              <PostpaidFigures usage={usage} credit={credit} />
            )}
            <Validity usage={usage} />
          </Row>
        </Card>
        <CallsByDay summary={usage} />
        <StatusAndLatency summary={usage} />
        {keys}
        {callExample ? (
          <CallExample baseUrl={usage.baseUrl} itemId={usage.itemId} keyPrefix={usage.keyPrefix} />
        ) : null}
      </Space>
    </Spin>
  );
}
