import type { billing } from '@datamall/contract';
import { Button, Card, Form, Select, Space, type TableProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { notify } from '../../../shared/notify';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { MoneyText } from '../../../shared/ui/money-text';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import {
  downloadInvoice,
  type InvoiceFilter,
  invoicePageFetcher,
  invoicesKey,
  useUploadInvoice,
} from '../api/invoices';
import { billingPaths } from '../paths';
import { type BillingViewer, InvoiceStatusTag } from './bits';
import { PdfUploadButton } from './pdf-upload-button';

export function useInvoiceDownload() {
  return (invoice: Pick<billing.Invoice, 'id'>) =>
    downloadInvoice(invoice).catch((error: unknown) => {
      const text = errorText(error);
      if (text) notify.error(text);
    });
}

/** Invoice applications: a consumer's own, or all of them for the operator, who uploads the issued PDF. */
export function InvoiceList({ viewer, title }: { viewer: BillingViewer; title?: string }) {
  const { t } = useTranslation(['billing', 'table']);
  const navigate = useNavigate();
  const table = usePageTable<billing.Invoice, InvoiceFilter>({
    queryKey: [...invoicesKey, 'page'],
    fetcher: invoicePageFetcher,
  });
  const upload = useUploadInvoice();
  const download = useInvoiceDownload();
  const isOperator = viewer === 'operator';

  const columns: TableProps<billing.Invoice>['columns'] = [
    {
      key: 'createDate',
      title: t('fields.appliedDate'),
      dataIndex: 'createDate',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    ...(isOperator
      ? [{ key: 'consumerName', title: t('fields.user'), dataIndex: 'consumerName' as const, width: 130 }]
      : []),
    { key: 'title', title: t('invoiceForm.title'), dataIndex: 'title', ellipsis: true, width: 220 },
    { key: 'taxNumber', title: t('invoiceForm.taxNumber'), dataIndex: 'taxNumber', width: 200 },
    {
      key: 'months',
      title: t('fields.months'),
      dataIndex: 'months',
      width: 150,
      render: (value: string[]) => value.join(', '),
    },
    {
      key: 'amount',
      title: t('fields.invoiceAmount'),
      dataIndex: 'amount',
      align: 'right',
      width: 130,
      render: (value: string) => <MoneyText value={value} />,
    },
    {
      key: 'status',
      title: t('fields.status'),
      dataIndex: 'status',
      width: 100,
      render: (value: number) => <InvoiceStatusTag status={value} />,
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      width: 240,
      render: (_v, row) => (
        <Space size={4} wrap>
          <Button
            type="link"
            size="small"
            onClick={() => navigate(billingPaths.invoice(row.id))}
            data-testid={`invoice-view-${row.id}`}
          >
            {t('invoices.view')}
          </Button>
          {isOperator && row.status === 1 ? (
            <PdfUploadButton
              size="small"
              type="link"
              testId={`invoice-upload-${row.id}`}
              confirmContent={t('upload.confirmInvoice', { title: row.title, months: row.months.join(', ') })}
              onUpload={(file) => upload.mutateAsync({ id: row.id, file }).then(table.reload)}
            />
          ) : null}
          {row.hasFile ? (
            <Button
              type="link"
              size="small"
              onClick={() => void download(row)}
              data-testid={`invoice-download-${row.id}`}
            >
              {t('invoices.download')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const body = (
    <>
      <ListFiltersBar<InvoiceFilter> testId="invoice-filters" onSearch={table.search}>
        <Form.Item name="status" label={t('fields.status')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={[1, 2].map((value) => ({
              value,
              label: <InvoiceStatusTag status={value} />,
            }))}
            data-testid="invoice-filter-status"
          />
        </Form.Item>
      </ListFiltersBar>
      <PageTable<billing.Invoice, InvoiceFilter>
        table={table}
        rowKey="id"
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: 1400 }}
        locale={{ emptyText: t('invoices.empty') }}
        data-testid="invoice-table"
      />
    </>
  );
  if (!title) return <div data-testid="invoice-list">{body}</div>;
  return (
    <Card data-testid="invoice-list">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {body}
    </Card>
  );
}
