import { COOKIE, type LoginResult, type RoleType, type SessionUser } from '@datamall/contract';
import Cookies from 'js-cookie';

const REFRESH_TOKEN_KEY = 'refresh_token';
const EXPIRES_AT_KEY = 'token_expires_at';
const USER_KEY = 'user_info';
/** sessionStorage keys that belong to a login and die with it. */
export const SESSION_SCOPED_KEYS = ['content_tabs'] as const;

const cookieOptions = { path: '/', sameSite: 'lax' } as const;

/** The browser side of a login: cookies of §9 plus the refresh token and cached user in localStorage. */
export const session = {
  getToken(): string | undefined {
    return Cookies.get(COOKIE.ACCESS_TOKEN) || undefined;
  },
  hasToken(): boolean {
    return Boolean(session.getToken());
  },
  getRoleType(): RoleType | undefined {
    const value = Cookies.get(COOKIE.ROLE_TYPE);
    if (value === undefined || value === '') return undefined;
    const n = Number(value);
    return n === 0 || n === 1 || n === 2 || n === 3 ? n : undefined;
  },
  /** Raw cookie value: '0' means store access is allowed. */
  getPayCode(): string | undefined {
    return Cookies.get(COOKIE.PAY_CODE);
  },
  getRefreshToken(): string | undefined {
    return localStorage.getItem(REFRESH_TOKEN_KEY) ?? undefined;
  },
  /** Epoch ms when the access token expires, if known. */
  getExpiresAt(): number | undefined {
    const value = Number(localStorage.getItem(EXPIRES_AT_KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  },
  getUser(): SessionUser | undefined {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return undefined;
    try {
      return JSON.parse(raw) as SessionUser;
    } catch {
      return undefined;
    }
  },
  setUser(user: SessionUser): void {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },
  save(result: LoginResult): void {
    Cookies.set(COOKIE.ACCESS_TOKEN, result.token, cookieOptions);
    Cookies.set(COOKIE.ROLE_TYPE, String(result.roleType), cookieOptions);
    Cookies.set(COOKIE.PAY_CODE, String(result.payCode), cookieOptions);
    localStorage.setItem(REFRESH_TOKEN_KEY, result.refreshToken);
    localStorage.setItem(EXPIRES_AT_KEY, String(Date.now() + result.expire * 1000));
    session.setUser(result.user);
  },
  /** Logout / expiry: user, token, pay_code, role_type and the tabs of this login. */
  clear(): void {
    Cookies.remove(COOKIE.ACCESS_TOKEN, { path: '/' });
    Cookies.remove(COOKIE.ROLE_TYPE, { path: '/' });
    Cookies.remove(COOKIE.PAY_CODE, { path: '/' });
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    localStorage.removeItem(EXPIRES_AT_KEY);
    localStorage.removeItem(USER_KEY);
    for (const key of SESSION_SCOPED_KEYS) sessionStorage.removeItem(key);
  },
};
