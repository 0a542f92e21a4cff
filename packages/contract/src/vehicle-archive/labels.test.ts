import { describe, expect, it } from 'vitest';
import { ARCHIVE_QUERY_NAMES } from '../endpoints/archives.js';
import { LOCALES, type Localized } from '../locales.js';
import * as labels from './labels.js';

const tables = Object.entries(labels).filter(
  (entry): entry is [string, Record<string, Localized>] => typeof entry[1] === 'object' && entry[1] !== null,
);

describe('archive labels', () => {
  it('titles and describes every query', () => {
    for (const query of ARCHIVE_QUERY_NAMES) {
      expect(labels.ARCHIVE_QUERY_TITLES[query], query).toBeDefined();
      expect(labels.ARCHIVE_QUERY_DESCRIPTIONS[query], query).toBeDefined();
    }
    expect(Object.keys(labels.ARCHIVE_QUERY_TITLES).sort()).toEqual([...ARCHIVE_QUERY_NAMES].sort());
    expect(Object.keys(labels.ARCHIVE_QUERY_DESCRIPTIONS).sort()).toEqual([...ARCHIVE_QUERY_NAMES].sort());
  });

  it('has a non-empty text in every language for every label', () => {
    expect(tables.length).toBeGreaterThanOrEqual(10);
    for (const [table, entries] of tables) {
      for (const [key, text] of Object.entries(entries)) {
        expect(Object.keys(text).sort(), `${table}.${key}`).toEqual([...LOCALES].sort());
        for (const locale of LOCALES) {
          expect(text[locale].trim(), `${table}.${key} ${locale}`).not.toBe('');
        }
      }
    }
  });

  it('writes the Chinese texts in Chinese and the English ones without Chinese characters', () => {
    const han = /\p{Script=Han}/u;
    for (const query of ARCHIVE_QUERY_NAMES) {
      expect(labels.ARCHIVE_QUERY_TITLES[query]['zh-CN']).toMatch(han);
      expect(labels.ARCHIVE_QUERY_TITLES[query]['zh-TW']).toMatch(han);
      expect(labels.ARCHIVE_QUERY_DESCRIPTIONS[query]['zh-CN']).toMatch(han);
    }
    for (const [table, entries] of tables) {
      for (const [key, text] of Object.entries(entries)) {
        expect(text['en-US'], `${table}.${key}`).not.toMatch(han);
      }
    }
  });

  it('names the spec queries as the archive pages do', () => {
    expect(labels.ARCHIVE_QUERY_TITLES.annualInspection['zh-CN']).toBe('车辆年检记录查询');
    expect(labels.ARCHIVE_QUERY_TITLES.highSpeedVehicle['zh-CN']).toBe('高速通行记录查询');
    expect(labels.ARCHIVE_QUERY_TITLES.newEnergy['zh-CN']).toBe('新能源车辆查询');
  });
});
