import { LeftOutlined, ReadOutlined, RightOutlined } from '@ant-design/icons';
import { Card, Empty, Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useArticle, useArticles, useColumn } from '../api/public';
import { CommunityFrame } from '../components/community-frame';
import { CommunityMissing, LoadFailed } from '../components/parts';
import { communityPaths } from '../paths';
import { ArticleView } from './article-view';

/** Articles a column's table of contents lists (oldest first); a longer column lists its first ones. */
const TOC_LIMIT = 100;

/**
 * /community/column/detail?id=<article>: an article read inside its column, with the column's table of contents
 * (oldest first, the current one highlighted) and the previous and next articles.
 */
export function ColumnArticlePage() {
  const { t } = useTranslation('community');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const article = useArticle(id);
  const columnId = article.data?.columnId ?? undefined;
  const column = useColumn(columnId);
  const toc = useArticles(
    { columnId: Number(columnId), sort: 'oldest', page: 1, limit: TOC_LIMIT },
    !!columnId,
  );
  const items = toc.data?.list ?? [];
  const index = items.findIndex((item) => item.id === id);
  const prev = index > 0 ? items[index - 1] : undefined;
  const next = index >= 0 ? items[index + 1] : undefined;
  const current = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (index >= 0) current.current?.scrollIntoView({ block: 'nearest' });
  }, [index]);
  useEffect(() => {
    if (id) window.scrollTo({ top: 0 });
  }, [id]);

  const a = article.data;
  if (!article.isLoading && !a) {
    return (
      <CommunityFrame active="column">
        <div className="community-card">
          {article.isError && !(isApiError(article.error) && article.error.code === 404) ? (
            <LoadFailed />
          ) : (
            <CommunityMissing />
          )}
        </div>
      </CommunityFrame>
    );
  }

  return (
    <CommunityFrame active="column" title={a?.title}>
      <div className="community-layout">
        <div className="community-card">
          {!a ? (
            <Skeleton active paragraph={{ rows: 10 }} />
          ) : (
            <>
              <ArticleView article={a} showColumn={false} />
              {columnId && (prev || next) && (
                <nav className="community-neighbours" data-testid="community-neighbours">
                  <div>
                    {prev && (
                      <Link to={communityPaths.columnArticle(prev.id)} data-testid="community-prev">
                        <small>
                          <LeftOutlined /> {t('mall.prev')}
                        </small>
                        {prev.title}
                      </Link>
                    )}
                  </div>
                  <div>
                    {next && (
                      <Link to={communityPaths.columnArticle(next.id)} data-testid="community-next">
                        <small>
                          {t('mall.next')} <RightOutlined />
                        </small>
                        {next.title}
                      </Link>
                    )}
                  </div>
                </nav>
              )}
            </>
          )}
        </div>
        <aside className="community-side">
          <Card
            size="small"
            className="community-toc"
            data-testid="community-toc"
            title={
              column.data ? (
                <Link to={communityPaths.column(column.data.id)} data-testid="community-toc-column">
                  <ReadOutlined /> {column.data.title}
                </Link>
              ) : (
                t('mall.toc')
              )
            }
          >
            {a && !columnId ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  <span>
                    {t('mall.notInColumn')}{' '}
                    <Link to={communityPaths.article(a.id)}>{t('mall.readAlone')}</Link>
                  </span>
                }
              />
            ) : toc.isLoading || article.isLoading ? (
              <Skeleton active title={false} paragraph={{ rows: 6 }} />
            ) : (
              <ol>
                {items.map((item, i) => (
                  <li
                    key={item.id}
                    ref={item.id === id ? current : undefined}
                    className={item.id === id ? 'current' : undefined}
                    data-testid={item.id === id ? 'community-toc-current' : undefined}
                  >
                    <Link
                      to={communityPaths.columnArticle(item.id)}
                      aria-current={item.id === id ? 'page' : undefined}
                    >
                      <span className="community-toc-index">{i + 1}</span>
                      <span>{item.title}</span>
                    </Link>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </aside>
      </div>
    </CommunityFrame>
  );
}
