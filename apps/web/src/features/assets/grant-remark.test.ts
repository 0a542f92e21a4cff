import { describe, expect, it } from 'vitest';
import { grantRemark } from './grant-remark';

const t = (key: string, options?: Record<string, unknown>) => `${key}|${String(options?.orderNo ?? '')}`;

describe('grantRemark', () => {
  it('words the order that issued a grant in the reader’s language (also the English remark of earlier versions)', () => {
    expect(grantRemark({ remark: '2026112800000007', orderId: '7' }, t)).toBe(
      'grants.remarkFromOrder|2026112800000007',
    );
    expect(grantRemark({ remark: 'order 2026112800000007', orderId: '7' }, t)).toBe(
      'grants.remarkFromOrder|2026112800000007',
    );
  });

  it('shows a supplier’s own remark as written, and a dash for none', () => {
    expect(grantRemark({ remark: '2026112800000007', orderId: null }, t)).toBe('2026112800000007');
    expect(grantRemark({ remark: '年度合作', orderId: null }, t)).toBe('年度合作');
    expect(grantRemark({ remark: '', orderId: null }, t)).toBe('-');
  });
});
