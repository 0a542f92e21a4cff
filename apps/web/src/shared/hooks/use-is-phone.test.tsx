import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { PHONE_MEDIA_QUERY, useIsPhone } from './use-is-phone';

function Probe() {
  return <span>{useIsPhone() ? 'phone' : 'wide'}</span>;
}

describe('useIsPhone', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('asks for the one phone width that the mall CSS uses too', async () => {
    expect(PHONE_MEDIA_QUERY).toBe('(max-width: 640px)');
    const asked: string[] = [];
    window.matchMedia = vi.fn((query: string) => {
      asked.push(query);
      return {
        matches: query === '(max-width: 640px)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      };
    }) as unknown as typeof window.matchMedia;
    const view = await render(<Probe />);
    expect(view.container.textContent).toBe('phone');
    expect(new Set(asked)).toEqual(new Set([PHONE_MEDIA_QUERY]));
    await view.unmount();
  });
});
