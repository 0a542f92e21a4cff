import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/api';
import { catalogName } from './catalog-name';
import { ensureLanguage } from './index';
import { loadTraditional, reloadTraditional, toTraditional } from './traditional';

vi.mock('../api/api', () => ({ api: vi.fn() }));

const TRADITIONAL = { 气象数据: '氣象數據', 车辆: '車輛', 智能制造: '智能製造' };

beforeEach(() => {
  vi.mocked(api).mockReset();
  vi.mocked(api).mockResolvedValue(TRADITIONAL);
});

describe('catalogName', () => {
  it('zh-CN keeps the Chinese name', () => {
    expect(catalogName('zh-CN', '气象数据', 'Weather data')).toBe('气象数据');
  });

  it('en-US picks the English name, falling back to the Chinese one', () => {
    expect(catalogName('en-US', '气象数据', 'Weather data')).toBe('Weather data');
    expect(catalogName('en-US', '气象数据', '')).toBe('气象数据');
    expect(catalogName('en-US', '气象数据')).toBe('气象数据');
  });

  it('loading zh-CN or en-US does not ask for the Traditional names', async () => {
    await Promise.all([ensureLanguage('zh-CN'), ensureLanguage('en-US')]);
    expect(api).not.toHaveBeenCalled();
    expect(toTraditional('车辆')).toBe('车辆');
  });

  it('zh-TW shows the names the server converted; other text as stored', async () => {
    await loadTraditional();
    expect(catalogName('zh-TW', '气象数据', 'Weather data')).toBe('氣象數據');
    expect(catalogName('zh-TW', '智能制造')).toBe('智能製造');
    expect(catalogName('zh-TW', '新分类')).toBe('新分类');
    expect(catalogName('zh-TW', '')).toBe('');
  });

  it('after a catalog change, loads the map again, so a new name converts too', async () => {
    await loadTraditional();
    vi.mocked(api).mockResolvedValue({ ...TRADITIONAL, 新分类: '新分類' });
    await reloadTraditional();
    expect(catalogName('zh-TW', '新分类')).toBe('新分類');
  });
});
