import { LOCALES } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { TEXTS, translate } from './texts';

describe('the workbench texts', () => {
  it('exist in every language, none empty', () => {
    const keys = Object.keys(TEXTS['zh-CN']).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(TEXTS[locale]).sort()).toEqual(keys);
      for (const text of Object.values(TEXTS[locale])) expect(text.trim()).not.toBe('');
    }
  });

  it('fill their placeholders', () => {
    expect(translate('en-US', 'total', { count: 3 })).toBe('3 in all');
    expect(translate('zh-CN', 'error.load', { message: '超时' })).toBe('加载失败：超时');
  });
});
