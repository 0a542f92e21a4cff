import { COOKIE, defineEndpoint, endpoints, type LoginResult } from '@datamall/contract';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { browser } from '../browser';
import {
  CHUNK_RELOAD_FLAG,
  handleChunkLoadError,
  isChunkLoadError,
  resetChunkReloadState,
} from '../chunk-reload';
import { setLocale } from '../i18n';
import { bindNotifier } from '../notify';
import { session } from '../session';
import { api } from './api';
import { ApiError } from './api-error';
import { longClient, resetClientState, shortClient } from './client';

type Handler = (config: InternalAxiosRequestConfig) => { status?: number; data?: unknown } | Promise<never>;

let requests: InternalAxiosRequestConfig[] = [];

/** Replaces the network below axios: interceptors, serialisers and status checks all still run. */
function mockAdapter(handler: Handler) {
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    requests.push(config);
    const result = await handler(config);
    const response: AxiosResponse = {
      data: result.data,
      status: result.status ?? 200,
      statusText: 'OK',
      headers: { 'content-type': 'application/json' },
      config,
    };
    if (!config.validateStatus?.(response.status)) {
      throw new AxiosError(`status ${response.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  shortClient.defaults.adapter = adapter;
  longClient.defaults.adapter = adapter;
}

const envelope = (code: number, msg = '', data: unknown = null) => ({ data: { code, msg, data } });

const toast = vi.fn();
const ping = defineEndpoint({
  id: 'test.ping',
  method: 'GET',
  path: '/server/test/ping',
  summary: 'test',
  access: 'user',
  query: z.object({ ids: z.array(z.number()).optional(), name: z.string().optional() }),
  response: z.object({ pong: z.boolean(), count: z.coerce.number().default(0) }),
});
const formPost = defineEndpoint({
  id: 'test.form',
  method: 'POST',
  path: '/server/test/form/{id}',
  summary: 'test',
  access: 'user',
  body: z.object({ taskId: z.string(), tags: z.array(z.string()) }),
  bodyType: 'form',
  response: z.null(),
});
const gateway = defineEndpoint({
  id: 'test.gateway',
  method: 'GET',
  path: '/api/some/service',
  summary: 'test',
  access: 'user',
  response: z.unknown(),
});

const loginResult: LoginResult = {
  token: 'tok-1',
  refreshToken: 'ref-1',
  expire: 43_200,
  roleType: 3,
  payCode: 0,
  user: {
    id: '1',
    name: 'supplier',
    realName: 'S',
    superAdmin: 0,
    userType: 3,
    roleType: 3,
    payCode: 0,
    messageTip: 0,
    headUrl: '',
    unreadList: [],
    unreadNum: 0,
    mobile: '',
    email: '',
    companyName: 'ACME',
    spType: 1,
    createDate: '',
  },
};

const toasts = () =>
  toast.mock.calls.map(([arg]) => arg as { type: string; content: string; duration: number });

beforeEach(async () => {
  requests = [];
  toast.mockReset();
  resetClientState();
  resetChunkReloadState();
  sessionStorage.clear();
  localStorage.clear();
  session.clear();
  bindNotifier({ message: { open: toast } } as never);
  vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
  vi.spyOn(browser, 'currentPath').mockReturnValue('/producer-nodeinfo?tab=2');
  await setLocale('zh-CN');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('request conventions (§7.1)', () => {
  it('sends language, bearer token, credentials, _t on GET and repeated array keys', async () => {
    session.save(loginResult);
    await setLocale('zh-TW');
    mockAdapter(() => envelope(0, 'ok', { pong: true }));
    await api(ping, { query: { ids: [1, 2], name: 'x' } });
    const [config] = requests;
    expect(config?.headers.get('Accept-Language')).toBe('zh-TW');
    expect(config?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(config?.withCredentials).toBe(true);
    expect(config?.timeout).toBe(15_000);
    const uri = shortClient.getUri(config);
    expect(uri).toMatch(/ids=1&ids=2/);
    expect(uri).toMatch(/_t=\d+/);
  });

  it('returns data parsed by the contract schema (z.output)', async () => {
    mockAdapter(() => envelope(0, 'ok', { pong: true, count: '7' }));
    const data = await api(ping);
    expect(data).toEqual({ pong: true, count: 7 });
  });

  it('serialises form bodies as urlencoded and fills path params', async () => {
    mockAdapter(() => envelope(0));
    await api(formPost, { params: { id: 5 }, body: { taskId: 't1', tags: ['a', 'b'] } });
    const [config] = requests;
    expect(config?.url).toBe('/server/test/form/5');
    expect(String(config?.headers.get('Content-Type'))).toMatch(/application\/x-www-form-urlencoded/);
    expect(config?.data).toBe('taskId=t1&tags=a&tags=b');
    expect(shortClient.getUri(config)).not.toMatch(/_t=/);
  });

  it('uses the 180 s client when asked', async () => {
    mockAdapter(() => envelope(0, 'ok', { pong: true }));
    await api(ping, { long: true });
    expect(requests[0]?.timeout).toBe(180_000);
  });

  it('does not send the bearer token to no-auth calls and keeps an explicit Basic header', async () => {
    session.save(loginResult);
    mockAdapter(() => envelope(0, 'ok', loginResult));
    await api(endpoints.identity.login, {
      body: { username: 'a', password: 'b', captcha: 'c', uuid: 'u' },
      headers: { Authorization: `Basic ${btoa('web:web')}` },
    });
    expect(requests[0]?.headers.get('Authorization')).toBe('Basic d2ViOndlYg==');
  });
});

describe('error catalogue (§8)', () => {
  it('passes code 0, -1 and 100019 through', async () => {
    for (const code of [0, -1, 100019]) {
      mockAdapter(() => envelope(code, '', { pong: true }));
      await expect(api(ping)).resolves.toMatchObject({ pong: true });
    }
    expect(toast).not.toHaveBeenCalled();
  });

  it('code 500 shows the server message for 3 s', async () => {
    mockAdapter(() => envelope(500, '数据库连接失败'));
    await expect(api(ping)).rejects.toMatchObject({ code: 500, handled: true });
    expect(toasts()).toEqual([{ type: 'error', content: '数据库连接失败', duration: 3, key: undefined }]);
  });

  it('code 100017 warns 2 s, clears the session and goes to login with the full path', async () => {
    session.save(loginResult);
    mockAdapter(() => envelope(100017, 'expired'));
    await expect(api(ping)).rejects.toBeInstanceOf(ApiError);
    expect(toasts()).toEqual([
      { type: 'warning', content: '登录失效，请重新登录！', duration: 2, key: 'login-expired' },
    ]);
    expect(Cookies.get(COOKIE.ACCESS_TOKEN)).toBeUndefined();
    expect(Cookies.get(COOKIE.ROLE_TYPE)).toBeUndefined();
    expect(Cookies.get(COOKIE.PAY_CODE)).toBeUndefined();
    expect(session.getUser()).toBeUndefined();
    expect(browser.assign).toHaveBeenCalledWith('/login?redirect=%2Fproducer-nodeinfo%3Ftab%3D2');
  });

  it('shows the login-expired warning in the current language, once for a burst of calls', async () => {
    await setLocale('en-US');
    session.save(loginResult);
    mockAdapter(() => envelope(100017, 'expired'));
    await Promise.allSettled([api(ping), api(ping), api(ping)]);
    expect(toasts().map((m) => m.content)).toEqual(['Your session has expired, please log in again!']);
    expect(browser.assign).toHaveBeenCalledTimes(1);
  });

  it('code 100017 on a whitelisted page warns and clears the session but stays', async () => {
    vi.mocked(browser.currentPath).mockReturnValue('/mall');
    session.save(loginResult);
    mockAdapter(() => envelope(100017, 'expired'));
    await expect(api(ping)).rejects.toMatchObject({ code: 100017, handled: true });
    expect(toasts().map((m) => m.content)).toEqual(['登录失效，请重新登录！']);
    expect(session.hasToken()).toBe(false);
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('ignores 100017 of the API-gateway client prefix', async () => {
    session.save(loginResult);
    mockAdapter(() => envelope(100017, 'upstream said expired'));
    await expect(api(gateway)).rejects.toMatchObject({ code: 100017, handled: false });
    expect(browser.assign).not.toHaveBeenCalled();
    expect(session.hasToken()).toBe(true);
  });

  it('treats 10004 as an expired login on the long client only', async () => {
    session.save(loginResult);
    mockAdapter(() => envelope(10004, 'x'));
    await expect(api(ping)).rejects.toMatchObject({ code: 10004, handled: false });
    expect(browser.assign).not.toHaveBeenCalled();
    await expect(api(ping, { long: true })).rejects.toMatchObject({ code: 10004, handled: true });
    expect(browser.assign).toHaveBeenCalledWith('/login?redirect=%2Fproducer-nodeinfo%3Ftab%3D2');
    expect(toasts().map((m) => m.content)).toEqual(['登录失效，请重新登录！']);
  });

  it('code 401 with a stored token reloads the page', async () => {
    session.save(loginResult);
    mockAdapter(() => envelope(401, 'unauthorized'));
    await expect(api(ping)).rejects.toMatchObject({ code: 401 });
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(session.hasToken()).toBe(false);
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it.each([401, 10001])('code %i without a token clears the login and redirects', async (code) => {
    localStorage.setItem('user_info', JSON.stringify(loginResult.user));
    mockAdapter(() => envelope(code, 'not logged in'));
    await expect(api(ping)).rejects.toMatchObject({ code });
    expect(session.getUser()).toBeUndefined();
    expect(browser.assign).toHaveBeenCalledWith('/login?redirect=%2Fproducer-nodeinfo%3Ftab%3D2');
  });

  it.each(['/mall', '/login', '/register', '/help/center/1'])(
    'code 10001 on the whitelisted path %s rejects without redirect',
    async (path) => {
      vi.mocked(browser.currentPath).mockReturnValue(path);
      mockAdapter(() => envelope(10001, 'not logged in'));
      await expect(api(ping)).rejects.toMatchObject({ code: 10001, handled: false });
      expect(browser.assign).not.toHaveBeenCalled();
    },
  );

  it('other codes reject with the server message and no toast', async () => {
    mockAdapter(() => envelope(10009, '账号正在等待平台审核，审核通过后即可登录'));
    const error = await api(ping).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 10009,
      handled: false,
      message: '账号正在等待平台审核，审核通过后即可登录',
    });
    expect(toast).not.toHaveBeenCalled();
  });

  it('an HTTP status other than 200/304 shows 服务异常', async () => {
    mockAdapter(() => ({ status: 502, data: '<html>bad gateway</html>' }));
    await expect(api(ping)).rejects.toMatchObject({ handled: true });
    expect(toasts()).toEqual([{ type: 'error', content: '服务异常', duration: 3, key: 'service-error' }]);
  });

  it.each([
    ['network error', 'ERR_NETWORK', 'Network Error'],
    ['timeout', 'ECONNABORTED', 'timeout of 15000ms exceeded'],
    ['clarified timeout', 'ETIMEDOUT', 'timeout of 15000ms exceeded'],
    ['abort', 'ECONNABORTED', 'Request aborted'],
  ])('%s shows 请求超时，请稍后重试 for 3 s plus 服务异常', async (_, code, message) => {
    mockAdapter((config) => Promise.reject(new AxiosError(message, code, config)));
    await expect(api(ping)).rejects.toMatchObject({ handled: true });
    expect(toasts()).toEqual([
      { type: 'error', content: '请求超时，请稍后重试', duration: 3, key: 'timeout' },
      { type: 'error', content: '服务异常', duration: 3, key: 'service-error' },
    ]);
  });

  it('a caller cancelling its own request is silent', async () => {
    const controller = new AbortController();
    controller.abort();
    mockAdapter(() => envelope(0));
    await expect(api(ping, { signal: controller.signal })).rejects.toMatchObject({ name: 'CanceledError' });
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('chunk load failures (§8)', () => {
  it('recognises the failure shapes', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once with a 4 s notice, then asks for a manual reload', () => {
    vi.useFakeTimers();
    handleChunkLoadError();
    handleChunkLoadError(); // its stylesheet failing too is the same failure
    expect(toasts()).toEqual([
      {
        type: 'info',
        content: '服务器版本已更新，正在刷新本地缓存，请稍后重试。',
        duration: 4,
        key: 'chunk-load',
      },
    ]);
    vi.runAllTimers();
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBe('1');

    // After the reload the page is new: the flag survived in sessionStorage.
    resetChunkReloadState();
    toast.mockReset();
    handleChunkLoadError();
    vi.runAllTimers();
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([
      { type: 'error', content: '请手动刷新页面！', duration: 3, key: 'chunk-load' },
    ]);
  });
});
