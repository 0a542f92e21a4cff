import type { assets } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { changedFields, editsOf, effectiveRule } from './dictionary-edits';

const field = (id: string, patch: Partial<assets.DictionaryField> = {}): assets.DictionaryField => ({
  id,
  tableId: '7',
  name: `col_${id}`,
  type: 'text',
  nullable: true,
  key: '',
  description: '',
  securityLevelId: null,
  securityLevelName: '内部',
  maskingRule: 'partial',
  sort: Number(id),
  ...patch,
});

describe('changedFields', () => {
  const fields = [field('1', { description: '出厂编号' }), field('2', { securityLevelId: '4' }), field('3')];

  it('is empty while the edits equal the saved dictionary', () => {
    expect(changedFields(fields, editsOf(fields))).toEqual([]);
  });

  it('answers only the changed fields, trimmed, with null for "the asset grade"', () => {
    const edits = editsOf(fields);
    edits['1'] = { description: '  出厂编号（序列号） ', securityLevelId: null };
    edits['2'] = { description: '', securityLevelId: null };
    expect(changedFields(fields, edits)).toEqual([
      { id: '1', description: '出厂编号（序列号）', securityLevelId: null },
      { id: '2', description: '', securityLevelId: null },
    ]);
  });

  it('ignores whitespace-only changes of a description', () => {
    const edits = editsOf(fields);
    edits['1'] = { description: '出厂编号 ', securityLevelId: null };
    expect(changedFields(fields, edits)).toEqual([]);
  });
});

describe('effectiveRule', () => {
  const grades = new Map([
    ['2', { maskingRule: 'partial' as const }],
    ['4', { maskingRule: 'full' as const }],
  ]);
  it('keeps the saved rule for an untouched field', () => {
    expect(effectiveRule(field('1', { maskingRule: 'none' }), undefined, grades, 'full')).toBe('none');
  });
  it("uses the chosen grade's rule", () => {
    expect(effectiveRule(field('1'), '4', grades, 'partial')).toBe('full');
  });
  it("falls back to the asset's rule when the own grade is cleared", () => {
    expect(effectiveRule(field('1', { maskingRule: 'full' }), null, grades, 'none')).toBe('none');
  });
});
