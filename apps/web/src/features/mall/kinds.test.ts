import { describe, expect, it } from 'vitest';
import { listingHeadingKey, MALL_KINDS } from './kinds';

describe('listingHeadingKey', () => {
  it('heads the data-package tab of the data-application listing as data packages', () => {
    expect(listingHeadingKey(MALL_KINDS.dataapp, 2)).toBe('datapackage');
    expect(listingHeadingKey(MALL_KINDS.dataapp, 1)).toBe('dataapp');
    expect(listingHeadingKey(MALL_KINDS.dataapi, 5)).toBe('dataapi');
    expect(listingHeadingKey(MALL_KINDS.datasource, undefined)).toBe('datasource');
  });
});
