import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a connection test connected with: everything that decides whether it succeeds (not the name). */
export interface TestedTarget {
  ownerId: number;
  dbType: string;
  host: string;
  port: number;
  database: string;
  username: string;
  password: string;
  sslMode: string;
}

/** The outcome a receipt vouches for. */
export interface ReceiptOutcome {
  /** 0 ok, else the error code of the failure. */
  code: number;
  serverVersion: string;
  testedAt: Date;
}

/**
 * A receipt is kept for this long: saving a connection tested longer ago records it as untested rather than
 * vouching for a result that may no longer hold.
 */
export const RECEIPT_TTL_MS = 15 * 60_000;

const LABEL = 'database_connection.test_receipt.v1';

function subkey(key: Buffer): Buffer {
  return createHmac('sha256', key).update(LABEL).digest();
}

function macOf(key: Buffer, target: TestedTarget, payload: string): Buffer {
  const t = target;
  // JSON of an array: no field can bleed into the next one, whatever characters it holds.
  const tested = JSON.stringify([
    t.ownerId,
    t.dbType,
    t.host.trim(),
    t.port,
    t.database,
    t.username,
    t.password,
    t.sslMode,
  ]);
  return createHmac('sha256', subkey(key)).update(payload).update('\n').update(tested).digest();
}

/**
 * Signs the outcome of a test of form fields, so that saving those very fields can record it (the list then
 * shows the result of the test the user just ran) without the server keeping state between the two calls.
 * The receipt holds no secret: the password is only part of the MAC.
 */
export function signReceipt(key: Buffer, target: TestedTarget, outcome: ReceiptOutcome): string {
  const payload = Buffer.from(
    JSON.stringify({ c: outcome.code, v: outcome.serverVersion, t: outcome.testedAt.getTime() }),
  ).toString('base64url');
  return `${payload}.${macOf(key, target, payload).toString('base64url')}`;
}

/**
 * The outcome a receipt vouches for when it was issued by this server, to this owner, for exactly these
 * connection fields, at most RECEIPT_TTL_MS ago; else null (the connection is then saved as untested).
 */
export function readReceipt(
  key: Buffer,
  receipt: string | undefined,
  target: TestedTarget,
  now: Date,
): ReceiptOutcome | null {
  if (!receipt) return null;
  const [payload, mac, extra] = receipt.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = macOf(key, target, payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: { c?: unknown; v?: unknown; t?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { c, v, t } = parsed;
  if (!Number.isInteger(c) || typeof v !== 'string' || !Number.isInteger(t)) return null;
  const age = now.getTime() - (t as number);
  // A minute of grace for the clocks of several server nodes.
  if (age < -60_000 || age > RECEIPT_TTL_MS) return null;
  return { code: c as number, serverVersion: v, testedAt: new Date(t as number) };
}
