import type { community } from '@datamall/contract';
import type { ArticleListRow, ColumnListRow } from './community.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toArticleSummary(row: ArticleListRow): community.ArticleSummary {
  return {
    id: String(row.id),
    title: row.title,
    summary: row.summary,
    category: row.category as community.Category,
    tags: row.tags,
    authorId: String(row.authorId),
    authorName: row.authorName,
    // Lists answer the title only when the join found the column (published, for the public).
    columnId: row.columnTitle === null ? null : String(row.columnId),
    columnTitle: row.columnTitle,
    views: row.views,
    status: row.status,
    reason: row.reason,
    publishedAt: iso(row.publishedAt),
    updateDate: row.updatedAt.toISOString(),
  };
}

export function toArticle(row: ArticleListRow): community.Article {
  return {
    ...toArticleSummary(row),
    content: row.content,
    createDate: row.createdAt.toISOString(),
  };
}

export function toColumn(row: ColumnListRow): community.Column {
  return {
    id: String(row.id),
    title: row.title,
    summary: row.summary,
    authorId: String(row.authorId),
    authorName: row.authorName,
    articleCount: row.articleCount,
    views: row.views,
    status: row.status,
    reason: row.reason,
    publishedAt: iso(row.publishedAt),
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
  };
}
