import { EyeOutlined, FireOutlined, ReadOutlined } from '@ant-design/icons';
import type { community } from '@datamall/contract';
import { Button, Card, Empty, Result, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { formatDateTime, formatNumber } from '../../../shared/format';
import { useArticles, useColumns } from '../api/public';
import { CATEGORY_COLORS, STATUS_COLORS } from '../labels';
import { communityPaths } from '../paths';
import './community.css';

/** An article or column status as a coloured tag. */
export function PostStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('community');
  return (
    <Tag color={STATUS_COLORS[status] ?? 'default'} data-testid={`status-${status}`}>
      {t(`status.${status}`)}
    </Tag>
  );
}

export function CategoryTag({ category }: { category: community.Category }) {
  const { t } = useTranslation('community');
  return <Tag color={CATEGORY_COLORS[category]}>{t(`categories.${category}`)}</Tag>;
}

/** An article's tags; with `linkFrom`, each links to the articles of every category with that tag. */
export function TagList({ tags, linkFrom }: { tags: readonly string[]; linkFrom?: community.Category }) {
  if (!tags.length) return null;
  return (
    <span className="community-tags">
      {tags.map((tag) => (
        <Tag key={tag} bordered={false}>
          {linkFrom ? (
            <Link to={communityPaths.searchAll(linkFrom, tag)} data-testid="community-tag-link">
              #{tag}
            </Link>
          ) : (
            `#${tag}`
          )}
        </Tag>
      ))}
    </span>
  );
}

/** The author's name, linking to the developer's storefront. */
export function AuthorLink({ id, name }: { id: string; name: string }) {
  return (
    <Link to={communityPaths.author(id)} data-testid="community-author">
      {name}
    </Link>
  );
}

/** Loading rows of an article list. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div data-testid="community-loading">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={i} active title paragraph={{ rows: 2 }} style={{ padding: '16px 0' }} />
      ))}
    </div>
  );
}

/** One article of a public list: title, summary, tags, author, column, views and date. */
export function ArticleItem({
  article,
  href,
  showCategory,
  showColumn = true,
}: {
  article: community.ArticleSummary;
  href?: string;
  showCategory?: boolean;
  showColumn?: boolean;
}) {
  const { t } = useTranslation('community');
  return (
    <div className="community-item" data-testid={`community-article-${article.id}`}>
      <h3>
        <Link to={href ?? communityPaths.article(article.id)}>{article.title}</Link>
      </h3>
      {article.summary && <p>{article.summary}</p>}
      <div className="community-meta">
        {showCategory && <CategoryTag category={article.category} />}
        <TagList tags={article.tags} linkFrom={article.category} />
        <AuthorLink id={article.authorId} name={article.authorName} />
        {showColumn && article.columnId && article.columnTitle && (
          <Link to={communityPaths.column(article.columnId)}>
            <ReadOutlined /> {article.columnTitle}
          </Link>
        )}
        <span>
          <EyeOutlined /> {t('mall.views', { count: article.views, n: formatNumber(article.views) })}
        </span>
        <span>{formatDateTime(article.publishedAt ?? article.updateDate)}</span>
      </div>
    </div>
  );
}

/** The most read articles (sort=hot), five of them. */
export function PopularArticles() {
  const { t } = useTranslation('community');
  const hot = useArticles({ sort: 'hot', page: 1, limit: 10 });
  const list = hot.data?.list.slice(0, 5) ?? [];
  return (
    <Card
      size="small"
      title={
        <span>
          <FireOutlined style={{ color: '#f97316' }} /> {t('mall.popular')}
        </span>
      }
      data-testid="community-popular"
    >
      {hot.isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 5 }} />
      ) : !list.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mall.noArticles')} />
      ) : (
        list.map((a, i) => (
          <div className="community-hot-item" key={a.id}>
            <span className={`community-rank${i < 3 ? ' top' : ''}`}>{i + 1}</span>
            <Link to={communityPaths.article(a.id)} title={a.title}>
              {a.title}
            </Link>
          </div>
        ))
      )}
    </Card>
  );
}

/** A few published columns, with a link to all of them. */
export function SideColumns() {
  const { t } = useTranslation('community');
  const columns = useColumns({ page: 1, limit: 10 });
  const list = columns.data?.list.slice(0, 4) ?? [];
  return (
    <Card
      size="small"
      title={
        <span>
          <ReadOutlined style={{ color: '#2563eb' }} /> {t('mall.columns')}
        </span>
      }
      extra={<Link to={communityPaths.columns}>{t('mall.more')}</Link>}
      data-testid="community-side-columns"
    >
      {columns.isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : !list.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mall.noColumns')} />
      ) : (
        list.map((c) => (
          <div className="community-side-column" key={c.id}>
            <Link to={communityPaths.column(c.id)}>{c.title}</Link>
            <div className="community-meta">
              <span>{c.authorName}</span>
              <span>{t('mall.articleCount', { count: c.articleCount, n: c.articleCount })}</span>
            </div>
          </div>
        ))
      )}
    </Card>
  );
}

/** An article or column that is not public (never was, deleted, in review again, taken down). */
export function CommunityMissing({ title }: { title?: ReactNode }) {
  const { t } = useTranslation('community');
  return (
    <div data-testid="community-missing">
      <Result
        status="404"
        title={title ?? t('mall.missingTitle')}
        subTitle={t('mall.missingText')}
        extra={
          <Link to="/community">
            <Button type="primary">{t('mall.backToCommunity')}</Button>
          </Link>
        }
      />
    </div>
  );
}

/** A failed load that is not a 404. */
export function LoadFailed() {
  const { t } = useTranslation('community');
  return <Result status="warning" title={t('mall.loadFailed')} data-testid="community-load-failed" />;
}

/**
 * The empty state of a public list: nothing written yet, nothing matching, or a page past the end (a kept or
 * hand-typed `?page=`), which offers the first page instead of claiming the list is empty.
 */
export function ListEmpty({
  total,
  page,
  description,
  onFirstPage,
}: {
  total: number;
  page: number;
  description: ReactNode;
  onFirstPage: () => void;
}) {
  const { t } = useTranslation('community');
  const pastEnd = total > 0 && page > 1;
  return (
    <Empty
      style={{ padding: '48px 0' }}
      description={pastEnd ? t('mall.pastEnd', { total }) : description}
      data-testid={pastEnd ? 'community-past-end' : 'community-empty'}
    >
      {pastEnd ? (
        <Button type="primary" onClick={onFirstPage}>
          {t('mall.toFirstPage')}
        </Button>
      ) : null}
    </Empty>
  );
}
