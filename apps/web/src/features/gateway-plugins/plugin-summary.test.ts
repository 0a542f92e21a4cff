import { gateway as gw } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { changedBlocks, changedPaths, pluginSummary } from './plugin-summary';

const config = (patch: Record<string, unknown>): gw.PluginConfig => gw.zPluginConfig.parse(patch);

describe('pluginSummary', () => {
  it('sums up the defaults: key in header or query, the rate limit, the request size and the timeout', () => {
    expect(pluginSummary(gw.DEFAULT_PLUGINS)).toEqual([
      { block: 'keyAuth', key: 'keyAuthQuery' },
      {
        block: 'rateLimit',
        key: 'rate',
        values: { limit: 100, window: 1, scope: 'credential', algorithm: 'fixed' },
      },
      { block: 'requestSize', key: 'size', values: { bytes: 1024 * 1024 } },
      { block: 'timeout', key: 'timeout', values: { seconds: 30 } },
    ]);
  });

  it('leaves out what is off and counts lists and header changes of what is on', () => {
    const items = pluginSummary(
      config({
        keyAuth: { allowQueryKey: false },
        ipRestriction: { enabled: true, allow: ['10.0.0.0/8', '192.168.1.1'], deny: ['10.0.0.9'] },
        rateLimit: { enabled: false },
        requestSize: { enabled: false },
        timeout: { enabled: false },
        cache: { enabled: true, ttlSeconds: 120 },
        headers: {
          enabled: true,
          request: { set: [{ name: 'X-Tenant', value: 'a' }], remove: ['Cookie'] },
          response: { remove: ['Server'] },
        },
        validator: { enabled: true },
        mock: { enabled: true },
      }),
    );
    expect(items.map((i) => i.block)).toEqual([
      'keyAuth',
      'ipRestriction',
      'cache',
      'headers',
      'validator',
      'mock',
    ]);
    expect(items[0]?.key).toBe('keyAuthHeader');
    expect(items[1]?.values).toEqual({ allow: 2, deny: 1 });
    expect(items[2]?.values).toEqual({ seconds: 120 });
    expect(items[3]?.values).toEqual({ count: 3 });
  });

  it('does not list a disabled plugin even with settings kept', () => {
    const items = pluginSummary(config({ ipRestriction: { enabled: false, allow: ['10.0.0.1'] } }));
    expect(items.some((i) => i.block === 'ipRestriction')).toBe(false);
  });
});

describe('changedPaths and changedBlocks', () => {
  it('names the leaves that differ and the blocks they belong to, in page order', () => {
    const before = gw.DEFAULT_PLUGINS;
    const after = config({
      mock: { enabled: true },
      rateLimit: { limit: 50 },
      ipRestriction: { deny: ['1.2.3.4'] },
    });
    const paths = changedPaths(before, after);
    expect([...paths].sort()).toEqual(['ipRestriction.deny', 'mock.enabled', 'rateLimit.limit']);
    expect(changedBlocks(paths)).toEqual(['ipRestriction', 'rateLimit', 'mock']);
  });

  it('finds nothing between equal configurations', () => {
    expect(changedPaths(gw.DEFAULT_PLUGINS, config({})).size).toBe(0);
  });
});
