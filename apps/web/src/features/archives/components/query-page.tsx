import { archives } from '@datamall/contract';
import type { ArchiveQueryName } from '@datamall/contract/vehicle-archive';
import { Breadcrumb, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../shared/hooks/use-locale';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { queryDescription, queryTitle } from '../labels';
import { archivePaths } from '../paths';
import { ApiTypeTag } from './archives-home';
import { ArchivesBanner, SyntheticNotice } from './parts';
import { ArchiveQueryForm } from './query-form';

/** How a query goes, beside its form. */
export function QuerySteps() {
  const { t } = useTranslation('archives');
  return (
    <Card size="small" title={t('query.stepsTitle')}>
      <ol style={{ margin: 0, paddingInlineStart: 20, lineHeight: 1.9, color: '#334155' }}>
        <li>{t('query.step1')}</li>
        <li>{t('query.step2')}</li>
        <li>{t('query.step3')}</li>
        <li>{t('query.step4')}</li>
      </ol>
      <div style={{ display: 'flex', gap: 16, marginTop: 12, flexWrap: 'wrap' }}>
        <Link to={archivePaths.history}>{t('nav.history')}</Link>
        <Link to={archivePaths.questions}>{t('nav.questions')}</Link>
      </div>
    </Card>
  );
}

/** One of the eight query pages `/archives/{route}`: what it answers, its price and the query form. */
export function ArchiveQueryPage({ query }: { query: ArchiveQueryName }) {
  const { t } = useTranslation('archives');
  const locale = useLocale();
  const title = queryTitle(query, locale);
  const apiType = archives.ARCHIVE_QUERIES.find((q) => q.query === query)?.apiType ?? 2;
  usePageTitle(title);
  return (
    <div data-testid={`archive-query-page-${query}`}>
      <ArchivesBanner title={title} subtitle={queryDescription(query, locale)} />
      <div className="archives-page">
        <Breadcrumb items={[{ title: <Link to={archivePaths.home}>{t('nav.home')}</Link> }, { title }]} />
        <SyntheticNotice />
        <div className="archives-query-layout">
          <div className="archives-card">
            <div style={{ marginBottom: 12, display: 'flex', gap: 12, alignItems: 'center' }}>
              <ApiTypeTag apiType={apiType} />
              {query === 'highSpeedVehicle' && (
                <Link to="/archives/highSpeedVehicleQuery-report-example" data-testid="archive-example-link">
                  {t('query.example')}
                </Link>
              )}
            </div>
            <ArchiveQueryForm query={query} />
          </div>
          <QuerySteps />
        </div>
      </div>
    </div>
  );
}
