import { describe, expect, it } from 'vitest';
import { valuesOf, zEnumOf } from './enum-values.js';

const Colour = { RED: 2, GREEN: 0, BLUE: 1 } as const;

describe('valuesOf', () => {
  it('lists the values in declaration order', () => {
    const values: readonly (0 | 1 | 2)[] = valuesOf(Colour);
    expect(values).toEqual([2, 0, 1]);
  });
});

describe('zEnumOf', () => {
  const zColour = zEnumOf(Colour);

  it('accepts each value, as a number or as text', () => {
    expect(zColour.parse(0)).toBe(0);
    expect(zColour.parse('2')).toBe(2);
  });

  it('refuses other values with the oneOf message', () => {
    for (const value of [3, -1, 1.5, 'x']) {
      const result = zColour.safeParse(value);
      expect(result.success).toBe(false);
    }
    expect(zColour.safeParse(3).error?.issues[0]?.message).toBe('oneOf');
  });
});
