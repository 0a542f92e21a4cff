import { expect, it } from 'vitest';
import { csvLine, toCsv } from './csv.js';

it('writes RFC 4180 CSV', () => {
  expect(
    toCsv(
      ['a', 'b'],
      [
        ['x,y', null],
        ['say "hi"', ' pad'],
      ],
    ),
  ).toBe('a,b\r\n"x,y",\r\n"say ""hi"""," pad"\r\n');
});

it('quotes line breaks inside a field', () => {
  expect(csvLine(['a\nb', ''])).toBe('"a\nb",\r\n');
});
