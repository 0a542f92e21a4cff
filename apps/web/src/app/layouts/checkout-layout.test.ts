import { describe, expect, it } from 'vitest';
import { checkoutStep } from './checkout-layout';

describe('checkoutStep', () => {
  it('places each standalone order page on its step', () => {
    expect(checkoutStep('/orderSubmit')).toBe(0);
    expect(checkoutStep('/orderPay')).toBe(1);
    expect(checkoutStep('/pay')).toBe(1);
    expect(checkoutStep('/tobePay')).toBe(1);
    expect(checkoutStep('/paySuccess')).toBe(2);
  });
});
