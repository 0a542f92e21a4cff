import { EyeOutlined, FireOutlined } from '@ant-design/icons';
import type { content } from '@datamall/contract';
import { Button, Card, Empty, Result, Skeleton } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { RichTextView } from '../../../shared/ui/rich-text/rich-text-view';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useArticleView, useHotArticles } from '../api/public';
import '../components/content.css';

/** The blue title band of a content page. */
export function ContentBanner({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <section className="content-banner">
      <div className="content-banner-inner">
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </div>
    </section>
  );
}

/** An article row of a news-style list: date box, title, summary, channel and visits. */
export function ArticleRowItem({ article, href }: { article: content.ArticleSummary; href: string }) {
  const date = dayjs(article.publishDate);
  return (
    <div className="content-list-item" data-testid={`article-${article.id}`}>
      <div className="content-date-box">
        <strong>{date.format('DD')}</strong>
        <span>{date.format('YYYY-MM')}</span>
      </div>
      <div style={{ minWidth: 0 }}>
        <h3>
          <Link to={href}>{article.title}</Link>
        </h3>
        {article.summary && <p>{article.summary}</p>}
        <div className="content-meta" style={{ margin: 0, padding: 0, border: 'none' }}>
          <span>{article.channelName}</span>
          <span>
            <EyeOutlined /> {article.visits}
          </span>
        </div>
      </div>
    </div>
  );
}

/** The most visited articles of a group (hot news). */
export function HotList({
  group,
  title,
  hrefOf,
}: {
  group: content.ChannelGroup;
  title: ReactNode;
  hrefOf: (a: content.ArticleSummary) => string;
}) {
  const hot = useHotArticles({ group, num: 10 });
  return (
    <Card
      title={
        <span>
          <FireOutlined style={{ color: '#f97316' }} /> {title}
        </span>
      }
      size="small"
      data-testid="hot-list"
    >
      {hot.isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} title={false} />
      ) : !hot.data?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        hot.data.map((a, i) => (
          <div className="content-hot-item" key={a.id}>
            <span className={`content-hot-rank${i < 3 ? ' top' : ''}`}>{i + 1}</span>
            <Link to={hrefOf(a)} title={a.title}>
              {a.title}
            </Link>
          </div>
        ))
      )}
    </Card>
  );
}

/** Not found (or withdrawn) content, with a way back. */
export function ContentMissing({ backTo, backText }: { backTo: string; backText: ReactNode }) {
  const { t } = useTranslation('content');
  return (
    <div data-testid="content-missing">
      <Result
        status="404"
        title={t('mall.missingTitle')}
        subTitle={t('mall.missingText')}
        extra={
          <Link to={backTo}>
            <Button type="primary">{backText}</Button>
          </Link>
        }
      />
    </div>
  );
}

/**
 * A published article (loading it counts one visit): title, meta, body and optional neighbours.
 * `hrefOf` builds links to the previous and next article.
 */
export function ArticleBody({
  id,
  hrefOf,
  backTo,
  backText,
  showTitle = true,
}: {
  id: string;
  hrefOf?: (id: string) => string;
  backTo: string;
  backText: ReactNode;
  showTitle?: boolean;
}) {
  const { t } = useTranslation('content');
  const view = useArticleView(id);
  usePageTitle(view.data?.title);
  if (view.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (view.isError || !view.data) {
    if (view.isError && !(isApiError(view.error) && view.error.code === 404)) {
      return <Result status="warning" title={t('mall.loadFailed')} />;
    }
    return <ContentMissing backTo={backTo} backText={backText} />;
  }
  const a = view.data;
  return (
    <article data-testid="article-body" data-article-id={a.id}>
      {showTitle && <h1 className="content-article-title">{a.title}</h1>}
      <div className="content-meta">
        <span>
          {t('mall.publishedAt')}：{formatDateTime(a.publishDate)}
        </span>
        {a.author && (
          <span>
            {t('fields.author')}：{a.author}
          </span>
        )}
        {a.source && (
          <span>
            {t('fields.source')}：{a.source}
          </span>
        )}
        <span>
          <EyeOutlined /> {t('mall.visits', { count: a.visits })}
        </span>
      </div>
      {a.content ? (
        <RichTextView html={a.content} testId="article-content" />
      ) : (
        <Empty description={t('mall.noBody')} />
      )}
      {hrefOf && (a.prev || a.next) && (
        <nav className="content-neighbours">
          <div>
            {t('mall.prev')}：{a.prev ? <Link to={hrefOf(a.prev.id)}>{a.prev.title}</Link> : t('mall.none')}
          </div>
          <div>
            {t('mall.next')}：{a.next ? <Link to={hrefOf(a.next.id)}>{a.next.title}</Link> : t('mall.none')}
          </div>
        </nav>
      )}
    </article>
  );
}
