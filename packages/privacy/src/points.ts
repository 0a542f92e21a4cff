import { randomInt } from 'node:crypto';
import { POINT_BYTES } from './curve.js';
import { PrivacyProtocolError } from './errors.js';
import { LIMITS } from './spec.js';

export function packPoints(points: readonly Buffer[]): string {
  return Buffer.concat(points).toString('base64');
}

/** Reads a list of points a party sent; refuses anything but base64 of whole 32-byte points (and too many). */
export function unpackPoints(text: unknown): Buffer[] {
  if (typeof text !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) {
    throw new PrivacyProtocolError('malformed-message', 'a list of points is not base64 text');
  }
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length % POINT_BYTES !== 0 || bytes.length / POINT_BYTES > LIMITS.rowsPerParty) {
    throw new PrivacyProtocolError('malformed-message', 'a list of points has a broken length');
  }
  const points: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += POINT_BYTES) {
    points.push(bytes.subarray(offset, offset + POINT_BYTES));
  }
  return points;
}

/** A uniformly random order of `length` positions (Fisher–Yates with the secure random source). */
export function randomPermutation(length: number): number[] {
  const order = Array.from({ length }, (_, i) => i);
  for (let i = length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** The distinct, trimmed, non-empty keys of a column, in first-seen order. */
export function distinctKeys(values: Iterable<unknown>): string[] {
  const keys = new Set<string>();
  for (const value of values) {
    const key = joinKey(value);
    if (key !== null) keys.add(key);
  }
  return [...keys];
}

/** A join key as both sides compare it: the value's text, trimmed and in Unicode NFC; null when empty. */
export function joinKey(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const key = String(value).trim().normalize('NFC');
  return key === '' ? null : key;
}
