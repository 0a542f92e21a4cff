import { describe, expect, it } from 'vitest';
import { canDisable, canEdit, canEnable, canGrant, canSubmit, fieldPermissions } from './status';

describe('asset status rules', () => {
  it('submits drafts and rejected assets only', () => {
    expect([0, 1, 2, 3, 4].filter(canSubmit)).toEqual([0, 2]);
  });
  it('edits anything but an asset under review', () => {
    expect([0, 1, 2, 3, 4].filter(canEdit)).toEqual([0, 1, 2, 4]);
  });
  it('disables approved, enables disabled, grants approved', () => {
    expect([0, 1, 2, 3, 4].filter(canDisable)).toEqual([1]);
    expect([0, 1, 2, 3, 4].filter(canEnable)).toEqual([4]);
    expect([0, 1, 2, 3, 4].filter(canGrant)).toEqual([1]);
  });
});

describe('fieldPermissions', () => {
  it('allows nothing while the permissions load', () => {
    expect(Object.values(fieldPermissions(undefined)).some(Boolean)).toBe(false);
  });
  it('maps each dataField:zqdatafield:* string to its action', () => {
    expect(fieldPermissions(['dataField:zqdatafield:page', 'dataField:zqdatafield:update', 'other'])).toEqual(
      {
        page: true,
        info: false,
        save: false,
        update: true,
        delete: false,
      },
    );
  });
});
