import { describe, expect, it } from 'vitest';
import {
  ENTERPRISE_TODO_PATH,
  enterpriseFilter,
  enterpriseView,
  isEnterpriseTab,
  LICENSE_MAX_BYTES,
  licenseFileProblem,
} from './enterprise';

describe('enterprise identity helpers', () => {
  it('maps sp_sptype to what the card shows; never submitted is like "to submit"', () => {
    expect(enterpriseView(null)).toBe('new');
    expect(enterpriseView(undefined)).toBe('new');
    const at = (status: number) => enterpriseView({ status } as Parameters<typeof enterpriseView>[0]);
    expect(at(0)).toBe('new');
    expect(at(3)).toBe('inReview');
    expect(at(2)).toBe('rejected');
    expect(at(1)).toBe('approved');
  });

  it('sends the status of the tab, replacing an earlier one; "all" sends none', () => {
    expect(enterpriseFilter('review', {})).toEqual({ status: 3 });
    expect(enterpriseFilter('approved', { companyName: 'acme', status: 3 })).toEqual({
      companyName: 'acme',
      status: 1,
    });
    expect(enterpriseFilter('rejected', {})).toEqual({ status: 2 });
    expect(enterpriseFilter('all', { status: 2 })).toEqual({ status: undefined });
    expect(isEnterpriseTab('review')).toBe(true);
    expect(isEnterpriseTab('pending')).toBe(false);
  });

  it('refuses non-images and files over 5 MB before uploading', () => {
    expect(licenseFileProblem({ type: 'image/png', size: 1024 })).toBeUndefined();
    expect(licenseFileProblem({ type: 'image/webp', size: LICENSE_MAX_BYTES })).toBeUndefined();
    expect(licenseFileProblem({ type: 'image/jpeg', size: LICENSE_MAX_BYTES + 1 })).toBe('size');
    expect(licenseFileProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    // Unknown to the browser: the server decides from the bytes.
    expect(licenseFileProblem({ type: '', size: 10 })).toBeUndefined();
  });

  it('links the review to the to-do list filtered by the business type', () => {
    expect(ENTERPRISE_TODO_PATH).toBe('/flow-todo?businessType=identity-authentication');
  });
});
