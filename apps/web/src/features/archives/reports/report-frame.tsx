import { DownloadOutlined, PrinterOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { archives } from '@datamall/contract';
import type { ArchiveQueryName, Found } from '@datamall/contract/vehicle-archive';
import { Alert, Button, Descriptions, Space, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { notify } from '../../../shared/notify';
import { downloadReportPdf } from './api';
import { moneyYuan, useArchiveLabels } from './text';
import './report-print.css';

export interface ReportFrameProps {
  query: ArchiveQueryName;
  answer: Found<object>;
  /** The stored report's record (id, time, charge, hash); none for an example. */
  summary?: archives.ArchiveReportSummary;
  /** An example for a sample vehicle, not a report of the viewer's. */
  example?: boolean;
  /** An example: where to run the query for one's own vehicle. */
  queryHref?: string;
  /** Replaces the query's title (a sub-page of a report). */
  title?: ReactNode;
  children: ReactNode;
}

function PdfButton({ id }: { id: string }) {
  const { t } = useTranslation('archives');
  const [busy, setBusy] = useState(false);
  const handleDownload = async () => {
    setBusy(true);
    try {
      await downloadReportPdf(id);
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={handleDownload}
      data-testid="archive-report-pdf"
    >
      {t('report.actions.pdf')}
    </Button>
  );
}

/**
 * The frame of every archive report: title, vehicle, the SYNTHETIC notice, the stored report's record (id, time,
 * charge, SHA-256 with the order's evidence) and the print and PDF buttons.
 */
export function ReportFrame({
  query,
  answer,
  summary,
  example,
  queryHref,
  title,
  children,
}: ReportFrameProps) {
  const { t } = useTranslation('archives');
  const l = useArchiveLabels();
  const v = answer.vehicle;

  return (
    <div className="archive-report" data-testid="archive-report" data-query={query}>
      <Space align="start" style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <div>
          <Typography.Title level={3} style={{ marginBottom: 4 }} data-testid="archive-report-title">
            {title ?? l.title(query)}
            {example ? (
              <Tag
                color="purple"
                style={{ marginLeft: 12, verticalAlign: 'middle' }}
                data-testid="archive-example-tag"
              >
                {t('report.example.tag')}
              </Tag>
            ) : null}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
            {l.description(query)}
          </Typography.Paragraph>
        </div>
        {summary ? (
          <Space className="archive-no-print">
            <Button
              icon={<PrinterOutlined />}
              onClick={() => window.print()}
              data-testid="archive-report-print"
            >
              {t('report.actions.print')}
            </Button>
            <PdfButton id={summary.id} />
          </Space>
        ) : null}
      </Space>

      {example ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('report.example.title')}
          description={t('report.example.description')}
          action={
            queryHref ? (
              <Link to={queryHref} className="archive-no-print" data-testid="archive-example-query">
                <Button type="primary" size="small">
                  {t('report.example.run')}
                </Button>
              </Link>
            ) : null
          }
          data-testid="archive-example-notice"
        />
      ) : null}
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('report.synthetic.title')}
        description={t('report.synthetic.description')}
        data-testid="archive-synthetic-notice"
      />

      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        styles={{ label: { whiteSpace: 'nowrap' } }}
        style={{ marginBottom: 16 }}
        data-testid="archive-report-vehicle"
        items={[
          { key: 'vehicle', label: l.field('vehicle'), children: `${v.brand} ${v.series} · ${v.modelName}` },
          { key: 'year', label: l.field('modelYear'), children: v.modelYear },
          { key: 'city', label: l.field('city'), children: v.city },
          {
            key: 'vin',
            label: l.field('vin'),
            children: <Typography.Text code>{answer.vin}</Typography.Text>,
          },
          { key: 'plate', label: l.field('plate'), children: answer.plateMasked },
          { key: 'asOf', label: l.field('asOf'), children: answer.asOf },
        ]}
      />
      {summary ? (
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          styles={{ label: { whiteSpace: 'nowrap' } }}
          style={{ marginBottom: 16 }}
          data-testid="archive-report-record"
          items={[
            {
              key: 'id',
              label: t('report.meta.id'),
              children: <span data-testid="archive-report-id">{summary.id}</span>,
            },
            { key: 'time', label: t('report.meta.createdAt'), children: formatDateTime(summary.createdAt) },
            {
              key: 'amount',
              label: t('report.meta.amount'),
              children: (
                <span data-testid="archive-report-amount">
                  {summary.payment === 'pack'
                    ? t('report.meta.fromPack')
                    : t('report.meta.fromCredit', { amount: moneyYuan(summary.amount) })}
                </span>
              ),
            },
            {
              key: 'sha',
              label: 'SHA-256',
              span: 'filled',
              children: (
                <Space wrap size={[8, 4]}>
                  <Typography.Text
                    code
                    copyable={{ text: summary.sha256 }}
                    style={{ fontSize: 12, wordBreak: 'break-all' }}
                    data-testid="archive-report-sha256"
                  >
                    {summary.sha256}
                  </Typography.Text>
                  <Link
                    to={`/order-customerInfo?id=${encodeURIComponent(summary.orderId)}`}
                    className="archive-no-print"
                    data-testid="archive-report-evidence"
                  >
                    <SafetyCertificateOutlined /> {t('report.meta.evidence', { orderNo: summary.orderNo })}
                  </Link>
                </Space>
              ),
            },
          ]}
        />
      ) : null}
      {children}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {answer.notice}
      </Typography.Paragraph>
    </div>
  );
}
