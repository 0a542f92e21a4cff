import { describe, expect, it } from 'vitest';
import { detailHref, storeHref } from './mall-links';

describe('mall links', () => {
  it('opens each item type on its own detail route', () => {
    expect(detailHref({ id: '5', itemType: 1 })).toBe('/dataapp-appDetails?itemId=5');
    expect(detailHref({ id: '5', itemType: 2 })).toBe('/dataapp-appDetails?itemId=5&type=2');
    expect(detailHref({ id: '5', itemType: 3 })).toBe('/datasource-datasourceDetail?itemId=5');
    expect(detailHref({ id: '5', itemType: 4 })).toBe('/datatable-datatableDetail?itemId=5');
    expect(detailHref({ id: '5', itemType: 5 })).toBe('/dataapi-dataapiDetail?itemId=5');
  });

  it('sends developers to /developStore and suppliers to /supplyStore', () => {
    expect(storeHref({ ownerId: '3', roleType: 2 })).toBe('/developStore?ownerId=3');
    expect(storeHref({ ownerId: '4', roleType: 3 })).toBe('/supplyStore?ownerId=4');
  });
});
