import { describe, expect, it } from 'vitest';
import { isActive } from './mall-layout';

describe('isActive (mall navigation)', () => {
  it('marks the data packages’ entry on the package tab of /dataapp, and data applications otherwise', () => {
    expect(isActive('/dataapp?type=2', '/dataapp', '?type=2')).toBe(true);
    expect(isActive('/dataapp', '/dataapp', '?type=2')).toBe(false);
    expect(isActive('/dataapp', '/dataapp', '')).toBe(true);
    expect(isActive('/dataapp?type=2', '/dataapp', '?type=1')).toBe(false);
  });

  it('keeps an entry active on its detail pages and leaves other entries alone', () => {
    expect(isActive('/dataapi', '/dataapi-dataapiDetail', '?itemId=3')).toBe(true);
    expect(isActive('/datasource', '/datatable', '')).toBe(false);
    expect(isActive('/dataapp?type=2', '/dataapp-appDetails', '?itemId=7&type=2')).toBe(true);
    expect(isActive('/dataapp', '/dataapp-appDetails', '?itemId=7&type=2')).toBe(false);
    expect(isActive('/dataapp', '/dataapp-appDetails', '?itemId=8')).toBe(true);
  });
});
