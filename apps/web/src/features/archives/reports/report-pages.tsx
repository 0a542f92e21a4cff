import { archives, ErrorCode } from '@datamall/contract';
import type { ArchiveAnswerOf, ArchiveQueryName, Found } from '@datamall/contract/vehicle-archive';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { archivePaths, queryPagePath } from '../paths';
import { useArchiveExample, useArchiveReport } from './api';
import { TripsTable, TripsTimeline } from './high-speed-trips';
import { Figures, Section } from './parts';
import { ReportFrame } from './report-frame';
import { ReportView } from './report-view';
import { amount, useArchiveLabels, yuan } from './text';

const HIGH_SPEED_ROUTE = archives.ARCHIVE_QUERIES.find((q) => q.query === 'highSpeedVehicle')?.route ?? '';

/** The trip-by-trip page of a stored high-speed report. */
export function transportPath(id: string): string {
  return `/archives/${HIGH_SPEED_ROUTE}-report-transport?id=${encodeURIComponent(id)}`;
}

/** The frame around a report page: centred, as wide as the mall's content. */
export function ReportPageFrame({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        maxWidth: 1120,
        margin: '24px auto',
        padding: '0 16px',
        width: '100%',
        boxSizing: 'border-box',
      }}
    >
      {children}
    </div>
  );
}

function Missing({ testId }: { testId: string }) {
  const { t } = useTranslation('archives');
  return (
    <div data-testid={testId}>
      <Result
        status="404"
        title={t('report.notFound.title')}
        subTitle={t('report.notFound.description')}
        extra={
          <Link to={archivePaths.history}>
            <Button type="primary">{t('report.actions.history')}</Button>
          </Link>
        }
      />
    </div>
  );
}

function Failed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('archives');
  return (
    <div data-testid="archive-report-error">
      <Result
        status="error"
        title={t('report.error.title')}
        subTitle={errorText(error) ?? t('report.error.description')}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('report.actions.retry')}
          </Button>
        }
      />
    </div>
  );
}

const isNotFound = (error: unknown) => isApiError(error) && error.code === ErrorCode.NOT_FOUND;

/**
 * A stored report by id (`?id=`): loading, not found (an id that is not the caller's, or none), a failed load
 * with a retry, else the frame and the body of its query. `expected` is the query of the page's route: a
 * report of another query is not shown under it.
 */
export function StoredReport({ id, expected }: { id: string | undefined; expected?: ArchiveQueryName }) {
  const l = useArchiveLabels();
  const report = useArchiveReport(id);
  const data = report.data;
  const wrong = data && expected && data.query !== expected;
  usePageTitle(data && !wrong ? l.title(data.query) : undefined);

  if (!id || wrong || (report.isError && isNotFound(report.error)))
    return <Missing testId="archive-report-missing" />;
  if (report.isError) return <Failed error={report.error} onRetry={() => void report.refetch()} />;
  if (!data) return <Skeleton active paragraph={{ rows: 10 }} data-testid="archive-report-loading" />;
  return (
    <ReportFrame query={data.query} answer={data.answer as Found<object>} summary={data}>
      <ReportView
        query={data.query}
        answer={data.answer}
        transportHref={data.query === 'highSpeedVehicle' ? transportPath(data.id) : undefined}
      />
    </ReportFrame>
  );
}

/** The trip-by-trip records of a stored high-speed report: a timeline and every trip. */
export function HighSpeedTransport({ id }: { id: string | undefined }) {
  const { t } = useTranslation('archives');
  const l = useArchiveLabels();
  const report = useArchiveReport(id);
  const data = report.data;
  const wrong = data && data.query !== 'highSpeedVehicle';
  usePageTitle(data && !wrong ? t('report.highSpeed.transportTitle') : undefined);

  if (!id || wrong || (report.isError && isNotFound(report.error)))
    return <Missing testId="archive-report-missing" />;
  if (report.isError) return <Failed error={report.error} onRetry={() => void report.refetch()} />;
  if (!data) return <Skeleton active paragraph={{ rows: 10 }} data-testid="archive-report-loading" />;
  const answer = data.answer as unknown as ArchiveAnswerOf<'highSpeedVehicle'>;
  return (
    <ReportFrame
      query="highSpeedVehicle"
      answer={answer}
      summary={data}
      title={`${l.title('highSpeedVehicle')} · ${t('report.highSpeed.transportTitle')}`}
    >
      <Section
        title={t('report.sections.summary')}
        extra={
          <Link
            to={`/archives/${HIGH_SPEED_ROUTE}-report?id=${encodeURIComponent(data.id)}`}
            className="archive-no-print"
          >
            {t('report.highSpeed.backToReport')}
          </Link>
        }
      >
        <Figures
          items={[
            { label: l.field('trips'), value: answer.totals.trips, testId: 'archive-highspeed-trips' },
            { label: l.field('distanceKm'), value: amount(answer.totals.distanceKm) },
            { label: l.field('tollYuan'), value: yuan(answer.totals.tollYuan) },
          ]}
        />
      </Section>
      <Section title={t('charts.tripsTimeline')}>
        {answer.trips.length > 0 ? <TripsTimeline trips={answer.trips} /> : null}
        <TripsTable trips={answer.trips} />
      </Section>
    </ReportFrame>
  );
}

/** The example report of a query for the platform's sample vehicle (public): marked EXAMPLE, no charge. */
export function ExampleReport<Q extends ArchiveQueryName>({ query }: { query: Q }) {
  const { t } = useTranslation('archives');
  const l = useArchiveLabels();
  const example = useArchiveExample(query);
  usePageTitle(`${l.title(query)} · ${t('report.example.tag')}`);

  if (example.isError) return <Failed error={example.error} onRetry={() => void example.refetch()} />;
  if (!example.data) return <Skeleton active paragraph={{ rows: 10 }} data-testid="archive-report-loading" />;
  return (
    <ReportFrame query={query} answer={example.data} example queryHref={queryPagePath(query)}>
      <ReportView query={query} answer={example.data} />
    </ReportFrame>
  );
}
