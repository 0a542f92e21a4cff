import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './user-agent';

describe('parseUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      { browser: 'Chrome 120', os: 'Windows 10/11' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      { browser: 'Edge 120', os: 'Windows 10/11' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
      { browser: 'Safari 17', os: 'macOS 10.15.7' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', os: 'iOS 17.1' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
      { browser: 'Firefox 121', os: 'Linux' },
    ],
    ['curl/8.5.0', { browser: '', os: '' }],
    ['', { browser: '', os: '' }],
  ])('%s', (userAgent, expected) => {
    expect(parseUserAgent(userAgent)).toEqual(expected);
  });
});
