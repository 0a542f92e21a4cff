import { ExperimentOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { archivePaths } from '../paths';
import './archives.css';

/** The title band of an archive page, with the links every archive page offers. */
export function ArchivesBanner({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  const { t } = useTranslation('archives');
  return (
    <section className="archives-banner">
      <div className="archives-banner-inner">
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
        <nav className="archives-banner-links" data-testid="archives-links">
          <Link to={archivePaths.home}>{t('nav.home')}</Link>
          <Link to={archivePaths.history}>{t('nav.history')}</Link>
          <Link to={archivePaths.byVehicle}>{t('nav.byVehicle')}</Link>
          <Link to={archivePaths.agreement}>{t('nav.agreement')}</Link>
          <Link to={archivePaths.questions}>{t('nav.questions')}</Link>
          <Link to={archivePaths.newEnergy}>{t('nav.newEnergy')}</Link>
        </nav>
      </div>
    </section>
  );
}

/** The archive answers from a generated data set: every page that shows vehicles says so. */
export function SyntheticNotice() {
  const { t } = useTranslation('archives');
  return (
    <Alert
      type="warning"
      showIcon
      icon={<ExperimentOutlined />}
      message={t('synthetic.title')}
      description={t('synthetic.text')}
      data-testid="archives-synthetic"
    />
  );
}
