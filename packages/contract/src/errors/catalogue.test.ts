import { describe, expect, it } from 'vitest';
import { LOCALES, type Localized } from '../locales.js';
import { defineErrorDomain, mergeErrorDomains } from './domain.js';
import {
  ERROR_MESSAGES,
  ErrorCode,
  errorMessage,
  PARAM_REASONS,
  PUBLIC_KEY_REASONS,
  REQUEST_BODY_REASONS,
  VALIDATION_REASONS,
} from './index.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function expectComplete(table: Record<string, Localized>) {
  for (const [key, texts] of Object.entries(table)) {
    for (const locale of LOCALES) expect(texts[locale]?.trim(), `${key} ${locale}`).toBeTruthy();
    const names = placeholders(texts['zh-CN']);
    for (const locale of LOCALES) expect(placeholders(texts[locale]), `${key} ${locale}`).toEqual(names);
  }
}

const text = (word: string): Localized => ({ 'zh-CN': word, 'zh-TW': word, 'en-US': word });

describe('the error catalogue', () => {
  it('has every code in the three languages, with the same placeholders', () => {
    for (const code of Object.values(ErrorCode)) expect(ERROR_MESSAGES[code], String(code)).toBeDefined();
    expectComplete(ERROR_MESSAGES as Record<string, Localized>);
  });

  it('has one name per number and a message for no other number', () => {
    const numbers = Object.values(ErrorCode);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(
      Object.keys(ERROR_MESSAGES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('refuses a name or a number that two domain files both declare', () => {
    const first = defineErrorDomain({ FIRST: 1 }, { 1: text('one') });
    const sameName = defineErrorDomain({ FIRST: 2 }, { 2: text('two') });
    const sameNumber = defineErrorDomain({ SECOND: 1 }, { 1: text('one again') });
    expect(() => mergeErrorDomains([first, sameName])).toThrow('FIRST is declared twice');
    expect(() => mergeErrorDomains([first, sameNumber])).toThrow('1 is declared twice');
    expect(mergeErrorDomains([first, defineErrorDomain({ SECOND: 2 }, { 2: text('two') })])).toEqual({
      codes: { FIRST: 1, SECOND: 2 },
      messages: { 1: text('one'), 2: text('two') },
    });
  });

  it('has every reason of a 400 detail in the three languages, with the same placeholders', () => {
    expectComplete(VALIDATION_REASONS);
    expectComplete(REQUEST_BODY_REASONS);
    expectComplete(PARAM_REASONS);
    expectComplete(PUBLIC_KEY_REASONS);
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
