import type { evidence, Locale, orders } from '@datamall/contract';
import { Alert, Button, Card, Modal, Result, Skeleton, Space, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { notify } from '../../../shared/notify';
import { useReceipt, useVerifyEvidence } from '../api/delivery';
import { downloadEvidenceHeads } from '../api/evidence-heads';
import type { OrderScope } from '../api/orders';
import { entryDetails, eventName, receiptDocument, receiptMoney } from '../receipt-format';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The receipt file: readable in the user's language, with the ledger part as answered (to verify it with). */
function downloadJson(receipt: evidence.Receipt, t: TFunction, locale: Locale) {
  const blob = new Blob([JSON.stringify(receiptDocument(receipt, t, locale), null, 2)], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `receipt-${receipt.orderNo}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function VerifyResult({ result }: { result: evidence.VerifyResult }) {
  const { t } = useTranslation('delivery');
  const valid = result.orderValid && result.chainValid;
  return (
    <Alert
      data-testid="evidence-verify-result"
      data-valid={valid ? 'true' : 'false'}
      type={valid ? 'success' : 'error'}
      showIcon
      message={valid ? t('evidence.valid') : t('evidence.invalid')}
      description={
        <>
          <div>{t('evidence.counts', { order: result.orderEntries, chain: result.chainEntries })}</div>
          {valid ? null : (
            <div>
              {t('evidence.broken', {
                seqs: result.brokenSeqs.join(', ') || '-',
                blocks: result.brokenBlocks.join(', ') || '-',
              })}
            </div>
          )}
          <div>
            {t('evidence.head')}: <Typography.Text code>{result.headHash}</Typography.Text>
          </div>
          <div>{t('evidence.verifiedAt', { date: formatDateTime(result.verifiedAt) })}</div>
        </>
      }
    />
  );
}

/** The order's entries in the hash-chained evidence ledger: verify (every role), receipt (the buyer). */
export function OrderEvidence({ scope, order }: { scope: OrderScope; order: orders.Order }) {
  const { t } = useTranslation('delivery');
  const verify = useVerifyEvidence(order.id);
  const [receiptOpen, setReceiptOpen] = useState(false);
  const buyer = scope === 'user';
  return (
    <Card
      title={t('evidence.title')}
      style={{ marginTop: 16 }}
      data-testid="order-evidence"
      extra={
        <Space>
          <Button onClick={() => verify.mutate()} loading={verify.isPending} data-testid="evidence-verify">
            {t('evidence.verify')}
          </Button>
          {buyer ? (
            <Button type="primary" onClick={() => setReceiptOpen(true)} data-testid="evidence-receipt">
              {t('evidence.receipt')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('evidence.hint')}</Typography.Paragraph>
      {verify.isError ? <Alert type="error" showIcon message={errorText(verify.error)} /> : null}
      {verify.data ? <VerifyResult result={verify.data} /> : null}
      {buyer ? (
        <ReceiptModal orderId={order.id} open={receiptOpen} onClose={() => setReceiptOpen(false)} />
      ) : null}
    </Card>
  );
}

function ReceiptModal({ orderId, open, onClose }: { orderId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('delivery');
  const locale = useLocale();
  const receipt = useReceipt(orderId, open);
  const data = receipt.data;

  const print = () => {
    if (!data) return;
    const rows = data.entries
      .map((e) => {
        const details = entryDetails(e.payload, t, locale)
          .map((d) => `<div><b>${escapeHtml(d.label)}</b>: ${escapeHtml(d.value)}</div>`)
          .join('');
        return (
          `<tr><td>${e.seq}</td><td>${escapeHtml(eventName(e.entryType, t))}</td><td>${escapeHtml(formatDateTime(e.createdAt))}</td>` +
          `<td>${details}<div class="raw">${escapeHtml(t('receipt.raw'))}: <code>${escapeHtml(e.payload)}</code></div></td>` +
          `<td><code>${e.prevHash}</code></td><td><code>${e.hash}</code></td></tr>`
        );
      })
      .join('');
    const win = window.open('', '_blank');
    if (!win) return;
    win.document.write(
      `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(t('receipt.title'))} ${escapeHtml(data.orderNo)}</title>` +
        '<style>body{font-family:sans-serif;margin:24px}table{border-collapse:collapse;width:100%;font-size:11px}' +
        'td,th{border:1px solid #999;padding:4px;vertical-align:top;word-break:break-all}code{font-size:10px}' +
        '.raw{color:#666;margin-top:4px}</style></head><body>' +
        `<h2>${escapeHtml(t('receipt.title'))}</h2>` +
        `<p>${escapeHtml(t('receipt.order'))}: ${escapeHtml(data.orderNo)} · ${escapeHtml(data.itemName)} / ${escapeHtml(data.skuName)} · ${escapeHtml(receiptMoney(data.amount))}</p>` +
        `<p>${escapeHtml(t('receipt.formula'))}: <code>${escapeHtml(data.hashFormula)}</code></p>` +
        `<p>${escapeHtml(data.verification.orderValid && data.verification.chainValid ? t('evidence.valid') : t('evidence.invalid'))} · ${escapeHtml(t('evidence.head'))}: <code>${data.verification.headHash}</code></p>` +
        `<table><thead><tr><th>#</th><th>${escapeHtml(t('receipt.type'))}</th><th>${escapeHtml(t('receipt.time'))}</th><th>${escapeHtml(t('receipt.payload'))}</th><th>${escapeHtml(t('receipt.prevHash'))}</th><th>${escapeHtml(t('receipt.hash'))}</th></tr></thead><tbody>${rows}</tbody></table>` +
        `<p>${escapeHtml(t('receipt.issuedAt', { date: formatDateTime(data.issuedAt) }))}</p></body></html>`,
    );
    win.document.close();
    win.focus();
    win.print();
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={1000}
      title={t('receipt.title')}
      footer={
        <Space>
          <Button
            disabled={!data}
            onClick={() => data && downloadJson(data, t, locale)}
            data-testid="receipt-download"
          >
            {t('receipt.download')}
          </Button>
          <Button
            onClick={() =>
              downloadEvidenceHeads().catch((error) => notify.error(errorText(error) ?? String(error)))
            }
            data-testid="receipt-download-heads"
          >
            {t('receipt.downloadHeads')}
          </Button>
          <Button disabled={!data} onClick={print} data-testid="receipt-print">
            {t('receipt.print')}
          </Button>
          <Button type="primary" onClick={onClose}>
            {t('receipt.close')}
          </Button>
        </Space>
      }
    >
      {receipt.isLoading ? <Skeleton active /> : null}
      {receipt.isError ? <Result status="warning" title={errorText(receipt.error)} /> : null}
      {data ? (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="receipt-view">
          <Typography.Text>
            {t('receipt.order')}: <b>{data.orderNo}</b> · {data.itemName} / {data.skuName} ·{' '}
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>{receiptMoney(data.amount)}</span>
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('receipt.formula')}: <Typography.Text code>{data.hashFormula}</Typography.Text>
          </Typography.Text>
          <Typography.Text type="secondary">{t('receipt.offlineCheck')}</Typography.Text>
          <VerifyResult result={data.verification} />
          <Table
            rowKey="seq"
            size="small"
            pagination={false}
            dataSource={data.entries}
            scroll={{ x: 900 }}
            expandable={{
              // The canonical JSON exactly as hashed: what a verifier recomputes the hash from.
              expandedRowRender: (e) => (
                <div data-testid="receipt-raw">
                  <Typography.Text type="secondary">{t('receipt.raw')}</Typography.Text>
                  <pre style={{ fontSize: 11, whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>
                    {e.payload}
                  </pre>
                </div>
              ),
            }}
            columns={[
              { title: '#', dataIndex: 'seq', width: 60 },
              {
                title: t('receipt.type'),
                dataIndex: 'entryType',
                width: 140,
                render: (v: string) => eventName(v, t),
              },
              {
                title: t('receipt.time'),
                dataIndex: 'createdAt',
                width: 170,
                render: (v: string) => formatDateTime(v),
              },
              {
                title: t('receipt.details'),
                dataIndex: 'payload',
                render: (v: string) => (
                  <div data-testid="receipt-details" style={{ fontSize: 12 }}>
                    {entryDetails(v, t, locale).map((d) => (
                      <div key={d.key} style={{ wordBreak: 'break-all' }}>
                        <Typography.Text type="secondary">{d.label}</Typography.Text>: {d.value}
                      </div>
                    ))}
                  </div>
                ),
              },
              {
                title: t('receipt.hash'),
                dataIndex: 'hash',
                width: 200,
                render: (v: string) => (
                  <Typography.Text code copyable={{ text: v }} style={{ fontSize: 11 }}>
                    {`${v.slice(0, 16)}…`}
                  </Typography.Text>
                ),
              },
            ]}
          />
        </Space>
      ) : null}
    </Modal>
  );
}
