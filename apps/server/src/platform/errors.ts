import { type DetailReason, ErrorCode } from '@datamall/contract';

/**
 * A handled error: answered as `{code, msg, data}` with HTTP 200, `msg` in the caller's language.
 * `params` fill the message template of the code.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params?: Record<string, string | number>,
    readonly data: unknown = null,
  ) {
    super(`AppError ${code}`);
  }
}

export const notFound = () => new AppError(ErrorCode.NOT_FOUND);
export const forbidden = () => new AppError(ErrorCode.FORBIDDEN);
export const illegalState = () => new AppError(ErrorCode.ILLEGAL_STATE);

/**
 * A 400 on `field` (kept in `data.field` for the form to highlight) whose `detail` says why, in the caller's
 * language: `reason` is resolved when the answer is written, with `field` and `params` filling its template.
 */
export const badParam = (field: string, reason: DetailReason, params?: Record<string, string | number>) =>
  new AppError(ErrorCode.BAD_PARAMS, { ...params, field, detailReason: reason }, { field });
