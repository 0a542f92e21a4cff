import { archives } from '@datamall/contract';
import type { ArchiveQueryName } from '@datamall/contract/vehicle-archive';
import { Alert, Button, Empty, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { MoneyText } from '../../../shared/ui/money-text';
import { usePageParams } from '../../../shared/ui/url-pager';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useArchiveCatalog } from '../api/catalog';
import { useArchiveReports } from '../api/reports';
import { queryTitle } from '../labels';
import { archivePaths } from '../paths';
import { ArchivesBanner } from './parts';
import { ReportActions } from './report-actions';
import { ViewerGate } from './viewer-gate';

/** VIN and masked plate of a report, as the history shows them. */
export function VehicleKeyCell({ report }: { report: archives.ArchiveReportSummary }) {
  return (
    <div>
      <Typography.Text code copyable={{ text: report.vin }} style={{ whiteSpace: 'nowrap' }}>
        {report.vin}
      </Typography.Text>
      {report.plateMasked && <div style={{ color: '#64748b', fontSize: 12 }}>{report.plateMasked}</div>}
    </div>
  );
}

export function PaymentTag({ report }: { report: archives.ArchiveReportSummary }) {
  const { t } = useTranslation('archives');
  return (
    <Tag color={report.payment === 'pack' ? 'geekblue' : 'gold'} data-testid="history-payment">
      {t(`payment.${report.payment}`)}
    </Tag>
  );
}

export interface ArchiveHistoryTableProps {
  rows: archives.ArchiveReportSummary[];
  total: number;
  page: number;
  limit: number;
  loading: boolean;
  onPage: (page: number, limit: number) => void;
}

/** The caller's reports, newest first (the server's order): query, vehicle, charge, time and actions. */
export function ArchiveHistoryTable({ rows, total, page, limit, loading, onPage }: ArchiveHistoryTableProps) {
  const { t } = useTranslation('archives');
  const locale = useLocale();
  const columns: ColumnsType<archives.ArchiveReportSummary> = [
    {
      title: t('history.query'),
      dataIndex: 'query',
      render: (query: ArchiveQueryName) => queryTitle(query, locale),
    },
    { title: t('history.key'), key: 'key', width: 230, render: (_, r) => <VehicleKeyCell report={r} /> },
    { title: t('history.vehicle'), dataIndex: 'vehicleName' },
    {
      title: t('history.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => <MoneyText value={amount} />,
    },
    { title: t('history.payment'), key: 'payment', render: (_, r) => <PaymentTag report={r} /> },
    {
      title: t('history.time'),
      dataIndex: 'createdAt',
      render: (value: string) => formatDateTime(value),
    },
    { title: t('history.actions'), key: 'actions', render: (_, r) => <ReportActions report={r} /> },
  ];
  return (
    <Table
      rowKey="id"
      data-testid="archive-history-table"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1100 }}
      locale={{
        emptyText: (
          <Empty description={t('history.empty')} data-testid="archive-history-empty">
            <Link to={archivePaths.home}>
              <Button type="primary">{t('history.goQuery')}</Button>
            </Link>
          </Empty>
        ),
      }}
      pagination={{
        current: page,
        pageSize: limit,
        total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (count) => t('history.total', { count }),
        onChange: onPage,
      }}
    />
  );
}

function HistoryList() {
  const { t } = useTranslation('archives');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const { page, limit, setPage } = usePageParams();
  const queryParam = params.get('query');
  const query = archives.ARCHIVE_QUERIES.some((q) => q.query === queryParam)
    ? (queryParam as ArchiveQueryName)
    : undefined;
  const reports = useArchiveReports({ page, limit, query });
  return (
    <>
      <div className="archives-toolbar">
        <span>{t('history.filter')}</span>
        <Select
          allowClear
          style={{ minWidth: 260 }}
          placeholder={t('history.allQueries')}
          value={query}
          onChange={(value?: ArchiveQueryName) => {
            const next = new URLSearchParams(params);
            if (value) next.set('query', value);
            else next.delete('query');
            next.delete('page');
            setParams(next);
          }}
          options={archives.ARCHIVE_QUERIES.map((q) => ({
            value: q.query,
            label: queryTitle(q.query, locale),
          }))}
          data-testid="archive-history-filter"
        />
        <Link to={archivePaths.byVehicle}>{t('nav.byVehicle')}</Link>
      </div>
      {reports.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={errorText(reports.error) ?? t('history.failed')}
          action={<Button onClick={() => reports.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <ArchiveHistoryTable
        rows={reports.data?.list ?? []}
        total={reports.data?.total ?? 0}
        page={page}
        limit={limit}
        loading={reports.isFetching}
        onPage={setPage}
      />
    </>
  );
}

/** /archives/archivesQuery: the caller's query history with re-open and PDF download (no charge). */
export function ArchiveHistory() {
  const { t } = useTranslation('archives');
  usePageTitle(t('history.title'));
  useArchiveCatalog();
  return (
    <div data-testid="archives-history">
      <ArchivesBanner title={t('history.title')} subtitle={t('history.subtitle')} />
      <div className="archives-page">
        <div className="archives-card">
          <ViewerGate>
            <HistoryList />
          </ViewerGate>
        </div>
      </div>
    </div>
  );
}
