import { gateway as gw } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { bytesToSize, formFieldOf, sizeToBytes, toConfig, toFormValues } from './plugin-form-values';

describe('plugin form values', () => {
  it('shows sizes in the largest unit that divides them and converts back', () => {
    expect(bytesToSize(1024 * 1024)).toEqual({ amount: 1, unit: 'MB' });
    expect(bytesToSize(50 * 1024 * 1024)).toEqual({ amount: 50, unit: 'MB' });
    expect(bytesToSize(1536)).toEqual({ amount: 1536, unit: 'B' });
    expect(bytesToSize(2048)).toEqual({ amount: 2, unit: 'KB' });
    expect(bytesToSize(1000)).toEqual({ amount: 1000, unit: 'B' });
    expect(sizeToBytes(1.5, 'MB')).toBe(1572864);
    expect(sizeToBytes(512, 'KB')).toBe(524288);
  });

  it('gives back the same configuration it was opened with', () => {
    const config = gw.zPluginConfig.parse({
      keyAuth: { allowQueryKey: false },
      ipRestriction: { enabled: true, allow: ['10.0.0.0/8'], deny: ['10.0.0.9'] },
      rateLimit: { limit: 20, windowSeconds: 60, scope: 'good', algorithm: 'sliding' },
      requestSize: { maxBytes: 256 * 1024 },
      cache: { enabled: true, ttlSeconds: 300 },
      headers: {
        enabled: true,
        request: { set: [{ name: 'X-A', value: '1' }] },
        response: { remove: ['Server'] },
      },
      mock: { enabled: true },
    });
    expect(gw.zPluginConfig.parse(toConfig(toFormValues(config)))).toEqual(config);
  });

  it('leaves an emptied number empty so the contract refuses it instead of a silent default', () => {
    const values = toFormValues(gw.DEFAULT_PLUGINS);
    values.timeout.seconds = null;
    values.requestSize.amount = null;
    const result = gw.zPluginConfig.safeParse(toConfig(values));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'requestSize.maxBytes',
      'timeout.seconds',
    ]);
  });

  it('drops blank rows of header lists and trims names', () => {
    const values = toFormValues(gw.DEFAULT_PLUGINS);
    values.headers.request.set = [
      { name: ' X-A ', value: 'v' },
      { name: '', value: '' },
    ];
    values.headers.response.remove = [' Server ', ''];
    const config = toConfig(values) as gw.PluginConfig;
    expect(config.headers.request.set).toEqual([{ name: 'X-A', value: 'v' }]);
    expect(config.headers.response.remove).toEqual(['Server']);
  });

  it('places contract issues on the form fields, the header refinement on none', () => {
    expect(formFieldOf(['requestSize', 'maxBytes'])).toEqual(['requestSize', 'amount']);
    expect(formFieldOf(['rateLimit', 'limit'])).toEqual(['rateLimit', 'limit']);
    expect(formFieldOf(['ipRestriction', 'allow', 2])).toEqual(['ipRestriction', 'allow', 2]);
    expect(formFieldOf(['headers', 'request'])).toBeNull();
    expect(formFieldOf([])).toBeNull();
  });
});
