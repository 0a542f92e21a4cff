import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  ErrorCode,
  errorMessage,
  PARAM_REASONS,
  REQUEST_BODY_REASONS,
  VALIDATION_REASONS,
} from './errors.js';
import { LOCALES, type Localized } from './locales.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function expectComplete(table: Record<string, Localized>) {
  for (const [key, texts] of Object.entries(table)) {
    for (const locale of LOCALES) expect(texts[locale]?.trim(), `${key} ${locale}`).toBeTruthy();
    const names = placeholders(texts['zh-CN']);
    for (const locale of LOCALES) expect(placeholders(texts[locale]), `${key} ${locale}`).toEqual(names);
  }
}

describe('the error catalogue', () => {
  it('has every code in the three languages, with the same placeholders', () => {
    for (const code of Object.values(ErrorCode)) expect(ERROR_MESSAGES[code], String(code)).toBeDefined();
    expectComplete(ERROR_MESSAGES as Record<string, Localized>);
  });

  it('has every reason of a 400 detail in the three languages, with the same placeholders', () => {
    expectComplete(VALIDATION_REASONS);
    expectComplete(REQUEST_BODY_REASONS);
    expectComplete(PARAM_REASONS);
  });

  it('words a detailReason param as the detail, in the asked language, filled from the same params', () => {
    const params = { field: 'versionId', detailReason: 'versionNotOfItem', versionId: 7 };
    expect(errorMessage(ErrorCode.BAD_PARAMS, 'zh-CN', params)).toBe('参数错误：版本 7 不属于该商品');
    expect(errorMessage(ErrorCode.BAD_PARAMS, 'zh-TW', params)).toBe('參數錯誤：版本 7 不屬於該商品');
    expect(errorMessage(ErrorCode.BAD_PARAMS, 'en-US', params)).toBe(
      'Invalid parameter: version 7 does not belong to this good',
    );
    expect(errorMessage(ErrorCode.BAD_PARAMS, 'en-US', { field: 'sourceId', detailReason: 'required' })).toBe(
      'Invalid parameter: sourceId is required',
    );
  });

  it('leaves a ready detail and an unknown reason alone', () => {
    expect(errorMessage(ErrorCode.BAD_PARAMS, 'en-US', { detail: 'as given' })).toBe(
      'Invalid parameter: as given',
    );
    expect(
      errorMessage(ErrorCode.BAD_PARAMS, 'en-US', { detail: 'as given', detailReason: 'toString' }),
    ).toBe('Invalid parameter: as given');
  });
});
