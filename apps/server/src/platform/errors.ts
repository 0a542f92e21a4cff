import { ErrorCode } from '@datamall/contract';

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
