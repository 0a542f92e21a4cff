import { describe, expect, it } from 'vitest';
import { isSubAppPath, redirectsOnArrival, rememberable, remoteEntryUrl, restoredPath } from './navigation';

describe('the sub-application prefix', () => {
  it('owns /private and every path below it, nothing else', () => {
    expect(isSubAppPath('/private')).toBe(true);
    expect(isSubAppPath('/private/')).toBe(true);
    expect(isSubAppPath('/private/assets/deep/path')).toBe(true);
    expect(isSubAppPath('/privately')).toBe(false);
    expect(isSubAppPath('/consumer-permissions-index')).toBe(false);
  });
});

describe('the remembered sub-path', () => {
  it('is restored when the user opens the root /private', () => {
    expect(restoredPath('/private', '', '/assets?page=2')).toBe('/private/assets?page=2');
    expect(restoredPath('/private/', '', '/nodes')).toBe('/private/nodes');
  });

  it('leaves an explicit sub-path or a query alone', () => {
    expect(restoredPath('/private/nodes', '', '/assets')).toBeUndefined();
    expect(restoredPath('/private', '?from=mail', '/assets')).toBeUndefined();
  });

  it('is nothing when none is stored or the stored one is not a sub-path', () => {
    expect(restoredPath('/private', '', null)).toBeUndefined();
    expect(restoredPath('/private', '', '/')).toBeUndefined();
    expect(restoredPath('/private', '', '//evil.example/x')).toBeUndefined();
    expect(restoredPath('/private', '', 'assets')).toBeUndefined();
  });

  it('remembers only the sub-application’s own sub-paths', () => {
    expect(rememberable('/assets?page=3')).toBe('/assets?page=3');
    expect(rememberable('/')).toBe('/');
    expect(rememberable('//elsewhere.example/')).toBeUndefined();
    expect(rememberable('https://elsewhere.example/')).toBeUndefined();
  });
});

describe('arriving at /private', () => {
  it('by back/forward into a page loaded there goes to the permissions page', () => {
    expect(
      redirectsOnArrival({
        isFirstInDocument: true,
        documentNavigation: 'back_forward',
        routerNavigation: 'POP',
      }),
    ).toBe(true);
  });

  it('by typing the address, a link or a reload shows the sub-application', () => {
    for (const type of ['navigate', 'reload', undefined]) {
      expect(
        redirectsOnArrival({ isFirstInDocument: true, documentNavigation: type, routerNavigation: 'POP' }),
      ).toBe(false);
    }
  });

  it('from a main-app page of the same document: a back/forward move redirects, a link does not', () => {
    const later = { isFirstInDocument: false, documentNavigation: 'back_forward' } as const;
    expect(redirectsOnArrival({ ...later, routerNavigation: 'POP' })).toBe(true);
    expect(redirectsOnArrival({ ...later, routerNavigation: 'PUSH' })).toBe(false);
    expect(redirectsOnArrival({ ...later, routerNavigation: 'REPLACE' })).toBe(false);
  });
});

describe('the entry of the sub-application', () => {
  const page = 'https://market.example/private';

  it('is remoteEntry.js under the configured base URL, on this site or another', () => {
    expect(remoteEntryUrl('/private-app/', page, 0)).toBe(
      'https://market.example/private-app/remoteEntry.js',
    );
    expect(remoteEntryUrl('/private-app', page, 0)).toBe('https://market.example/private-app/remoteEntry.js');
    expect(remoteEntryUrl('http://127.0.0.1:4000/wb/', page, 0)).toBe(
      'http://127.0.0.1:4000/wb/remoteEntry.js',
    );
  });

  it('is a fresh URL on each retry, so a failed import is not reused', () => {
    expect(remoteEntryUrl('/private-app/', page, 2)).toBe(
      'https://market.example/private-app/remoteEntry.js?attempt=2',
    );
  });
});
