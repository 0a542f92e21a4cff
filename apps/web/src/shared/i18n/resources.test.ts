import { LOCALES, type Locale } from '@datamall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_NAMESPACES } from './first-paint';
import { flattenKeys, loadLanguage, type Messages, NAMESPACES, parseLocalePath } from './resources';

// Every locale file read directly (eager), to compare with what the app loads per language.
const files = import.meta.glob<Messages>('../../locales/*/*.json', { eager: true, import: 'default' });
const resources = Object.fromEntries(LOCALES.map((lng) => [lng, {}])) as Record<
  Locale,
  Record<string, Messages>
>;
for (const [path, messages] of Object.entries(files)) {
  const [lng, ns] = parseLocalePath(path) ?? [];
  if (lng && ns && lng in resources) resources[lng as Locale][ns] = messages;
}
const source = resources['zh-CN'];
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/** English plural forms (`key_one`, `key_other`) stand for the one form of a language without plurals. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: Messages | string | undefined = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

describe('locale files', () => {
  let loaded: Record<string, Record<string, Messages>> = {};
  beforeAll(async () => {
    loaded = Object.fromEntries(
      await Promise.all(LOCALES.map(async (lng) => [lng, await loadLanguage(lng)])),
    );
  });

  it('loadLanguage loads every file of the language and nothing else', () => {
    for (const lng of LOCALES) expect(loaded[lng]).toEqual(resources[lng]);
    expect(Object.keys(loaded['en-US'] ?? {}).sort()).toEqual(Object.keys(source).sort());
  });

  it('the first paint loads only its namespaces, each of them registered', async () => {
    for (const lng of LOCALES) {
      const firstPaint = await loadLanguage(lng, 'firstPaint');
      expect(Object.keys(firstPaint).sort()).toEqual([...FIRST_PAINT_NAMESPACES].sort());
      for (const ns of FIRST_PAINT_NAMESPACES) expect(firstPaint[ns]).toEqual(resources[lng][ns]);
    }
    for (const ns of FIRST_PAINT_NAMESPACES) expect(NAMESPACES).toContain(ns);
  });

  it('zh-CN has every namespace', () => {
    for (const ns of NAMESPACES) expect(source[ns], ns).toBeDefined();
  });

  for (const lng of LOCALES.filter((l) => l !== 'zh-CN')) {
    it(`${lng} has every key of zh-CN, with the same placeholders`, () => {
      const missing: string[] = [];
      const wrongPlaceholders: string[] = [];
      for (const ns of NAMESPACES) {
        for (const key of flattenKeys(source[ns] ?? {})) {
          const text = lookup(resources[lng][ns], key) ?? lookup(resources[lng][ns], `${key}_other`);
          const original = lookup(source[ns], key) ?? '';
          if (text === undefined || text.trim() === '') missing.push(`${ns}:${key}`);
          else if (placeholders(text).join() !== placeholders(original).join())
            wrongPlaceholders.push(`${ns}:${key}`);
        }
      }
      expect(missing).toEqual([]);
      expect(wrongPlaceholders).toEqual([]);
    });

    it(`${lng} has no key that zh-CN lacks`, () => {
      const extra: string[] = [];
      for (const ns of Object.keys(resources[lng])) {
        for (const key of flattenKeys(resources[lng][ns] ?? {})) {
          const base = key.replace(PLURAL_SUFFIX, '');
          if (lookup(source[ns], key) === undefined && lookup(source[ns], base) === undefined)
            extra.push(`${ns}:${key}`);
        }
      }
      expect(extra).toEqual([]);
    });
  }
});
