import { describe, expect, it } from 'vitest';
import { MALL_KINDS } from './kinds';
import { changeListState, parseListState, toSearchParams } from './list-state';

const app = MALL_KINDS.dataapp;
const source = MALL_KINDS.datasource;

describe('mall listing state in the address', () => {
  it('reads defaults from an empty query', () => {
    expect(parseListState(new URLSearchParams(), app)).toEqual({
      itemType: 1,
      keyword: undefined,
      classificationId: undefined,
      tag: undefined,
      brandId: undefined,
      sort: undefined,
      page: 1,
      limit: 10,
    });
  });

  it('keeps valid values and drops invalid ones', () => {
    const state = parseListState(
      new URLSearchParams(
        'type=2&keyword=%20steel%20&classificationId=12&brandId=x1&tag=IoT&sort=goods_price-asc&page=3&limit=20',
      ),
      app,
    );
    expect(state).toMatchObject({
      itemType: 2,
      keyword: 'steel',
      classificationId: '12',
      brandId: undefined,
      tag: 'IoT',
      sort: 'goods_price-asc',
      page: 3,
      limit: 20,
    });
  });

  it('accepts only the sort options of the kind (apiSort vs sourceSort)', () => {
    expect(parseListState(new URLSearchParams('sort=goods_price-asc'), source).sort).toBeUndefined();
    expect(parseListState(new URLSearchParams('sort=goodsCount'), source).sort).toBe('goodsCount');
    expect(parseListState(new URLSearchParams('sort=goodsCount'), app).sort).toBeUndefined();
  });

  it('refuses item types, page sizes and pages outside the allowed sets', () => {
    const state = parseListState(new URLSearchParams('type=5&limit=15&page=-2'), app);
    expect(state).toMatchObject({ itemType: 1, limit: 10, page: 1 });
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    const state = parseListState(new URLSearchParams('sort=create_date-desc&page=2&tag=a%20b'), app);
    const query = toSearchParams(state, app);
    expect(query.toString()).toBe('tag=a+b&sort=create_date-desc&page=2');
    expect(parseListState(query, app)).toEqual(state);
    expect(toSearchParams(parseListState(new URLSearchParams(), app), app).toString()).toBe('');
  });

  it('goes back to the first page when a filter or the sort changes, not when paging', () => {
    const state = parseListState(new URLSearchParams('page=4&classificationId=7'), app);
    expect(changeListState(state, { sort: 'goods_price-asc' })).toMatchObject({
      page: 1,
      sort: 'goods_price-asc',
    });
    expect(changeListState(state, { keyword: 'x' })).toMatchObject({ page: 1, classificationId: '7' });
    expect(changeListState(state, { page: 5 })).toMatchObject({ page: 5, classificationId: '7' });
    expect(changeListState(state, { page: 4, limit: 50 })).toMatchObject({ page: 4, limit: 50 });
    expect(changeListState(state, { limit: 50 })).toMatchObject({ page: 1, limit: 50 });
  });

  it('clears the facets when the kind switches', () => {
    const state = parseListState(new URLSearchParams('classificationId=7&tag=t&brandId=9&keyword=k'), app);
    expect(changeListState(state, { itemType: 2 })).toMatchObject({
      itemType: 2,
      classificationId: undefined,
      tag: undefined,
      brandId: undefined,
      keyword: 'k',
    });
  });
});
