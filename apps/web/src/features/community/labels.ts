import { community } from '@datamall/contract';
import { zodMaxLength } from '../../shared/hooks/use-zod-rules';

export const { CATEGORIES, PostStatus, EDITABLE_STATUSES, MAX_TAGS, MIN_CONTENT_TEXT } = community;

export function isCategory(value: string | undefined): value is community.Category {
  return (CATEGORIES as readonly string[]).includes(value ?? '');
}

/** antd Tag colours of the five statuses: draft, in review, published, rejected, taken down. */
export const STATUS_COLORS: Record<number, string> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'warning',
};

/** Tag colours of the five categories. */
export const CATEGORY_COLORS: Record<community.Category, string> = {
  frontend: 'blue',
  backend: 'purple',
  api: 'cyan',
  devtool: 'gold',
  test: 'green',
};

/** What the author may do with an article or column in a status (the contract's transitions). */
export type PostAction = 'view' | 'edit' | 'submit' | 'withdraw' | 'delete';

export function postActions(status: number): PostAction[] {
  const editable = (EDITABLE_STATUSES as readonly number[]).includes(status);
  const actions: PostAction[] = [];
  if (status === PostStatus.PUBLISHED) actions.push('view');
  if (editable) actions.push('edit');
  if (status === PostStatus.DRAFT) actions.push('submit');
  if (status === PostStatus.REVIEWING) actions.push('withdraw');
  if (editable) actions.push('delete');
  return actions;
}

/** Whether saving this status takes a public item off the site until it is approved again. */
export const editUnpublishes = (status: number | undefined) => status === PostStatus.PUBLISHED;

/** The reason shown with a rejected or taken-down item (empty for other statuses). */
export const hasReason = (item: { status: number; reason: string }) =>
  (item.status === PostStatus.REJECTED || item.status === PostStatus.TAKEN_DOWN) && item.reason.trim() !== '';

/**
 * Characters of text in an HTML fragment, counted like the server's minimum: tags dropped, runs of white space as one
 * space, trimmed.
 */
export function htmlTextLength(html: string | undefined): number {
  if (!html) return 0;
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim().length;
}

/** Longest tag of an article (the contract's). */
export const TAG_MAX_LENGTH = zodMaxLength(community.zSaveArticle, ['tags', 0]) ?? 0;

/** Why a tag list is refused: too many, too long, or a duplicate (case-insensitive); null when fine. */
export function tagsProblem(tags: readonly string[] | undefined): 'tooMany' | 'tooLong' | 'duplicate' | null {
  const list = (tags ?? []).map((tag) => tag.trim()).filter(Boolean);
  if (list.length > MAX_TAGS) return 'tooMany';
  if (list.some((tag) => tag.length > TAG_MAX_LENGTH)) return 'tooLong';
  if (new Set(list.map((tag) => tag.toLowerCase())).size !== list.length) return 'duplicate';
  return null;
}

/** `article:12` / `column:3` -> the kind and id of a `community-review` task; undefined for anything else. */
export function parseReviewKey(
  key: string | undefined,
): { kind: 'article' | 'column'; id: string } | undefined {
  const match = /^(article|column):([1-9]\d{0,17})$/.exec(key?.trim() ?? '');
  return match ? { kind: match[1] as 'article' | 'column', id: match[2] as string } : undefined;
}
