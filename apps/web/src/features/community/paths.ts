import { community } from '@datamall/contract';

const q = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

/** Routes of the developer community: the public mall pages (§2.2) and the menu pages (slashes as dashes). */
export const communityPaths = {
  /** A category's article list. */
  category: (category: community.Category) => `/community/${category}`,
  /** Articles of every category matching a keyword (a tag's link), shown from a category's page. */
  searchAll: (category: community.Category, keyword: string) =>
    `/community/${category}?${new URLSearchParams({ keyword, scope: 'all' })}`,
  columns: '/community/column',
  /** One column and its articles. */
  column: (columnId: string) => q('/community/column/list', columnId),
  /** An article read inside its column. */
  columnArticle: (articleId: string) => q('/community/column/detail', articleId),
  /** The standalone reading page of an article. */
  article: (articleId: string) => q('/community/detail', articleId),
  /** The developer's storefront, where an author's name links to. */
  author: (authorId: string) => `/developStore?ownerId=${encodeURIComponent(authorId)}`,
  /** dev/community: the developer's articles and columns. */
  mine: (tab?: 'articles' | 'columns') => `/dev-community${tab === 'columns' ? '?tab=columns' : ''}`,
  /** dev/communityArticleEdit: no id writes a new article. */
  articleEdit: (id?: string) => (id ? q('/dev-communityArticleEdit', id) : '/dev-communityArticleEdit'),
  /** dev/communityColumnEdit: no id creates a column. */
  columnEdit: (id?: string) => (id ? q('/dev-communityColumnEdit', id) : '/dev-communityColumnEdit'),
  /** operate/content/community: the operator's list with take-down. */
  admin: '/operate-content-community',
  /** The operator's to-do list narrowed to community reviews. */
  reviews: `/flow-todo?businessType=${community.REVIEW_PROCESS}`,
};

/** The `keyword` of a list's address, trimmed and cut to what the calls take (a hand-typed URL may be longer). */
export function keywordParam(params: URLSearchParams): string | undefined {
  return params.get('keyword')?.trim().slice(0, community.KEYWORD_MAX) || undefined;
}

/** `scope=all`: an article list covers every category, not only its tab's. */
export function allCategoriesParam(params: URLSearchParams): boolean {
  return params.get('scope') === 'all';
}
