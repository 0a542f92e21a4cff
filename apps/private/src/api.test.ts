import { endpoints } from '@datamall/contract';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api';
import { resolveLocale } from './session';

function answer(body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
}

describe('calls to the platform', () => {
  beforeEach(() => {
    Cookies.set('access_token', 'tok-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Cookies.remove('access_token');
    Cookies.remove('language');
  });

  it('send the main app’s session and language to the contract path and answer the data', async () => {
    const fetch = answer({ code: 0, msg: 'ok', data: { list: [], total: 0 } });
    vi.stubGlobal('fetch', fetch);
    const page = await api(endpoints.nodes.queryPageData, {
      body: { page: 1, limit: 10, kind: 'privacy' },
      locale: 'en-US',
    });
    expect(page).toEqual({ list: [], total: 0 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/server/nodeInfo/queryPageData');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'Accept-Language': 'en-US' });
    expect(JSON.parse(String(init.body))).toEqual({ page: 1, limit: 10, kind: 'privacy' });
  });

  it('reject a non-zero code with its message', async () => {
    vi.stubGlobal('fetch', answer({ code: 403, msg: '无权限', data: null }));
    const call = api(endpoints.assets.authorization, { body: { page: 1, limit: 10 }, locale: 'zh-CN' });
    await expect(call).rejects.toEqual(new ApiError(403, '无权限'));
  });

  it('send the user to the login page, with a way back, when the session has ended', async () => {
    vi.stubGlobal('fetch', answer({ code: 100017, msg: '登录已过期', data: null }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/private/assets', search: '?page=2', assign });
    await expect(
      api(endpoints.assets.authorization, { body: { page: 1, limit: 10 }, locale: 'zh-CN' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/private/assets?page=2')}`);
  });

  it('use the language the host passed, else the main app’s cookie', () => {
    expect(resolveLocale('zh-TW')).toBe('zh-TW');
    Cookies.set('language', 'en-US');
    expect(resolveLocale(undefined)).toBe('en-US');
    expect(resolveLocale('fr-FR')).toBe('en-US');
  });
});
