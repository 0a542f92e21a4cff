import { describe, expect, it } from 'vitest';
import { maskCell } from './masking.js';

// The rules per kind are tested beside their implementation (packages/contract/src/masking.test.ts); these are the
// calls the server makes, with column types as the connectors report them (PostgreSQL format_type, MySQL column_type).
describe('maskCell as the server calls it', () => {
  it('partial keeps ids and readings meaningful, and text its first and last characters', () => {
    expect(maskCell('60', 'partial', 'integer')).toBe('[60, 70)');
    expect(maskCell('60', 'partial', 'int(11)')).toBe('[60, 70)');
    expect(maskCell('60.00', 'partial', 'decimal(8,2)')).toBe('[60, 70)');
    expect(maskCell('13.75', 'partial', 'numeric(12,2)')).toBe('[10, 20)');
    expect(maskCell('2026-03-01 08:00:00', 'partial', 'timestamp without time zone')).toBe(
      '2026-03-** **:**:**',
    );
    expect(maskCell('press-0001', 'partial', 'varchar(40)')).toBe('p********1');
    expect(maskCell('13800130001', 'partial', 'text')).toBe('138****0001');
  });

  it('full stars every character; none leaves the value', () => {
    expect(maskCell('13800130001', 'full', 'text')).toBe('***********');
    expect(maskCell('60', 'full', 'integer')).toBe('**');
    expect(maskCell('60', 'none', 'integer')).toBe('60');
    expect(maskCell(null, 'partial', 'integer')).toBeNull();
  });
});
