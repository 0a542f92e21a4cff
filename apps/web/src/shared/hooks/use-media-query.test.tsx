import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { useMediaQuery } from './use-media-query';

function Probe({ query }: { query: string }) {
  return <span>{useMediaQuery(query) ? 'match' : 'no match'}</span>;
}

describe('useMediaQuery', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('follows the media query as it starts and stops matching', async () => {
    let matches = true;
    const listeners = new Set<() => void>();
    window.matchMedia = vi.fn((query: string) => ({
      get matches() {
        return matches;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;

    const view = await render(<Probe query="(max-width: 640px)" />);
    expect(view.container.textContent).toBe('match');
    matches = false;
    await act(async () => {
      for (const listener of listeners) listener();
    });
    expect(view.container.textContent).toBe('no match');
    await view.unmount();
    expect(listeners.size).toBe(0);
  });
});
