import { z } from 'zod';
import { defineEndpoint, OPERATOR_ONLY, zId, zPage, zPageParams } from '../endpoint.js';
import { valuesOf } from '../enum-values.js';

/**
 * The developer community (spec screens §2.2: `/community/frontend|backend|api|devtool|test|column|column/list|
 * column/detail|detail`; §2.6: "community article and column edit pages"). The spec names the routes only; the
 * calls and rules are designed here.
 *
 * Developers write articles (rich text, in one of five categories) and may group them in columns (专栏) of their
 * own. Nothing is public before an operator approves it in the `community-review` process (business key
 * `article:<id>` or `column:<id>`). An approved article or column is public until its author edits it (an edit
 * takes it off the site until the edit is approved again), the author deletes it, or an operator takes it down
 * with a reason. Visitors read without logging in; each read of an article's page counts one view.
 *
 * An article shows in its column only while the column is published; an article of an unpublished column is still
 * public on its own (category lists, its reading page). Public column lists leave out columns without a published
 * article. A read of an article's page counts one view per reader (address) and hour.
 */

/** Article categories: the community's tabs, named as their routes `/community/<category>`. */
export const CATEGORIES = ['frontend', 'backend', 'api', 'devtool', 'test'] as const;
export type Category = (typeof CATEGORIES)[number];

/** draft 0, in review 1, published 2, rejected 3, taken down 4 (by an operator). Articles and columns alike. */
export const PostStatus = { DRAFT: 0, REVIEWING: 1, PUBLISHED: 2, REJECTED: 3, TAKEN_DOWN: 4 } as const;
export type PostStatus = (typeof PostStatus)[keyof typeof PostStatus];
export const POST_STATUS_VALUES = valuesOf(PostStatus);

/**
 * Allowed status changes; anything else answers 409 and changes nothing.
 * Saving (the author) moves any status but "in review" to draft; submitting moves draft to review; withdrawing
 * moves review back to draft; the review approves (2) or rejects (3); an operator takes a published one down (4).
 */
export const POST_TRANSITIONS: Record<PostStatus, readonly PostStatus[]> = {
  0: [0, 1],
  1: [0, 2, 3],
  2: [0, 4],
  3: [0],
  4: [0],
};

/** The author may edit or delete in these statuses (not while the review runs). */
export const EDITABLE_STATUSES: readonly PostStatus[] = [0, 2, 3, 4];

/** Columns one developer may have (deleted ones do not count). */
export const MAX_COLUMNS_PER_AUTHOR = 20;
/** Tags of an article. */
export const MAX_TAGS = 5;
/** Characters of an article's stored HTML. */
export const MAX_CONTENT_LENGTH = 200_000;
/** Characters of text an article must have (after its HTML is cleaned). */
export const MIN_CONTENT_TEXT = 10;
/** Largest image a developer may upload into an article. */
export const COMMUNITY_IMAGE_MAX_MB = 5;

/** The process that reviews articles and columns, and the business keys it runs with. */
export const REVIEW_PROCESS = 'community-review';
export const reviewKey = (kind: 'article' | 'column', id: string | number) => `${kind}:${id}`;

/** Characters of a search keyword (longer ones are cut by the pages, refused by the calls). */
export const KEYWORD_MAX = 50;

/** Public sort orders of article lists: newest published, most read, or oldest first (a column's contents). */
export const ARTICLE_SORTS = ['latest', 'hot', 'oldest'] as const;

const DEVELOPER = { roles: [2] } as const;

const zCategory = z.enum(CATEGORIES);
const zTag = z.string().trim().min(1).max(20);

export const zArticleSummary = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  category: zCategory,
  tags: z.array(z.string()),
  authorId: z.string(),
  authorName: z.string(),
  /** The column, when it is published (public lists) or whatever its status (the author's and operator's lists). */
  columnId: z.string().nullable(),
  columnTitle: z.string().nullable(),
  views: z.number().int(),
  status: z.number().int(),
  /** Why the review rejected it or an operator took it down; empty otherwise. */
  reason: z.string(),
  publishedAt: z.string().nullable(),
  updateDate: z.string(),
});
export type ArticleSummary = z.infer<typeof zArticleSummary>;

export const zArticle = zArticleSummary.extend({
  /** Cleaned HTML. */
  content: z.string(),
  createDate: z.string(),
});
export type Article = z.infer<typeof zArticle>;

