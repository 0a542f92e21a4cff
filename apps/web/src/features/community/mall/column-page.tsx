import { EyeOutlined, FileTextOutlined, ReadOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { formatDateTime, formatNumber } from '../../../shared/format';
import { ListPager, usePageParams } from '../../../shared/ui/url-pager';
import { useArticles, useColumn } from '../api/public';
import { CommunityFrame } from '../components/community-frame';
import {
  ArticleItem,
  AuthorLink,
  CommunityMissing,
  ListSkeleton,
  LoadFailed,
  PopularArticles,
} from '../components/parts';
import { communityPaths } from '../paths';

/** /community/column/list?id=: one published column, its header and its articles oldest first. */
export function ColumnPage() {
  const { t } = useTranslation('community');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { page, limit, setPage } = usePageParams();
  const column = useColumn(id);
  const articles = useArticles({ columnId: Number(id), sort: 'oldest', page, limit }, column.isSuccess);
  const c = column.data;

  const body = () => {
    if (column.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (!c) {
      return column.isError && !(isApiError(column.error) && column.error.code === 404) ? (
        <LoadFailed />
      ) : (
        <CommunityMissing title={t('mall.columnMissing')} />
      );
    }
    const rows = articles.data?.list ?? [];
    const first = page === 1 && rows[0];
    return (
      <>
        <header className="community-card community-column-header" data-testid="community-column-header">
          <ReadOutlined style={{ fontSize: 36, color: '#2563eb', marginTop: 4 }} />
          <div style={{ minWidth: 0 }}>
            <h1>{c.title}</h1>
            {c.summary && <p>{c.summary}</p>}
            <div className="community-meta">
              <AuthorLink id={c.authorId} name={c.authorName} />
              <span>
                <FileTextOutlined /> {t('mall.articleCount', { count: c.articleCount, n: c.articleCount })}
              </span>
              <span>
                <EyeOutlined /> {t('mall.views', { count: c.views, n: formatNumber(c.views) })}
              </span>
              {c.publishedAt && <span>{t('mall.publishedAt', { date: formatDateTime(c.publishedAt) })}</span>}
            </div>
          </div>
        </header>
        <section className="community-card" style={{ marginTop: 16 }} data-testid="community-column-articles">
          {articles.isLoading ? (
            <ListSkeleton rows={3} />
          ) : !rows.length ? (
            <Empty
              style={{ padding: '40px 0' }}
              description={t('mall.emptyColumn')}
              data-testid="community-empty"
            />
          ) : (
            rows.map((a) => (
              <ArticleItem
                key={a.id}
                article={a}
                href={communityPaths.columnArticle(a.id)}
                showCategory
                showColumn={false}
              />
            ))
          )}
          {first && (
            <div style={{ textAlign: 'center', marginTop: 12 }}>
              <Link to={communityPaths.columnArticle(first.id)} data-testid="community-start-reading">
                {t('mall.startReading')}
              </Link>
            </div>
          )}
          <ListPager page={page} limit={limit} total={articles.data?.total ?? 0} onChange={setPage} />
        </section>
      </>
    );
  };

  return (
    <CommunityFrame active="column" title={c?.title}>
      <div className="community-layout">
        <div>{body()}</div>
        <aside className="community-side">
          <PopularArticles />
        </aside>
      </div>
    </CommunityFrame>
  );
}
