import { gateway as gw } from '@datamall/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../shared/i18n';
import { render } from '../../../test/render';
import { PluginSummaryTags } from './plugin-summary-tags';

const tags = (container: HTMLElement) =>
  [...container.querySelectorAll('.ant-tag')].map((t) => t.textContent);

describe('PluginSummaryTags', () => {
  afterEach(async () => {
    document.body.innerHTML = '';
    await setLocale('zh-CN');
  });

  it('reads the defaults in Chinese', async () => {
    await setLocale('zh-CN');
    const view = await render(<PluginSummaryTags config={gw.DEFAULT_PLUGINS} />);
    expect(tags(view.container)).toEqual([
      '密钥：请求头或查询参数',
      '限流 100 次/1 秒 · 每个买方 · 固定窗口',
      '请求体 ≤ 1.0 MB',
      '超时 30 秒',
    ]);
    await view.unmount();
  });

  it('reads every enabled plugin in English', async () => {
    await setLocale('en-US');
    const config = gw.zPluginConfig.parse({
      keyAuth: { allowQueryKey: false },
      ipRestriction: { enabled: true, allow: ['10.0.0.0/8'], deny: [] },
      rateLimit: { limit: 5, windowSeconds: 60, scope: 'good', algorithm: 'sliding' },
      requestSize: { enabled: false },
      timeout: { enabled: false },
      cache: { enabled: true, ttlSeconds: 90 },
      headers: { enabled: true, request: { remove: ['Cookie'] } },
      validator: { enabled: true },
      mock: { enabled: true },
    });
    const view = await render(<PluginSummaryTags config={config} />);
    expect(tags(view.container)).toEqual([
      'Key: header only',
      'IP: allow 1 / deny 0',
      '5 calls / 60 s · whole good · sliding window',
      'Cache 90 s',
      'Headers: 1 change',
      'Request validation',
      'Test mocks',
    ]);
    await view.unmount();
  });
});
