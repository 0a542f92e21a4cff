import { describe, expect, it } from 'vitest';
import { webAuthnSite } from './ukey-factor.service.js';

describe('the WebAuthn site of a request', () => {
  it('is the request own origin and host name when nothing is configured', () => {
    const req = { protocol: 'https', host: 'mall.example.com:8443', hostname: 'mall.example.com' };
    expect(webAuthnSite(req, {})).toEqual({
      origin: 'https://mall.example.com:8443',
      rpId: 'mall.example.com',
    });
  });

  it('is the configured origin and relying party behind a proxy that rewrites Host', () => {
    const req = { protocol: 'http', host: '127.0.0.1:3001', hostname: '127.0.0.1' };
    expect(webAuthnSite(req, { origin: 'https://data.example.com', rpId: 'example.com' })).toEqual({
      origin: 'https://data.example.com',
      rpId: 'example.com',
    });
    expect(webAuthnSite(req, { origin: 'https://data.example.com' }).rpId).toBe('data.example.com');
  });
});
