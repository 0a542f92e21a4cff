import { RightOutlined } from '@ant-design/icons';
import { archives } from '@datamall/contract';
import { Alert, Button, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useLocale } from '../../../shared/hooks/use-locale';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useArchiveCatalog } from '../api/catalog';
import { queryDescription, queryTitle } from '../labels';
import { archivePaths, queryPagePath } from '../paths';
import { ArchivesBanner, SyntheticNotice } from './parts';
import { QueryPrice } from './query-form';

/** The spec's api_type as a badge: 1 vehicle insurance info, 2 vehicle driving info. */
export function ApiTypeTag({ apiType }: { apiType: 1 | 2 }) {
  const { t } = useTranslation('archives');
  return (
    <Tag color={apiType === 1 ? 'purple' : 'cyan'} data-testid="archive-api-type">
      {t(`apiType.${apiType}`)}
    </Tag>
  );
}

/** /archives/homePage: what the archives are, and a card per query with its price and page. */
export function ArchivesHome() {
  const { t } = useTranslation('archives');
  const locale = useLocale();
  const catalog = useArchiveCatalog();
  usePageTitle(t('home.title'));

  return (
    <div data-testid="archives-home">
      <ArchivesBanner title={t('home.title')} subtitle={t('home.intro')} />
      <div className="archives-page">
        <SyntheticNotice />
        <div className="archives-card">
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {t('home.howTitle')}
          </Typography.Title>
          <ol style={{ margin: 0, paddingInlineStart: 20, color: '#334155', lineHeight: 1.9 }}>
            <li>{t('home.how1')}</li>
            <li>
              {t('home.how2')} <Link to={archivePaths.agreement}>{t('nav.agreement')}</Link>
            </li>
            <li>{t('home.how3')}</li>
            <li>
              {t('home.how4')} <Link to={archivePaths.history}>{t('nav.history')}</Link>
            </li>
          </ol>
        </div>
        {catalog.isError && (
          <Alert
            type="error"
            showIcon
            message={errorText(catalog.error) ?? t('form.catalogFailed')}
            action={<Button onClick={() => catalog.refetch()}>{t('common.retry')}</Button>}
          />
        )}
        <div className="archives-grid" data-testid="archives-cards">
          {archives.ARCHIVE_QUERIES.map(({ query, apiType }) => {
            const entry = catalog.data?.queries.find((q) => q.query === query);
            return (
              <article className="archives-query-card" key={query} data-testid={`archive-card-${query}`}>
                <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                  <h3>{queryTitle(query, locale)}</h3>
                  <ApiTypeTag apiType={apiType} />
                </div>
                <p>{queryDescription(query, locale)}</p>
                {catalog.isPending ? (
                  <Skeleton active paragraph={{ rows: 1 }} title={false} />
                ) : entry?.itemId ? (
                  <QueryPrice entry={entry} />
                ) : catalog.data ? (
                  <Typography.Text type="secondary">{t('form.unavailable')}</Typography.Text>
                ) : null}
                <Link to={query === 'newEnergy' ? archivePaths.newEnergy : queryPagePath(query)}>
                  <Button type="primary" ghost data-testid={`archive-open-${query}`}>
                    {t('home.open')} <RightOutlined />
                  </Button>
                </Link>
              </article>
            );
          })}
        </div>
      </div>
    </div>
  );
}
