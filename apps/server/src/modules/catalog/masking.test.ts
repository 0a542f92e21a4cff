import { describe, expect, it } from 'vitest';
import { maskValue } from './masking.js';

describe('maskValue', () => {
  it('none leaves text as it is, numbers as text', () => {
    expect(maskValue('13800000000', 'none')).toBe('13800000000');
    expect(maskValue(42, 'none')).toBe('42');
  });

  it('partial keeps the first and last characters', () => {
    expect(maskValue('13812345678', 'partial')).toBe('1*********8');
    expect(maskValue('abc', 'partial')).toBe('a*c');
    expect(maskValue(123456, 'partial')).toBe('1****6');
  });

  it('partial never shows a whole short value', () => {
    expect(maskValue('a', 'partial')).toBe('*');
    expect(maskValue('ab', 'partial')).toBe('a*');
    expect(maskValue('王五', 'partial')).toBe('王*');
  });

  it('full answers one star per character', () => {
    expect(maskValue('secret', 'full')).toBe('******');
    expect(maskValue(3.5, 'full')).toBe('***');
  });

  it('counts code points: CJK and emoji stay whole', () => {
    expect(maskValue('张三丰', 'partial')).toBe('张*丰');
    expect(maskValue('😀ab😎', 'partial')).toBe('😀**😎');
    expect(maskValue('😀😎', 'full')).toBe('**');
    expect(maskValue('𠮷野家', 'partial')).toBe('𠮷*家');
  });

  it('null and undefined stay null; empty stays empty', () => {
    expect(maskValue(null, 'full')).toBeNull();
    expect(maskValue(undefined, 'partial')).toBeNull();
    expect(maskValue('', 'partial')).toBe('');
  });
});
