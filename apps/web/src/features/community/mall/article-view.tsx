import { EyeOutlined, ReadOutlined } from '@ant-design/icons';
import type { community } from '@datamall/contract';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '../../../shared/format';
import { RichTextView } from '../../../shared/ui/rich-text/rich-text-view';
import { AuthorLink, CategoryTag, TagList } from '../components/parts';
import { communityPaths } from '../paths';

/** A published article: title, meta (author, category, tags, date, views, column) and its cleaned HTML. */
export function ArticleView({
  article: a,
  showColumn = true,
}: {
  article: community.Article;
  showColumn?: boolean;
}) {
  const { t } = useTranslation('community');
  return (
    <article data-testid="community-article" data-article-id={a.id}>
      <h1 className="community-article-title">{a.title}</h1>
      <div className="community-meta community-article-meta">
        <AuthorLink id={a.authorId} name={a.authorName} />
        <CategoryTag category={a.category} />
        <TagList tags={a.tags} linkFrom={a.category} />
        <span>{formatDateTime(a.publishedAt ?? a.updateDate)}</span>
        <span data-testid="community-views">
          <EyeOutlined /> {t('mall.views', { count: a.views, n: formatNumber(a.views) })}
        </span>
        {showColumn && a.columnId && a.columnTitle && (
          <Link to={communityPaths.column(a.columnId)} data-testid="community-article-column">
            <ReadOutlined /> {t('mall.inColumn', { title: a.columnTitle })}
          </Link>
        )}
      </div>
      {a.content ? (
        <RichTextView html={a.content} testId="community-content" />
      ) : (
        <Empty description={t('mall.noBody')} />
      )}
    </article>
  );
}
