import { COOKIE } from '@datamall/contract';
import Cookies from 'js-cookie';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { notFoundLoader, requireToken, type Store, storeGuard } from './guards';

const args = (path: string) =>
  ({
    request: new Request(`http://localhost${path}`),
    params: {},
    context: {},
  }) as unknown as LoaderFunctionArgs;

/** Runs a loader and returns where it redirected, or null. */
function target(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

function cookies(values: Partial<Record<'token' | 'pay' | 'role', string>>) {
  if (values.token) Cookies.set(COOKIE.ACCESS_TOKEN, values.token);
  if (values.pay !== undefined) Cookies.set(COOKIE.PAY_CODE, values.pay);
  if (values.role !== undefined) Cookies.set(COOKIE.ROLE_TYPE, values.role);
}

afterEach(() => {
  for (const name of Object.values(COOKIE)) Cookies.remove(name);
});

describe('route guards (§2.1)', () => {
  it('sends a visitor without token to login with the full path', () => {
    expect(target(() => requireToken(args('/producer-nodeinfo?a=1&b=2')))).toBe(
      '/login?redirect=%2Fproducer-nodeinfo%3Fa%3D1%26b%3D2',
    );
    cookies({ token: 't' });
    expect(target(() => requireToken(args('/producer-nodeinfo')))).toBeNull();
  });

  it('asks for login on unknown paths without token, except public ones', () => {
    expect(target(() => notFoundLoader(args('/whatever')))).toBe('/login?redirect=%2Fwhatever');
    expect(target(() => notFoundLoader(args('/archives/homePage')))).toBeNull();
    cookies({ token: 't' });
    expect(target(() => notFoundLoader(args('/whatever')))).toBeNull();
  });

  it.each<[Store, Partial<Record<'token' | 'pay' | 'role', string>>, string | null]>([
    ['tablestore', {}, '/login?redirect=%2Ftablestore'],
    ['tablestore', { token: 't', pay: '1', role: '1' }, '/login?redirect=%2Ftablestore'],
    ['tablestore', { token: 't', pay: '0', role: '3' }, null],
    ['appstore', { token: 't', pay: '0', role: '3' }, '/404'],
    ['appstore', { token: 't', pay: '0', role: '2' }, null],
    ['sourcestore', { token: 't', pay: '0', role: '2' }, '/404'],
    ['sourcestore', { token: 't', pay: '0', role: '3' }, null],
    ['appstore', { token: 't', pay: '1', role: '3' }, '/login?redirect=%2Fappstore'],
  ])('%s with %o -> %s', (store, values, expected) => {
    cookies(values);
    expect(target(() => storeGuard(store)(args(`/${store}`)))).toBe(expected);
  });
});
