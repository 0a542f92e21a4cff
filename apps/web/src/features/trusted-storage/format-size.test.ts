import { describe, expect, it } from 'vitest';
import { joinPath, parentOf, pathParts } from './format-size';

describe('storage formatting', () => {
  it('splits and joins paths', () => {
    expect(pathParts('')).toEqual([]);
    expect(pathParts('a/b')).toEqual([
      { name: 'a', path: 'a' },
      { name: 'b', path: 'a/b' },
    ]);
    expect(parentOf('a/b/c')).toBe('a/b');
    expect(parentOf('a')).toBe('');
    expect(joinPath('', 'x')).toBe('x');
    expect(joinPath('a', 'x')).toBe('a/x');
  });
});
