import { DEFAULT_PAGE_SIZE, FIRST_PAGE, mall, PAGE_SIZES } from '@datamall/contract';
import type { MallKind } from './kinds';

/** What a mall listing shows, kept in the address so a listing can be shared, reloaded and gone back to. */
export interface ListState {
  itemType: number;
  keyword?: string;
  classificationId?: string;
  tag?: string;
  brandId?: string;
  sort?: mall.MallSort;
  page: number;
  limit: number;
}

const ID = /^\d{1,19}$/;

/** Reads the listing state from the query; anything invalid falls back to the default. */
export function parseListState(params: URLSearchParams, kind: MallKind): ListState {
  const type = Number(params.get('type'));
  const sort = params.get('sort') as mall.MallSort | null;
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const keyword = params.get('keyword')?.trim().slice(0, mall.MALL_KEYWORD_MAX);
  const tag = params.get('tag')?.trim().slice(0, 20);
  const id = (name: string) => {
    const value = params.get(name);
    return value && ID.test(value) ? value : undefined;
  };
  return {
    itemType: kind.itemTypes.includes(type) ? type : (kind.itemTypes[0] as number),
    keyword: keyword || undefined,
    classificationId: id('classificationId'),
    tag: tag || undefined,
    brandId: id('brandId'),
    sort: sort && kind.sorts.includes(sort) ? sort : undefined,
    page: Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

/** The query of a listing state; defaults are left out so plain listings keep a clean address. */
export function toSearchParams(state: ListState, kind: MallKind): URLSearchParams {
  const out = new URLSearchParams();
  if (state.itemType !== kind.itemTypes[0]) out.set('type', String(state.itemType));
  if (state.keyword) out.set('keyword', state.keyword);
  if (state.classificationId) out.set('classificationId', state.classificationId);
  if (state.tag) out.set('tag', state.tag);
  if (state.brandId) out.set('brandId', state.brandId);
  if (state.sort) out.set('sort', state.sort);
  if (state.page !== FIRST_PAGE) out.set('page', String(state.page));
  if (state.limit !== DEFAULT_PAGE_SIZE) out.set('limit', String(state.limit));
  return out;
}

/**
 * A change of filters, keyword, sort or kind starts again at the first page (the old page may not exist);
 * only a page or size change keeps the rest.
 */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change };
  const pagingOnly = Object.keys(change).every((key) => key === 'page' || key === 'limit');
  if (!pagingOnly) next.page = FIRST_PAGE;
  else if (change.limit !== undefined && change.limit !== state.limit && change.page === undefined) {
    next.page = FIRST_PAGE;
  }
  // Facets belong to a kind: switching the kind clears them.
  if (change.itemType !== undefined && change.itemType !== state.itemType) {
    next.classificationId = undefined;
    next.tag = undefined;
    next.brandId = undefined;
  }
  return next;
}
