import {
  ArrowRightOutlined,
  CarOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  FieldTimeOutlined,
  HeartOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Alert, Button, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocale } from '../../../shared/hooks/use-locale';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { LanguageSwitch } from '../../../shared/ui/language-switch';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useArchiveCatalog } from '../api/catalog';
import { queryDescription, queryTitle } from '../labels';
import { archivePaths } from '../paths';
import { StoredReport } from '../reports';
import { SyntheticNotice } from './parts';
import { ArchiveQueryForm, QueryPrice } from './query-form';
import { QuerySteps } from './query-page';

/** The frame of the standalone new-energy pages: brand back to the mall, language, the archive links. */
function NewEnergyFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('archives');
  return (
    <div className="ne-layout">
      <header className="ne-header">
        <div className="ne-header-inner">
          <Link to="/mall" aria-label={t('newEnergy.backToMall')}>
            <BrandLogo size={30} />
          </Link>
          <Link to={archivePaths.newEnergy} className="ne-header-title">
            {t('newEnergy.title')}
          </Link>
          <div className="ne-header-actions">
            <Link to={archivePaths.home}>{t('nav.home')}</Link>
            <Link to={archivePaths.history}>{t('nav.history')}</Link>
            <LanguageSwitch />
          </div>
        </div>
      </header>
      {children}
      <footer className="ne-footer">{t('synthetic.short')}</footer>
    </div>
  );
}

const FEATURES = [
  { key: 'battery', icon: <ThunderboltOutlined /> },
  { key: 'capacity', icon: <DashboardOutlined /> },
  { key: 'range', icon: <CarOutlined /> },
  { key: 'charging', icon: <FieldTimeOutlined /> },
  { key: 'health', icon: <HeartOutlined /> },
] as const;

/** /newEnergy: what a new-energy query tells, its price, and the way to the query. */
export function NewEnergyLanding() {
  const { t } = useTranslation('archives');
  const locale = useLocale();
  const catalog = useArchiveCatalog();
  const entry = catalog.data?.queries.find((q) => q.query === 'newEnergy');
  usePageTitle(t('newEnergy.title'));
  return (
    <NewEnergyFrame>
      <section className="ne-hero" data-testid="new-energy-landing">
        <div className="ne-hero-inner">
          <h1>{queryTitle('newEnergy', locale)}</h1>
          <p>{t('newEnergy.intro')}</p>
          <Link to={archivePaths.newEnergyQuery}>
            <Button size="large" type="primary" data-testid="new-energy-start">
              {t('newEnergy.start')} <ArrowRightOutlined />
            </Button>
          </Link>
        </div>
      </section>
      <div className="archives-page">
        <SyntheticNotice />
        <div className="ne-features">
          {FEATURES.map((feature) => (
            <div className="ne-feature" key={feature.key}>
              {feature.icon}
              <h3>{t(`newEnergy.features.${feature.key}.title`)}</h3>
              <p>{t(`newEnergy.features.${feature.key}.text`)}</p>
            </div>
          ))}
        </div>
        <div className="archives-card">
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            <ExperimentOutlined /> {t('newEnergy.priceTitle')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {queryDescription('newEnergy', locale)}
          </Typography.Paragraph>
          {catalog.isPending ? (
            <Skeleton active paragraph={{ rows: 1 }} title={false} />
          ) : entry?.itemId ? (
            <QueryPrice entry={entry} />
          ) : (
            <Alert type="warning" showIcon message={t('form.unavailable')} />
          )}
        </div>
      </div>
    </NewEnergyFrame>
  );
}

/** /newEnergy/query: the query form, and (`?id=`) the report of a query below it. */
export function NewEnergyQuery() {
  const locale = useLocale();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  usePageTitle(queryTitle('newEnergy', locale));
  return (
    <NewEnergyFrame>
      <div className="archives-page" data-testid="new-energy-query">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {queryTitle('newEnergy', locale)}
        </Typography.Title>
        <SyntheticNotice />
        <div className="archives-query-layout">
          <div className="archives-card">
            <ArchiveQueryForm query="newEnergy" />
          </div>
          <QuerySteps />
        </div>
        {id && (
          <div className="archives-card" data-testid="new-energy-report">
            <StoredReport id={id} expected="newEnergy" />
          </div>
        )}
      </div>
    </NewEnergyFrame>
  );
}
