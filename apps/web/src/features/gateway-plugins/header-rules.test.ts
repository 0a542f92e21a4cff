import { gateway as gw } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { headerNameProblem, isProtectedHeader, protectedHeadersIn } from './header-rules';

describe('header protection', () => {
  it('refuses the headers the gateway owns, whatever their case', () => {
    for (const name of ['Host', 'content-length', 'Transfer-Encoding', 'CONNECTION', 'X-Api-Key']) {
      expect(isProtectedHeader(name), name).toBe(true);
      expect(headerNameProblem(name), name).toBe('protected');
    }
    for (const name of gw.PROTECTED_HEADERS) expect(isProtectedHeader(name)).toBe(true);
  });

  it('lets other headers through and refuses malformed names', () => {
    expect(headerNameProblem('X-Tenant')).toBeNull();
    expect(headerNameProblem('Authorization')).toBeNull();
    expect(headerNameProblem('X Tenant')).toBe('format');
    expect(headerNameProblem('X_Tenant')).toBe('format');
    expect(headerNameProblem('')).toBe('format');
    expect(headerNameProblem('x'.repeat(65))).toBe('format');
  });

  it('finds the protected names among all four lists of a configuration', () => {
    const headers = {
      enabled: true,
      request: {
        set: [
          { name: 'Host', value: 'a' },
          { name: 'X-A', value: 'b' },
        ],
        remove: ['x-api-key'],
      },
      response: { set: [], remove: ['Connection', 'Server'] },
    };
    expect(protectedHeadersIn(headers).sort()).toEqual(['connection', 'host', 'x-api-key']);
    // The contract refuses the same configuration.
    expect(gw.zPluginConfig.safeParse({ headers }).success).toBe(false);
  });
});