export const zColumn = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  /** Published articles in the column. */
  articleCount: z.number().int(),
  /** Views of its published articles, summed. */
  views: z.number().int(),
  status: z.number().int(),
  reason: z.string(),
  publishedAt: z.string().nullable(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type Column = z.infer<typeof zColumn>;

// ---- public ------------------------------------------------------------------------------------------------

export const zArticleListQuery = zPageParams.extend({
  category: zCategory.optional(),
  columnId: zId.optional(),
  authorId: zId.optional(),
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
  sort: z.enum(ARTICLE_SORTS).default('latest'),
});
export type ArticleListQuery = z.input<typeof zArticleListQuery>;

export const articles = defineEndpoint({
  id: 'community.articles',
  method: 'GET',
  path: '/server/community/article/list',
  summary:
    'Published articles (no login): by category, column, author and keyword (title, summary, tags), newest, most read or oldest first.',
  access: 'public',
  query: zArticleListQuery,
  response: zPage(zArticleSummary),
});

export const article = defineEndpoint({
  id: 'community.article',
  method: 'GET',
  path: '/server/community/article/detail',
  summary: 'A published article to read (no login); counts one view. Anything not published: 404.',
  access: 'public',
  query: z.object({ id: zId }),
  response: zArticle,
});

export const columns = defineEndpoint({
  id: 'community.columns',
  method: 'GET',
  path: '/server/community/column/list',
  summary: 'Published columns (no login), with their published article counts; by author and keyword.',
  access: 'public',
  query: zPageParams.extend({
    authorId: zId.optional(),
    keyword: z.string().trim().max(KEYWORD_MAX).optional(),
  }),
  response: zPage(zColumn),
});

export const column = defineEndpoint({
  id: 'community.column',
  method: 'GET',
  path: '/server/community/column/detail',
  summary: 'A published column (no login). Anything not published: 404.',
  access: 'public',
  query: z.object({ id: zId }),
  response: zColumn,
});

// ---- the author (developer) --------------------------------------------------------------------------------

const zOwnPage = zPageParams.extend({
  status: z.coerce.number().int().min(0).max(4).optional(),
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
});

export const myArticles = defineEndpoint({
  id: 'community.myArticles',
  method: 'POST',
  path: '/server/community/my/article/page',
  summary: 'Developer: its own articles in every status, newest change first.',
  access: DEVELOPER,
  operationLog: false,
  body: zOwnPage,
  response: zPage(zArticleSummary),
});

export const myArticle = defineEndpoint({
  id: 'community.myArticle',
  method: 'GET',
  path: '/server/community/my/article',
  summary:
    'Developer: one of its articles in any status, with the rejection or take-down reason. Another’s: 404.',
  access: DEVELOPER,
  query: z.object({ id: zId }),
  response: zArticle,
});

export const zSaveArticle = z.object({
  /** Absent: a new article. */
  id: zId.optional(),
  title: z.string().trim().min(2).max(100),
  category: zCategory,
  /** One of the author's columns (not deleted), or none. */
  columnId: zId.nullable().default(null),
  /** Empty: the first 120 characters of the text. */
  summary: z.string().trim().max(300).default(''),
  content: z.string().max(MAX_CONTENT_LENGTH),
  tags: z
    .array(zTag)
    .max(MAX_TAGS)
    .default([])
    .refine((tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length, { message: 'unique' }),
  /** true: save and send to review at once. */
  submit: z.boolean().default(false),
});
export type SaveArticle = z.input<typeof zSaveArticle>;

export const saveArticle = defineEndpoint({
  id: 'community.saveArticle',
  method: 'POST',
  path: '/server/community/article/save',
  summary:
    'Developer: creates or edits its article (as a draft; `submit` sends it to review). Not while in review (409). Editing a published article takes it off the site until approved again.',
  access: DEVELOPER,
  body: zSaveArticle,
  response: zArticle,
});

const zIdBody = z.object({ id: zId });

export const submitArticle = defineEndpoint({
  id: 'community.submitArticle',
  method: 'POST',
  path: '/server/community/article/submit',
  summary: 'Developer: sends a draft to review (409 from any other status).',
  access: DEVELOPER,
  body: zIdBody,
  response: zArticle,
});

export const withdrawArticle = defineEndpoint({
  id: 'community.withdrawArticle',
  method: 'POST',
  path: '/server/community/article/withdraw',
  summary: 'Developer: takes its article out of review, back to draft (the review task closes).',
  access: DEVELOPER,
  body: zIdBody,
  response: zArticle,
});

export const deleteArticle = defineEndpoint({
  id: 'community.deleteArticle',
  method: 'POST',
  path: '/server/community/article/delete',
  summary: 'Developer: deletes its article (not while in review: 409). It leaves the site at once.',
  access: DEVELOPER,
  body: zIdBody,
  response: z.null(),
});

export const myColumns = defineEndpoint({
  id: 'community.myColumns',
  method: 'POST',
  path: '/server/community/my/column/page',
  summary: 'Developer: its own columns in every status.',
  access: DEVELOPER,
  operationLog: false,
  body: zOwnPage,
  response: zPage(zColumn),
});

export const myColumn = defineEndpoint({
  id: 'community.myColumn',
  method: 'GET',
  path: '/server/community/my/column',
  summary: 'Developer: one of its columns in any status. Another’s: 404.',
  access: DEVELOPER,
  query: z.object({ id: zId }),
  response: zColumn,
});

export const zSaveColumn = z.object({
  id: zId.optional(),
  title: z.string().trim().min(2).max(50),
  summary: z.string().trim().max(300).default(''),
  submit: z.boolean().default(false),
});
export type SaveColumn = z.input<typeof zSaveColumn>;

export const saveColumn = defineEndpoint({
  id: 'community.saveColumn',
  method: 'POST',
  path: '/server/community/column/save',
  summary: `Developer: creates (at most ${MAX_COLUMNS_PER_AUTHOR}) or edits its column, as a draft; \`submit\` sends it to review. Not while in review (409).`,
  access: DEVELOPER,
  body: zSaveColumn,
  response: zColumn,
});

export const submitColumn = defineEndpoint({
  id: 'community.submitColumn',
  method: 'POST',
  path: '/server/community/column/submit',
  summary: 'Developer: sends a draft column to review (409 from any other status).',
  access: DEVELOPER,
  body: zIdBody,
  response: zColumn,
});

export const withdrawColumn = defineEndpoint({
  id: 'community.withdrawColumn',
  method: 'POST',
  path: '/server/community/column/withdraw',
  summary: 'Developer: takes its column out of review, back to draft.',
  access: DEVELOPER,
  body: zIdBody,
  response: zColumn,
});

export const deleteColumn = defineEndpoint({
  id: 'community.deleteColumn',
  method: 'POST',
  path: '/server/community/column/delete',
  summary:
    'Developer: deletes its column (not while in review: 409). Its articles stay as they are (published ones stay public), without a column.',
  access: DEVELOPER,
  body: zIdBody,
  response: z.null(),
});

export const upload = defineEndpoint({
  id: 'community.upload',
  method: 'POST',
  path: '/server/community/upload',
  summary: `Developer: uploads an image for an article (multipart field \`file\`; PNG, JPEG, GIF or WebP by content; at most ${COMMUNITY_IMAGE_MAX_MB} MB). Answers its URL.`,
  access: DEVELOPER,
  bodyType: 'multipart',
  response: z.string(),
});

// ---- the operator ------------------------------------------------------------------------------------------

export const adminArticles = defineEndpoint({
  id: 'community.adminArticles',
  method: 'POST',
  path: '/server/community/admin/article/page',
  summary: 'Operator: every article not deleted, by status, category and keyword (title or author).',
  access: OPERATOR_ONLY,
  operationLog: false,
  body: zOwnPage.extend({ category: zCategory.optional() }),
  response: zPage(zArticleSummary),
});

export const adminArticle = defineEndpoint({
  id: 'community.adminArticle',
  method: 'GET',
  path: '/server/community/admin/article',
  summary: 'Operator: one article in any status (what the review shows).',
  access: OPERATOR_ONLY,
  query: z.object({ id: zId }),
  response: zArticle,
});

export const adminColumns = defineEndpoint({
  id: 'community.adminColumns',
  method: 'POST',
  path: '/server/community/admin/column/page',
  summary: 'Operator: every column not deleted, by status and keyword (title or author).',
  access: OPERATOR_ONLY,
  operationLog: false,
  body: zOwnPage,
  response: zPage(zColumn),
});

export const adminColumn = defineEndpoint({
  id: 'community.adminColumn',
  method: 'GET',
  path: '/server/community/admin/column',
  summary: 'Operator: one column in any status.',
  access: OPERATOR_ONLY,
  query: z.object({ id: zId }),
  response: zColumn,
});

export const takeDown = defineEndpoint({
  id: 'community.takeDown',
  method: 'POST',
  path: '/server/community/takedown',
  summary:
    'Operator: takes a published article or column off the site with a reason its author sees (409 when it is not published).',
  access: OPERATOR_ONLY,
  body: z.object({
    kind: z.enum(['article', 'column']),
    id: zId,
    reason: z.string().trim().min(2).max(500),
  }),
  response: z.null(),
});
