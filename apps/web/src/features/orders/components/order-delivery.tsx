import { delivery, type orders } from '@datamall/contract';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatBytes, formatDateTime, formatNumber } from '../../../shared/format';
import { notify } from '../../../shared/notify';
import { useApiKey, useConfirmDelivery, useDeliver, useDelivery } from '../api/delivery';
import type { OrderScope } from '../api/orders';
import { orderPaths } from '../paths';
import { NewKeyModal } from './new-key-modal';

const STATE_COLOR = ['gold', 'blue', 'green'] as const;

/**
 * Whether the files' SHA-256 are in the evidence ledger yet: the server computes and records them when the buyer
 * first asks for download links (`delivery.deliver`), never at payment.
 */
export function fileHashState(files: delivery.Delivery['files']): 'pending' | 'partial' | 'recorded' {
  const recorded = files.filter((f) => f.sha256 !== null).length;
  if (recorded === 0) return 'pending';
  return recorded === files.length ? 'recorded' : 'partial';
}

const HASH_HINT = {
  pending: 'files.hintPending',
  partial: 'files.hintPartial',
  recorded: 'files.hint',
} as const;

/** How long the page waits for a started download to reach the server. */
const DOWNLOAD_POLL_MS = 15_000;

/** Starts a browser download of a signed link (the server answers it as an attachment). */
function startDownload(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  a.download = '';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** The delivery of a paid order: package files and downloads, or the API credential. */
export function OrderDelivery({ scope, order }: { scope: OrderScope; order: orders.Order }) {
  const { t } = useTranslation('delivery');
  const paid = order.payStatus === 1;
  const query = useDelivery(order.id, paid);
  if (!paid) return null;
  if (query.isLoading) return <Skeleton active />;
  if (query.isError || !query.data) {
    return (
      <Card title={t('title')} style={{ marginTop: 16 }}>
        <Result status="warning" title={t('loadFailed')} subTitle={errorText(query.error)} />
      </Card>
    );
  }
  const data = query.data;
  if (data.kind === 'none') return null;
  return (
    <Card
      title={t('title')}
      style={{ marginTop: 16 }}
      data-testid="order-delivery"
      extra={
        data.state === null ? null : (
          <Tag color={STATE_COLOR[data.state] ?? 'default'} data-testid="delivery-state">
            {t(`state.${data.kind}.${data.state}`)}
          </Tag>
        )
      }
    >
      {data.kind === 'files' ? (
        <PackageDelivery scope={scope} data={data} />
      ) : (
        <ApiCredential scope={scope} data={data} />
      )}
    </Card>
  );
}

function PackageDelivery({ scope, data }: { scope: OrderScope; data: delivery.Delivery }) {
  const { t } = useTranslation('delivery');
  const deliver = useDeliver(data.orderId);
  const confirm = useConfirmDelivery(data.orderId);
  const buyer = scope === 'user';
  // The server counts a download when the browser fetches the signed link, after the page asked for it: the
  // delivery is re-read every second until the count moves (at most DOWNLOAD_POLL_MS), so the state, the counts
  // and the confirm button follow without a reload.
  const [started, setStarted] = useState<{ downloadsBefore: number } | null>(null);
  const waiting = started !== null && data.downloads <= started.downloadsBefore;
  useDelivery(data.orderId, waiting, waiting ? 1000 : false);
  // Each started download waits its own DOWNLOAD_POLL_MS (a second click restarts the wait).
  useEffect(() => {
    if (!started) return;
    const timer = setTimeout(() => setStarted(null), DOWNLOAD_POLL_MS);
    return () => clearTimeout(timer);
  }, [started]);

  const download = (index: number) =>
    deliver
      .mutateAsync()
      .then((result) => {
        const link = result.links.find((l) => l.index === index);
        if (!link) return;
        setStarted({ downloadsBefore: data.downloads });
        startDownload(link.url);
      })
      .catch((error: unknown) => notify.error(errorText(error) ?? t('downloadFailed')));

  const confirmReceipt = () =>
    notify.confirm({
      title: t('confirm.title'),
      content: t('confirm.content'),
      okText: t('confirm.ok'),
      okTestId: 'confirm-receipt-ok',
      onOk: () =>
        confirm
          .mutateAsync()
          .then(() => notify.success(t('confirm.done')))
          .catch((error: unknown) => notify.error(errorText(error) ?? t('loadFailed'))),
    });

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {buyer && data.files.length > 0 ? (
        <Alert
          type="info"
          showIcon
          message={t(HASH_HINT[fileHashState(data.files)])}
          data-testid="delivery-hash-hint"
        />
      ) : null}
      <Table
        rowKey="index"
        size="small"
        pagination={false}
        dataSource={data.files}
        data-testid="delivery-files"
        locale={{ emptyText: t('files.empty') }}
        columns={[
          { title: t('files.name'), dataIndex: 'name' },
          { title: t('files.size'), dataIndex: 'size', render: (v: number | null) => formatBytes(v) },
          {
            title: t('files.sha256'),
            dataIndex: 'sha256',
            render: (v: string | null) =>
              v ? (
                <Typography.Text code copyable={{ text: v }} style={{ wordBreak: 'break-all' }}>
                  {v}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary">{t('files.notDelivered')}</Typography.Text>
              ),
          },
          { title: t('files.downloads'), dataIndex: 'downloads' },
          ...(buyer
            ? [
                {
                  title: t('files.action'),
                  key: 'action',
                  render: (_: unknown, f: delivery.Delivery['files'][number]) => (
                    <Button
                      type="primary"
                      size="small"
                      loading={deliver.isPending}
                      onClick={() => void download(f.index)}
                      data-testid={`download-file-${f.index}`}
                    >
                      {t('files.download')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('files.totalDownloads')}>
          <span data-testid="delivery-downloads">{formatNumber(data.downloads)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('confirm.confirmedAt')}>
          {data.confirmedAt ? formatDateTime(data.confirmedAt) : '-'}
        </Descriptions.Item>
      </Descriptions>
      {buyer && data.state === 1 ? (
        <Button onClick={confirmReceipt} loading={confirm.isPending} data-testid="confirm-receipt">
          {t('confirm.button')}
        </Button>
      ) : null}
      {data.state === 0 || data.state === 1 ? (
        <Typography.Text type="secondary">
          {t('confirm.auto', { days: delivery.AUTO_CONFIRM_DAYS })}
        </Typography.Text>
      ) : null}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('log.title')}
      </Typography.Title>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={data.log}
        data-testid="delivery-log"
        locale={{ emptyText: t('log.empty') }}
        columns={[
          { title: t('log.time'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
          { title: t('log.file'), dataIndex: 'fileName' },
          { title: t('log.bytes'), dataIndex: 'bytes', render: (v: number) => formatBytes(v) },
          {
            title: t('log.completed'),
            dataIndex: 'completed',
            render: (v: boolean) => (v ? t('log.yes') : t('log.no')),
          },
          { title: t('log.ip'), dataIndex: 'ip' },
        ]}
      />
    </Space>
  );
}

function ApiCredential({ scope, data }: { scope: OrderScope; data: delivery.Delivery }) {
  const { t } = useTranslation('delivery');
  const keys = useApiKey(data.orderId);
  const [shown, setShown] = useState<string | null>(null);
  const c = data.credential;
  if (!c) return <Typography.Text type="secondary">{t('api.none')}</Typography.Text>;
  const buyer = scope === 'user';

  const run = (action: 'reveal' | 'rotate') =>
    keys
      .mutateAsync({ action })
      .then((result) => setShown(result.key))
      .catch((error: unknown) => notify.error(errorText(error) ?? t('loadFailed')));

  const rotate = () =>
    notify.confirm({
      title: t('api.rotateTitle'),
      content: t('api.rotateContent'),
      danger: true,
      okText: t('api.rotateOk'),
      okTestId: 'confirm-rotate-key',
      onOk: () => run('rotate'),
    });

  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="api-credential">
        <Descriptions.Item label={t('api.quota')}>
          <span data-testid="api-quota">
            {c.quotaTotal === null
              ? t('api.unlimited')
              : t('api.quotaValue', { used: formatNumber(c.quotaUsed), total: formatNumber(c.quotaTotal) })}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('api.validity')}>
          <span data-testid="api-validity">
            {formatDateTime(c.validFrom)} – {c.validUntil ? formatDateTime(c.validUntil) : t('api.noEnd')}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('api.key')}>
          <Space size={4} wrap>
            {c.keyPrefix ? (
              <Typography.Text code data-testid="api-key-prefix">{`${c.keyPrefix}…`}</Typography.Text>
            ) : (
              <Typography.Text type="secondary">
                {c.revealed ? t('slots.empty') : t('api.notRevealed')}
              </Typography.Text>
            )}
            {c.key2Prefix ? (
              <Typography.Text code data-testid="api-key2-prefix">
                {`${c.key2Prefix}…`} ({t('slots.slot', { slot: 2 })})
              </Typography.Text>
            ) : null}
            {c.revoked ? (
              <Tag color="red" data-testid="api-key-revoked">
                {t('slots.revokedTag')}
              </Tag>
            ) : null}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('api.revealedAt')}>
          {c.revealedAt ? formatDateTime(c.revealedAt) : '-'}
          {c.rotatedAt ? ` (${t('api.rotatedAt', { date: formatDateTime(c.rotatedAt) })})` : ''}
        </Descriptions.Item>
      </Descriptions>
      <Space style={{ marginTop: 16 }} wrap>
        {buyer && !c.revoked ? (
          c.revealed ? (
            <Button danger onClick={rotate} loading={keys.isPending} data-testid="rotate-key">
              {t('api.rotate')}
            </Button>
          ) : (
            <Button
              type="primary"
              onClick={() => void run('reveal')}
              loading={keys.isPending}
              data-testid="reveal-key"
            >
              {t('api.reveal')}
            </Button>
          )
        ) : null}
        <Link to={orderPaths.usage(scope, data.orderId)} data-testid="api-usage-link">
          {buyer ? t('api.usageAndKeys') : t('api.usage')}
        </Link>
      </Space>
      <NewKeyModal apiKey={shown} onClose={() => setShown(null)} />
    </>
  );
}
