import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { MoneyText } from '../../../shared/ui/money-text';
import { useInvoice, useUploadInvoice } from '../api/invoices';
import { billingPaths } from '../paths';
import { type BillingViewer, InvoiceStatusTag } from './bits';
import { useInvoiceDownload } from './invoice-list';
import { PdfUploadButton } from './pdf-upload-button';

/** One invoice application: what was asked for, its status; the issued PDF to download; the operator uploads it. */
export function InvoiceView({ id, viewer }: { id: string | undefined; viewer: BillingViewer }) {
  const { t } = useTranslation(['billing', 'common']);
  const navigate = useNavigate();
  const invoice = useInvoice(id);
  const upload = useUploadInvoice();
  const download = useInvoiceDownload();

  if (!id) return <Result status="404" title={t('invoices.notFound')} />;
  if (invoice.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (invoice.isError) {
    return <Result status="404" title={t('invoices.notFound')} subTitle={errorText(invoice.error)} />;
  }
  const row = invoice.data;
  const issued = row.status === 2;
  return (
    <Card
      data-testid="invoice-view"
      title={
        <Space>
          {t('invoices.detailTitle')}
          <InvoiceStatusTag status={row.status} />
        </Space>
      }
      extra={
        <Space>
          {viewer === 'operator' && !issued ? (
            <PdfUploadButton
              type="primary"
              testId="invoice-view-upload"
              confirmContent={t('upload.confirmInvoice', { title: row.title, months: row.months.join(', ') })}
              onUpload={(file) => upload.mutateAsync({ id: row.id, file })}
            />
          ) : null}
          {row.hasFile ? (
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              onClick={() => void download(row)}
              data-testid="invoice-view-download"
            >
              {t('invoices.download')}
            </Button>
          ) : null}
          <Button
            onClick={() => navigate(viewer === 'operator' ? billingPaths.operate : billingPaths.invoices)}
          >
            {t('common:actions.back')}
          </Button>
        </Space>
      }
    >
      {!issued ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('invoices.waiting')} />
      ) : null}
      <Descriptions bordered column={{ xs: 1, md: 2 }} size="middle">
        <Descriptions.Item label={t('invoiceForm.title')}>{row.title}</Descriptions.Item>
        <Descriptions.Item label={t('invoiceForm.taxNumber')}>
          <Typography.Text copyable data-testid="invoice-view-tax-number">
            {row.taxNumber}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('invoiceForm.address')}>{row.address}</Descriptions.Item>
        <Descriptions.Item label={t('invoiceForm.phone')}>{row.phone}</Descriptions.Item>
        <Descriptions.Item label={t('invoiceForm.bankName')}>{row.bankName}</Descriptions.Item>
        <Descriptions.Item label={t('invoiceForm.bankAccount')}>{row.bankAccount}</Descriptions.Item>
        <Descriptions.Item label={t('invoiceForm.email')}>{row.email || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('fields.months')}>{row.months.join(', ')}</Descriptions.Item>
        <Descriptions.Item label={t('fields.invoiceAmount')}>
          <span data-testid="invoice-view-amount">
            <MoneyText value={row.amount} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.user')}>{row.consumerName}</Descriptions.Item>
        <Descriptions.Item label={t('fields.appliedDate')}>
          {formatDateTime(row.createDate)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.issuedDate')}>
          {row.issuedDate ? formatDateTime(row.issuedDate) : '-'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
