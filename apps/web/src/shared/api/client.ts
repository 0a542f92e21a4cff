import { ErrorCode, LONG_TIMEOUT_MS, SHORT_TIMEOUT_MS, zLoginResult } from '@datamall/contract';
import axios, {
  type AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { browser } from '../browser';
import { getLocale, t } from '../i18n/instance';
import { notify } from '../notify';
import { isPublicPath, loginUrl } from '../public-paths';
import { session } from '../session';
import { ApiError } from './api-error';

/** URLs of the API-gateway client: there 100017 is the called API's own answer, not our session (§8). */
export const API_CLIENT_PREFIX = '/api/';

/** Calls that never carry the bearer token (§6 no-auth list, plus the other anonymous identity calls). */
export const NO_AUTH_PATHS = [
  '/server/user/login',
  '/sys/user/register',
  '/sys/user/resubmit',
  '/server/aliSms/sendSms',
  '/server/aliSms/verifySmsCode',
  '/server/user/setNewPassWord',
  '/server/token/refresh',
  '/server/item/itemDetail',
  '/server/item/itemDetailResp',
  '/server/dataSource/querySourceDetail',
  '/captcha',
];

/** Refresh the access token this long before it expires. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

function pathOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url, 'http://local').pathname;
  } catch {
    return url;
  }
}

const isNoAuth = (url: string | undefined) => NO_AUTH_PATHS.includes(pathOf(url));

/** Set once the session is over and the page is leaving: a burst of failing calls gives one toast. */
let leaving = false;

/** Tests only: forget that a redirect happened. */
export function resetClientState(): void {
  leaving = false;
}

function goToLogin(): void {
  const current = browser.currentPath();
  if (current.startsWith('/login')) return;
  browser.assign(loginUrl(current));
}

const onPublicPage = () => isPublicPath(pathOf(browser.currentPath()));

/** §8 login expired; §2.1: the user goes to login unless the current page is whitelisted (e.g. the mall). */
function loginExpired(): void {
  if (leaving) return;
  notify.warning(t('request:loginExpired'), 'login-expired');
  session.clear();
  if (onPublicPage()) return;
  leaving = true;
  goToLogin();
}

let refreshing: Promise<void> | undefined;

async function refreshToken(refresh: string): Promise<void> {
  try {
    const response = await axios.post<Envelope>(
      '/server/token/refresh',
      { refresh },
      { baseURL: import.meta.env.VITE_API_BASE ?? '', timeout: SHORT_TIMEOUT_MS, withCredentials: true },
    );
    const body = response.data;
    if (isEnvelope(body) && body.code === 0) session.save(zLoginResult.parse(body.data));
  } catch {
    // A failed refresh leaves the old token: the call then meets the server's verdict (100017 -> login).
  }
}

async function ensureFreshToken(config: InternalAxiosRequestConfig): Promise<void> {
  if (isNoAuth(config.url) || !session.hasToken()) return;
  const expiresAt = session.getExpiresAt();
  const refresh = session.getRefreshToken();
  if (!expiresAt || !refresh || expiresAt - Date.now() > REFRESH_MARGIN_MS) return;
  refreshing ??= refreshToken(refresh).finally(() => {
    refreshing = undefined;
  });
  await refreshing;
}

async function onRequest(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  await ensureFreshToken(config);
  config.headers.set('Accept-Language', getLocale());
  const token = session.getToken();
  if (token && !isNoAuth(config.url) && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  if ((config.method ?? 'get').toLowerCase() === 'get') {
    config.params = { ...(config.params as object | undefined), _t: Date.now() };
  }
  return config;
}

function onResponse(response: AxiosResponse, long: boolean): AxiosResponse {
  const body: unknown = response.data;
  if (!isEnvelope(body)) return response;
  const { code } = body;
  if (code === 0 || code === -1 || code === 100019) return response;

  const url = pathOf(response.config.url);
  const msg = body.msg || t('request:failed');
  if ((code === ErrorCode.LOGIN_EXPIRED && !url.startsWith(API_CLIENT_PREFIX)) || (long && code === 10004)) {
    loginExpired();
    throw new ApiError(code, msg, true, body.data);
  }
  if (code === ErrorCode.UNAUTHORIZED && session.hasToken()) {
    // The token was refused: drop it and let the route guards decide where this page goes.
    session.clear();
    if (!leaving) {
      leaving = true;
      browser.reload();
    }
    throw new ApiError(code, msg, true, body.data);
  }
  if (code === ErrorCode.UNAUTHORIZED || code === ErrorCode.NOT_LOGGED_IN) {
    session.clear();
    if (onPublicPage()) throw new ApiError(code, msg, false, body.data);
    if (!leaving) {
      leaving = true;
      goToLogin();
    }
    throw new ApiError(code, msg, true, body.data);
  }
  if (code === ErrorCode.SERVER_ERROR) {
    notify.error(msg);
    throw new ApiError(code, msg, true, body.data);
  }
  throw new ApiError(code, msg, false, body.data);
}

function onTransportError(error: AxiosError): never {
  if (axios.isCancel(error)) throw error;
  if (error.response) {
    notify.error(t('request:serviceError'), 'service-error');
    throw new ApiError(-1, t('request:serviceError'), true, error.response.data);
  }
  // Network error, aborted or timed out: both toasts, as the catalogue says.
  notify.error(t('request:timeout'), 'timeout');
  notify.error(t('request:serviceError'), 'service-error');
  throw new ApiError(-1, t('request:timeout'), true);
}

export interface ClientOptions {
  timeout: number;
  /** The long client also treats 10004 as an expired login. */
  long: boolean;
}

/** One request client of §7.1; `shortClient` and `longClient` are the two the app uses. */
export function createClient({ timeout, long }: ClientOptions): AxiosInstance {
  const instance = axios.create({
    baseURL: import.meta.env.VITE_API_BASE ?? '',
    timeout,
    withCredentials: true,
    // Arrays repeat the key: ids=1&ids=2.
    paramsSerializer: { indexes: null },
    validateStatus: (status) => status === 200 || status === 304,
  });
  instance.interceptors.request.use(onRequest);
  instance.interceptors.response.use((response) => onResponse(response, long), onTransportError);
  return instance;
}

export const shortClient = createClient({ timeout: SHORT_TIMEOUT_MS, long: false });
export const longClient = createClient({ timeout: LONG_TIMEOUT_MS, long: true });
