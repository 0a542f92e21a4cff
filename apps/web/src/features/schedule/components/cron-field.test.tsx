import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../shared/i18n';
import { byTestId, typeText } from '../../../test/dom';
import { type Rendered, render } from '../../../test/render';
import { CronField } from './cron-field';

const NOW = new Date('2026-01-01T00:00:00Z');

function Controlled() {
  const [value, setValue] = useState('');
  return <CronField value={value} onChange={setValue} now={NOW} />;
}

const previewText = () => byTestId('cron-preview')?.textContent ?? '';
const previewTimes = () =>
  [...(byTestId('cron-preview')?.querySelectorAll('li') ?? [])].map((li) => li.textContent);

describe('CronField', () => {
  let rendered: Rendered;
  beforeEach(async () => {
    await setLocale('en-US');
    rendered = await render(<Controlled />);
  });
  afterEach(async () => rendered.unmount());

  it('shows the next five fire times in China time as you type', async () => {
    expect(previewText()).toContain('6 fields');
    await typeText('cron-input', '0 30 9 * * 1');
    expect(previewText()).toContain('Next 5 runs (China time)');
    // Mondays at 09:30 in Shanghai; 1 January 2026 is a Thursday.
    expect(previewTimes()).toEqual([
      '2026-01-05 09:30:00',
      '2026-01-12 09:30:00',
      '2026-01-19 09:30:00',
      '2026-01-26 09:30:00',
      '2026-02-02 09:30:00',
    ]);
  });

  it('says what is wrong with a bad expression, and when one never fires', async () => {
    await typeText('cron-input', '61 * * * *');
    expect(previewText()).toBe('Invalid expression: Invalid value for minute: 61');
    expect(previewTimes()).toEqual([]);
    await typeText('cron-input', '0 0 30 2 *');
    expect(previewText()).toBe('This expression never fires from now on');
  });
});
