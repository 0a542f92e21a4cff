import { ErrorCode } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { childPath, normalizeTrustedPath, parseTrustedPath } from './trusted-path.js';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
  return 'none';
};

describe('trusted storage paths', () => {
  it('accepts relative paths and the root', () => {
    expect(parseTrustedPath('')).toEqual([]);
    expect(parseTrustedPath('a')).toEqual(['a']);
    expect(parseTrustedPath('a/b c/数据.csv')).toEqual(['a', 'b c', '数据.csv']);
    expect(normalizeTrustedPath('a/b/')).toBe('a/b');
    expect(childPath('', 'x.csv')).toBe('x.csv');
    expect(childPath('a/b', 'x.csv')).toBe('a/b/x.csv');
  });

  it.each([
    '/',
    '/etc/passwd',
    '..',
    '../x',
    'a/../../x',
    'a/./b',
    './a',
    'a//b',
    'a\\..\\b',
    '..\\x',
    'C:/Windows',
    'c:',
    'a/\u0000b',
    'a/\nb',
    ' a',
    'a/b ',
    `${'x'.repeat(256)}`,
    Array.from({ length: 40 }, () => 'd').join('/'),
  ])('refuses %j with 10170', (path) => {
    expect(codeOf(() => parseTrustedPath(path))).toBe(ErrorCode.TRUSTED_STORAGE_PATH_INVALID);
  });

  it('refuses unsafe file names in a folder', () => {
    for (const name of ['..', '.', 'a/b', 'a\\b', '', 'x\u0007']) {
      expect(codeOf(() => childPath('a', name))).toBe(ErrorCode.TRUSTED_STORAGE_PATH_INVALID);
    }
  });
});
