import { z } from 'zod';

/** An enumeration declared as an `as const` object: names to wire values. */
export type EnumObject = Readonly<Record<string, number | string>>;
/** The values of an enumeration object, as a union of literals. */
export type EnumValue<E extends EnumObject> = E[keyof E];

/**
 * The values of an enumeration object in declaration order, typed as its literals, so a list (filters, tags)
 * follows the enumeration when a value is added. Never empty, so the first value is typed without `undefined`.
 */
export function valuesOf<const E extends EnumObject>(
  enumObject: E,
): readonly [EnumValue<E>, ...EnumValue<E>[]] {
  const values = Object.values(enumObject) as EnumValue<E>[];
  if (!values.length) throw new Error('an enumeration needs at least one value');
  return values as [EnumValue<E>, ...EnumValue<E>[]];
}

/**
 * The zod schema of a numeric enumeration: a number (or its text, as in a query string) that is one of the
 * object's values; any other answers 400 "not allowed" (`oneOf`).
 */
export function zEnumOf<const E extends Readonly<Record<string, number>>>(enumObject: E) {
  const values: readonly number[] = valuesOf(enumObject);
  return z.coerce
    .number()
    .int()
    .refine((n): n is EnumValue<E> => values.includes(n), { message: 'oneOf' });
}
