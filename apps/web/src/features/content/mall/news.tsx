import { Card, Empty, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPager, usePageParams } from '../../../shared/ui/url-pager';
import { useArticleList, useNav } from '../api/public';
import { ArticleBody, ArticleRowItem, ContentBanner, HotList } from './parts';

export const newsHref = (id: string) => `/news-detail?id=${id}`;

/** /news: news by category tab (the news channel's children), newest first, with the hot list. */
export function NewsPage() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const scode = params.get('scode') ?? '';
  const { page, limit, setPage } = usePageParams();
  const nav = useNav('news');
  const tabs = nav.data?.flatMap((root) => root.children) ?? [];
  const list = useArticleList({ group: 'news', ...(scode ? { scode } : {}), page, limit });

  return (
    <div data-testid="news-page">
      <ContentBanner title={t('mall.newsTitle')} subtitle={t('mall.newsSubtitle')} />
      <div className="content-page content-layout">
        <div className="content-card">
          <Tabs
            activeKey={scode || 'all'}
            onChange={(key) => setParams(key === 'all' ? {} : { scode: key })}
            items={[
              { key: 'all', label: t('mall.all') },
              ...tabs.map((c) => ({
                key: c.scode,
                label: <span data-testid={`news-tab-${c.scode}`}>{c.name}</span>,
              })),
            ]}
          />
          {list.isLoading ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : !list.data?.list.length ? (
            <Empty description={t('mall.noNews')} style={{ padding: '48px 0' }} />
          ) : (
            <div data-testid="news-list">
              {list.data.list.map((a) => (
                <ArticleRowItem key={a.id} article={a} href={newsHref(a.id)} />
              ))}
            </div>
          )}
          <ListPager page={page} limit={limit} total={list.data?.total ?? 0} onChange={setPage} />
        </div>
        <aside className="content-side">
          <HotList group="news" title={t('mall.hotNews')} hrefOf={(a) => newsHref(a.id)} />
        </aside>
      </div>
    </div>
  );
}

/** /news-detail?id=: one news article (counts a visit) with its neighbours and the hot list. */
export function NewsDetailPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <div data-testid="news-detail-page">
      <div className="content-page content-layout">
        <Card className="content-card" variant="borderless">
          <ArticleBody key={id} id={id} hrefOf={newsHref} backTo="/news" backText={t('mall.backToNews')} />
        </Card>
        <aside className="content-side">
          <HotList group="news" title={t('mall.hotNews')} hrefOf={(a) => newsHref(a.id)} />
        </aside>
      </div>
    </div>
  );
}
