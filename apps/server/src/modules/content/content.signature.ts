import { createHash, timingSafeEqual } from 'node:crypto';
import { content, ErrorCode } from '@datamall/contract';
import { AppError } from '../../platform/errors.js';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** The signature of the public content API: md5(md5(appid + secret + timestamp)), lower-case hex. */
export function contentSignature(appId: string, secret: string, timestamp: string): string {
  return md5(md5(`${appId}${secret}${timestamp}`));
}

export interface SignedParams {
  appid?: string | undefined;
  timestamp?: string | undefined;
  signature?: string | undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a signed call: the app id must be ours, the signature must match, and the timestamp (Unix seconds)
 * must be within 5 minutes of `now`. Throws 10240 (signature) or 10241 (timestamp); answers nothing else.
 */
export function verifySignedCall(
  params: SignedParams,
  credentials: { appId: string; secret: string },
  now: Date,
): void {
  const { appid, timestamp, signature } = params;
  if (!appid || !signature || !sameText(appid, credentials.appId)) {
    throw new AppError(ErrorCode.CONTENT_SIGNATURE_INVALID);
  }
  const minutes = content.SIGNATURE_MAX_SKEW_SECONDS / 60;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) {
    throw new AppError(ErrorCode.CONTENT_TIMESTAMP_INVALID, { minutes });
  }
  const expected = contentSignature(credentials.appId, credentials.secret, timestamp);
  if (!sameText(signature.toLowerCase(), expected)) throw new AppError(ErrorCode.CONTENT_SIGNATURE_INVALID);
  const skew = Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp));
  if (skew > content.SIGNATURE_MAX_SKEW_SECONDS)
    throw new AppError(ErrorCode.CONTENT_TIMESTAMP_INVALID, { minutes });
}
