/** Cookie names fixed by the spec (§9). */
export const COOKIE = {
  ACCESS_TOKEN: 'access_token',
  PAY_CODE: 'pay_code',
  ROLE_TYPE: 'role_type',
  LANGUAGE: 'language',
} as const;

/** List conventions (§9): page sizes, first page, default size. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const FIRST_PAGE = 1;

/** Request timeouts of the web clients (§9). */
export const SHORT_TIMEOUT_MS = 15_000;
export const LONG_TIMEOUT_MS = 180_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Message durations in seconds (§9). */
export const MESSAGE_DURATION = { error: 3, refresh: 4, success: 0.5, warning: 2 } as const;

/** Throttle for completing and rejecting workflow tasks (§5). */
export const TASK_ACTION_THROTTLE_MS = 3000;

/** Session lifetimes. */
export const ACCESS_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Login protection. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_DURATION_MS = 15 * 60 * 1000;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** SMS verification codes. */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_PER_MINUTE = 1;
export const SMS_PER_DAY = 10;

/** Field patterns (§5 helpers) shared by server validation and web forms. */
export const MOBILE_PATTERN = /^1\d{10}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const URL_PATTERN = /^https?:\/\/[^\s]+$/;
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;
/** 8 to 32 characters with at least one upper-case letter, one lower-case letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[\x21-\x7e]{8,32}$/;
