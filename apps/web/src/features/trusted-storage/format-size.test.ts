import { describe, expect, it } from 'vitest';
import { formatSize, joinPath, parentOf, pathParts } from './format-size';

describe('storage formatting', () => {
  it('formats sizes', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1023 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(12 * 1024 * 1024)).toBe('12.0 MB');
    expect(formatSize(-1)).toBe('-');
  });

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
