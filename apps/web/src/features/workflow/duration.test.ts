import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../shared/i18n';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
  });

  it.each([
    [0, '0秒'],
    [59, '59秒'],
    [61, '1分1秒'],
    [3600, '1小时0分0秒'],
    [3723, '1小时2分3秒'],
  ])('%i s -> %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('is empty while the step is open and follows the language', async () => {
    expect(formatDuration(null)).toBe('');
    await setLocale('en-US');
    expect(formatDuration(3723)).toBe('1h 2m 3s');
  });
});
