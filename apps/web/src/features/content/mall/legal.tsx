import { Empty, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useArticleList } from '../api/public';
import { ArticleBody, ContentBanner } from './parts';

/** /legal?id=: the legal notices (articles of the legal channel), one tab each. */
export function LegalPage() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const list = useArticleList({ group: 'legal', page: 1, limit: 50 });
  const articles = list.data?.list ?? [];
  const requested = params.get('id');
  const active = articles.find((a) => a.id === requested)?.id ?? articles[0]?.id;

  return (
    <div data-testid="legal-page">
      <ContentBanner title={t('mall.legalTitle')} />
      <div className="content-page">
        <div className="content-card">
          {list.isLoading ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : !active ? (
            <Empty description={t('mall.noLegal')} style={{ padding: '48px 0' }} />
          ) : (
            <Tabs
              tabPosition="left"
              activeKey={active}
              onChange={(id) => setParams({ id }, { replace: true })}
              items={articles.map((a) => ({
                key: a.id,
                label: a.title,
                children:
                  a.id === active ? (
                    <ArticleBody id={a.id} backTo="/legal" backText={t('mall.backToLegal')} />
                  ) : null,
              }))}
            />
          )}
        </div>
      </div>
    </div>
  );
}
