import { ErrorCode } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { contentSignature, verifySignedCall } from './content.signature.js';

const credentials = { appId: 'datamall-content', secret: 'dev-content-secret' };
const now = new Date(1_700_000_000_000);

const codeOf = (fn: () => void) => {
  try {
    fn();
    return 0;
  } catch (error) {
    return (error as { code: number }).code;
  }
};

describe('content API signature', () => {
  it('is md5(md5(appid + secret + timestamp)) in lower-case hex', () => {
    // Computed independently: md5(md5('datamall-content' + 'dev-content-secret' + '1700000000')).
    expect(contentSignature('datamall-content', 'dev-content-secret', '1700000000')).toBe(
      '1a0fcb485eec48fbce0cd1a4b08e994a',
    );
  });

  it('accepts a good call, upper-case hex too', () => {
    const signature = contentSignature(credentials.appId, credentials.secret, '1700000100');
    expect(
      codeOf(() =>
        verifySignedCall({ appid: 'datamall-content', timestamp: '1700000100', signature }, credentials, now),
      ),
    ).toBe(0);
    expect(
      codeOf(() =>
        verifySignedCall(
          { appid: 'datamall-content', timestamp: '1700000100', signature: signature.toUpperCase() },
          credentials,
          now,
        ),
      ),
    ).toBe(0);
  });

  it('refuses missing parts, other apps, wrong secrets and stale or malformed timestamps', () => {
    const good = (ts: string) => contentSignature(credentials.appId, credentials.secret, ts);
    const cases: [Parameters<typeof verifySignedCall>[0], number][] = [
      [{}, ErrorCode.CONTENT_SIGNATURE_INVALID],
      [{ appid: 'datamall-content', timestamp: '1700000000' }, ErrorCode.CONTENT_SIGNATURE_INVALID],
      [
        { appid: 'other', timestamp: '1700000000', signature: good('1700000000') },
        ErrorCode.CONTENT_SIGNATURE_INVALID,
      ],
      [
        {
          appid: 'datamall-content',
          timestamp: '1700000000',
          signature: contentSignature('datamall-content', 'x', '1700000000'),
        },
        ErrorCode.CONTENT_SIGNATURE_INVALID,
      ],
      [{ appid: 'datamall-content', signature: good('') }, ErrorCode.CONTENT_TIMESTAMP_INVALID],
      [
        { appid: 'datamall-content', timestamp: '17e8', signature: good('17e8') },
        ErrorCode.CONTENT_TIMESTAMP_INVALID,
      ],
      [
        { appid: 'datamall-content', timestamp: '1699999699', signature: good('1699999699') },
        ErrorCode.CONTENT_TIMESTAMP_INVALID,
      ],
      [
        { appid: 'datamall-content', timestamp: '1700000301', signature: good('1700000301') },
        ErrorCode.CONTENT_TIMESTAMP_INVALID,
      ],
    ];
    for (const [params, code] of cases)
      expect(codeOf(() => verifySignedCall(params, credentials, now))).toBe(code);
    expect(
      codeOf(() =>
        verifySignedCall(
          { appid: 'datamall-content', timestamp: '1699999700', signature: good('1699999700') },
          credentials,
          now,
        ),
      ),
    ).toBe(0);
  });
});
