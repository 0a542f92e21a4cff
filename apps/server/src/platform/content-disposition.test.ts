import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';

describe('contentDisposition', () => {
  it('keeps ASCII names as they are (the UTF-8 form would repeat them)', () => {
    expect(contentDisposition('report.xlsx')).toBe(`attachment; filename="report.xlsx"`);
  });

  it('gives Chinese names an ASCII fallback and the exact name encoded', () => {
    const value = contentDisposition('销售汇总.csv', 'inline');
    expect(value).toBe(`inline; filename="____.csv"; filename*=UTF-8''${encodeURIComponent('销售汇总.csv')}`);
    expect(/^[\x20-\x7e]*$/.test(value)).toBe(true);
    // Latin-1 letters too: the fallback stays ASCII.
    expect(contentDisposition('café.txt')).toBe(
      `attachment; filename="caf_.txt"; filename*=UTF-8''caf%C3%A9.txt`,
    );
  });

  it('never lets a quote, a line break or a path through', () => {
    const value = contentDisposition('a"b\r\nX-Evil: 1/../c\\d.txt');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value.split('"')).toHaveLength(3);
    expect(value).toContain('filename="a_b__X-Evil_ 1_.._c_d.txt"');
    expect(contentDisposition('')).toContain('filename="file"');
  });
});
