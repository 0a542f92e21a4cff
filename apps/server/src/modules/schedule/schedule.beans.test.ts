import { describe, expect, it } from 'vitest';
import { parseParams, ScheduleBeans } from './schedule.beans.js';

const label = { 'zh-CN': '测试', 'zh-TW': '測試', 'en-US': 'Test' };

describe('schedule beans', () => {
  it('lists registered beans with their default schedule and refuses a second registration', () => {
    const beans = new ScheduleBeans();
    beans.register('a', { label, run: async () => undefined, defaultCron: '0 * * * *' });
    beans.register('b', { label, run: async () => undefined });
    expect(beans.list()).toEqual([
      { name: 'a', label, defaultCron: '0 * * * *' },
      { name: 'b', label, defaultCron: null },
    ]);
    expect(beans.defaults()).toEqual([{ name: 'a', cron: '0 * * * *' }]);
    expect(beans.find('c')).toBeUndefined();
    expect(() => beans.register('a', { label, run: async () => undefined })).toThrow(/twice/);
  });

  it('reads parameters as a JSON object or nothing', () => {
    expect(parseParams('')).toEqual({ params: {} });
    expect(parseParams(' {"month":"2026-01"} ')).toEqual({ params: { month: '2026-01' } });
    expect(parseParams('[1]')).toEqual({ problem: 'not an object' });
    expect(parseParams('null')).toEqual({ problem: 'not an object' });
    expect(parseParams('{bad')).toMatchObject({ problem: expect.any(String) });
  });
});
