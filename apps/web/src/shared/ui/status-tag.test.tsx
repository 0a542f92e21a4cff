import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { setLocale } from '../i18n';
import { MoneyText } from './money-text';
import { StatusTag } from './status-tag';

describe('StatusTag', () => {
  afterEach(async () => setLocale('zh-CN'));

  it.each([
    ['pay_status', '1', 'positive', 'ant-tag-success'],
    ['pay_status', '0', 'pending', 'ant-tag-processing'],
    ['sp_type', 2, 'error', 'ant-tag-error'],
    ['pay_status', '3', 'negative', 'ant-tag-default'],
  ] as const)('%s %s is %s', async (dictType, value, tone, className) => {
    const view = await render(<StatusTag dictType={dictType} value={value} />);
    const tag = view.container.querySelector('.ant-tag');
    expect(tag?.getAttribute('data-tone')).toBe(tone);
    expect(tag?.className).toContain(className);
    await view.unmount();
  });

  it('labels in the current language', async () => {
    await setLocale('en-US');
    const view = await render(<StatusTag dictType="sp_type" value="1" />);
    expect(view.container.textContent).toBe('Approved');
    await view.unmount();
  });

  it('renders nothing for an empty value', async () => {
    const view = await render(<StatusTag dictType="sp_type" value={null} />);
    expect(view.container.textContent).toBe('');
    await view.unmount();
  });
});

describe('MoneyText', () => {
  it('formats 1/10000 yuan with separators and 2 decimals', async () => {
    const view = await render(
      <>
        <MoneyText value={12_345_678_900} />|<MoneyText value="12345" decimals={4} prefix="" />|
        <MoneyText value={null} />
      </>,
    );
    expect(view.container.textContent).toBe('¥1,234,567.89|1.2345|-');
    await view.unmount();
  });
});
