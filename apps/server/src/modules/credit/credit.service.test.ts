import {
  ErrorCode,
  errorMessage,
  isWithinCreditLimitMax,
  MAX_CREDIT_LIMIT_YUAN,
  zCreditLimitYuan,
} from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { CreditService, yuanToUnits } from './credit.service.js';

describe('yuanToUnits', () => {
  it('converts yuan text to 1/10000 yuan exactly', () => {
    expect(yuanToUnits('0')).toBe(0n);
    expect(yuanToUnits('12.5')).toBe(125_000n);
    expect(yuanToUnits('100.0001')).toBe(1_000_001n);
    expect(yuanToUnits('999999999999.9999')).toBe(9_999_999_999_999_999n);
  });
});

describe('setLimit', () => {
  it('refuses a limit above MAX_CREDIT_LIMIT_YUAN before touching the database', async () => {
    const service = new CreditService(null as never, null as never);
    const error = await service
      .setLimit(1, yuanToUnits('100000000.0001'), 'too much', { userId: 1, username: 'admin' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(ErrorCode.BAD_PARAMS);
    expect(errorMessage(ErrorCode.BAD_PARAMS, 'en-US', (error as AppError).params)).toContain(
      'the credit limit (creditLimit) may be at most 100,000,000 yuan',
    );
  });
});

describe('zCreditLimitYuan', () => {
  it.each([
    ['0', true],
    ['12500.50', true],
    ['100000000', true],
    ['0100000000.00', true],
    ['100000000.01', false],
    ['100000001', false],
    ['999999999999999999999', false],
  ])('%s within the maximum: %s', (value, ok) => {
    expect(isWithinCreditLimitMax(value)).toBe(ok);
    const issue = zCreditLimitYuan.safeParse(value).error?.issues[0];
    expect(issue?.message).toBe(ok ? undefined : `creditLimitTooBig:${MAX_CREDIT_LIMIT_YUAN}`);
  });

  it('takes yuan to the fen: a third decimal is a format error, not a size one', () => {
    const issue = zCreditLimitYuan.safeParse('12.345').error?.issues[0];
    expect(issue?.code).toBe('invalid_format');
    expect(zCreditLimitYuan.safeParse('12.34').success).toBe(true);
  });
});
