import { afterEach, describe, expect, it } from 'vitest';
import { gradeName } from './grade-name';
import { i18n, setLocale } from './index';

describe('gradeName', () => {
  afterEach(async () => setLocale('zh-CN'));

  it.each([
    ['en-US', ['Public', 'Internal', 'Sensitive', 'Confidential']],
    ['zh-TW', ['公開', '內部', '敏感', '機密']],
    ['zh-CN', ['公开', '内部', '敏感', '机密']],
  ] as const)("translates the platform's default grades in %s", async (locale, names) => {
    await setLocale(locale);
    expect(['公开', '内部', '敏感', '机密'].map((name) => gradeName(i18n.t, locale, name))).toEqual(names);
  });

  it("keeps an operator's own grade name as written", async () => {
    await setLocale('en-US');
    expect(gradeName(i18n.t, 'en-US', '核心商业秘密')).toBe('核心商业秘密');
    expect(gradeName(i18n.t, 'en-US', '')).toBe('');
  });
});
