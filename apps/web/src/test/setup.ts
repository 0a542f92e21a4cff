import { beforeAll } from 'vitest';

// jsdom lacks a few browser APIs antd relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

// antd measures scrollbars with pseudo-element styles, which jsdom does not implement.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// The i18n module starts loading its first-paint texts and component locales when imported; a file that finished
// before those dynamic imports would see them land after its environment was torn down. Loading them first makes
// every file start from the same state.
beforeAll(async () => {
  const { i18nReady } = await import('../shared/i18n');
  await i18nReady;
});
