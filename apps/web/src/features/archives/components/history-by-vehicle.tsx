import { CarOutlined } from '@ant-design/icons';
import type { archives } from '@datamall/contract';
import { Alert, Button, Card, Empty, Input, List, Pagination, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { MoneyText } from '../../../shared/ui/money-text';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useArchiveReports } from '../api/reports';
import { queryTitle } from '../labels';
import { archivePaths } from '../paths';
import { PaymentTag } from './history-table';
import { ArchivesBanner } from './parts';
import { ReportActions } from './report-actions';
import { ViewerGate } from './viewer-gate';

/** Reports per page of this view: the cards group the newest 50 reports by vehicle. */
const LIMIT = 50;

export interface VehicleGroup {
  vin: string;
  vehicleName: string;
  plates: string[];
  reports: archives.ArchiveReportSummary[];
}

/** Groups reports by VIN, keeping the order of each vehicle's newest report (the list is newest first). */
export function groupByVehicle(reports: archives.ArchiveReportSummary[]): VehicleGroup[] {
  const groups = new Map<string, VehicleGroup>();
  for (const report of reports) {
    let group = groups.get(report.vin);
    if (!group) {
      group = { vin: report.vin, vehicleName: report.vehicleName, plates: [], reports: [] };
      groups.set(report.vin, group);
    }
    if (report.plateMasked && !group.plates.includes(report.plateMasked))
      group.plates.push(report.plateMasked);
    group.reports.push(report);
  }
  return [...groups.values()];
}

function VehicleCards() {
  const { t } = useTranslation('archives');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const vin = (params.get('vin') ?? '').toUpperCase();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const reports = useArchiveReports({ page, limit: LIMIT, vin: vin || undefined });
  const groups = groupByVehicle(reports.data?.list ?? []);
  const setQuery = (next: { vin?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextVin = next.vin ?? vin;
    if (nextVin) search.set('vin', nextVin);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return (
    <>
      <div className="archives-toolbar">
        <Input.Search
          allowClear
          defaultValue={vin}
          maxLength={17}
          placeholder={t('byVehicle.search')}
          onSearch={(value) => setQuery({ vin: value.trim().toUpperCase(), page: 1 })}
          style={{ maxWidth: 420 }}
          data-testid="archive-vin-search"
        />
        <Link to={archivePaths.history}>{t('nav.history')}</Link>
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
      {reports.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : groups.length === 0 ? (
        <Empty
          description={vin ? t('byVehicle.noMatch', { vin }) : t('history.empty')}
          data-testid="archive-vehicles-empty"
        >
          <Link to={archivePaths.home}>
            <Button type="primary">{t('history.goQuery')}</Button>
          </Link>
        </Empty>
      ) : (
        <div style={{ display: 'grid', gap: 16 }} data-testid="archive-vehicle-cards">
          {groups.map((group) => (
            <Card
              key={group.vin}
              className="archives-vehicle-card"
              data-testid={`archive-vehicle-${group.vin}`}
              title={
                <span>
                  <CarOutlined /> {group.vehicleName}{' '}
                  <Typography.Text code copyable={{ text: group.vin }}>
                    {group.vin}
                  </Typography.Text>
                  {group.plates.length > 0 && (
                    <Typography.Text type="secondary"> {group.plates.join(' / ')}</Typography.Text>
                  )}
                </span>
              }
              extra={t('byVehicle.count', { count: group.reports.length })}
            >
              <List
                dataSource={group.reports}
                renderItem={(report) => (
                  <List.Item actions={[<ReportActions key="actions" report={report} />]}>
                    <List.Item.Meta
                      title={queryTitle(report.query, locale)}
                      description={
                        <span style={{ display: 'inline-flex', gap: 12, flexWrap: 'wrap' }}>
                          <span>{formatDateTime(report.createdAt)}</span>
                          <MoneyText value={report.amount} />
                          <PaymentTag report={report} />
                        </span>
                      }
                    />
                  </List.Item>
                )}
              />
            </Card>
          ))}
        </div>
      )}
      {(reports.data?.total ?? 0) > LIMIT && (
        <Pagination
          style={{ marginTop: 24, justifyContent: 'center' }}
          current={page}
          pageSize={LIMIT}
          total={reports.data?.total ?? 0}
          showSizeChanger={false}
          onChange={(next) => setQuery({ page: next })}
        />
      )}
    </>
  );
}

/** /archives/archivesQuery2: the caller's history grouped by vehicle, searchable by VIN. */
export function ArchiveHistoryByVehicle() {
  const { t } = useTranslation('archives');
  usePageTitle(t('byVehicle.title'));
  return (
    <div data-testid="archives-by-vehicle">
      <ArchivesBanner title={t('byVehicle.title')} subtitle={t('byVehicle.subtitle')} />
      <div className="archives-page">
        <div className="archives-card">
          <ViewerGate>
            <VehicleCards />
          </ViewerGate>
        </div>
      </div>
    </div>
  );
}
