import type { Locale, RowCountKind } from '@datamall/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { setLocale } from '../i18n';
import { RowCount } from './row-count';

describe('RowCount', () => {
  afterEach(async () => setLocale('zh-CN'));

  it.each([
    ['zh-CN', 'exact', '1,234'],
    ['zh-CN', 'estimate', '约 1,234'],
    ['zh-CN', 'atLeast', '超过 1,234'],
    ['zh-TW', 'exact', '1,234'],
    ['zh-TW', 'estimate', '約 1,234'],
    ['zh-TW', 'atLeast', '超過 1,234'],
    ['en-US', 'exact', '1,234'],
    ['en-US', 'estimate', 'about 1,234'],
    ['en-US', 'atLeast', 'more than 1,234'],
  ] as [Locale, RowCountKind, string][])('%s %s: %s', async (locale, kind, text) => {
    await setLocale(locale);
    const view = await render(<RowCount rows={1234} kind={kind} />);
    expect(view.container.textContent).toBe(text);
    await view.unmount();
  });
});
