import type { community } from '@datamall/contract';
import { Alert, Card, Descriptions, Empty, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { RichTextView } from '../../../shared/ui/rich-text/rich-text-view';
import { useAdminArticle, useAdminColumn } from '../api/admin';
import { CategoryTag, PostStatusTag, TagList } from '../components/parts';
import { parseReviewKey } from '../labels';
import '../components/community.css';

export interface CommunityReviewFormProps {
  /** The review task: its business key is `article:<id>` or `column:<id>`. */
  task: { businessKey: string };
}

function ArticleReview({ article: a }: { article: community.Article }) {
  const { t } = useTranslation('community');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="community-review-article">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('fields.title')} span={2}>
          <Typography.Text strong data-testid="community-review-title">
            {a.title}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.author')}>{a.authorName}</Descriptions.Item>
        <Descriptions.Item label={t('fields.category')}>
          <CategoryTag category={a.category} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.column')}>
          {a.columnTitle ?? t('form.noColumn')}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.tags')}>
          {a.tags.length ? <TagList tags={a.tags} /> : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.status')}>
          <PostStatusTag status={a.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.updateDate')}>{formatDateTime(a.updateDate)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.summary')} span={2}>
          {a.summary || '-'}
        </Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('fields.content')}>
        {a.content ? (
          <RichTextView html={a.content} testId="community-review-content" />
        ) : (
          <Empty description={t('mall.noBody')} />
        )}
      </Card>
    </Space>
  );
}

function ColumnReview({ column: c }: { column: community.Column }) {
  const { t } = useTranslation('community');
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="community-review-column">
      <Descriptions.Item label={t('fields.columnTitle')} span={2}>
        <Typography.Text strong data-testid="community-review-title">
          {c.title}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.author')}>{c.authorName}</Descriptions.Item>
      <Descriptions.Item label={t('fields.status')}>
        <PostStatusTag status={c.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.articleCount')}>{c.articleCount}</Descriptions.Item>
      <Descriptions.Item label={t('fields.updateDate')}>{formatDateTime(c.updateDate)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.summary')} span={2}>
        {c.summary || '-'}
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * Business form of `community-review`: the article (title, author, category, tags and the rendered content) or
 * the column under review, as its author last saved it.
 */
export function CommunityReviewForm({ task }: CommunityReviewFormProps) {
  const { t } = useTranslation('community');
  const key = parseReviewKey(task.businessKey);
  const article = useAdminArticle(key?.kind === 'article' ? key.id : undefined);
  const column = useAdminColumn(key?.kind === 'column' ? key.id : undefined);
  if (!key) return <Alert type="error" showIcon message={t('review.badKey')} />;
  const query = key.kind === 'article' ? article : column;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!query.data) {
    return (
      <Alert type="error" showIcon message={t('review.loadFailed')} description={errorText(query.error)} />
    );
  }
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="community-review-form">
      <Typography.Text type="secondary">
        {key.kind === 'article' ? t('review.articleCaption') : t('review.columnCaption')}
      </Typography.Text>
      {key.kind === 'article' ? (
        <ArticleReview article={query.data as community.Article} />
      ) : (
        <ColumnReview column={query.data as community.Column} />
      )}
    </Space>
  );
}
