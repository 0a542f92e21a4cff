import { CHUNK_LOAD_TIMEOUT_MS } from '@datamall/contract';
import { browser } from './browser';
import { t } from './i18n';
import { notify } from './notify';

/** sessionStorage flag: one automatic reload per failure streak, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_FLAG = 'chunk_reload_attempted';
const RELOAD_DELAY_MS = 1200;

const CHUNK_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
  'Loading chunk',
  'Loading CSS chunk',
];

/** A lazily loaded script or stylesheet could not be fetched: usually a new deploy removed the old files. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return typeof message === 'string' && CHUNK_MESSAGES.some((text) => message.includes(text));
}

/** A reload is already under way: a script and its stylesheet failing together are one failure. */
let reloading = false;

/** Tests only. */
export function resetChunkReloadState(): void {
  reloading = false;
}

/** First failure: tell the user and reload once; a second one in this tab: ask for a manual reload. */
export function handleChunkLoadError(): void {
  if (reloading) return;
  if (sessionStorage.getItem(CHUNK_RELOAD_FLAG)) {
    notify.error(t('request:chunkManual'), 'chunk-load');
    return;
  }
  reloading = true;
  sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
  notify.refresh(t('request:chunkReload'), 'chunk-load');
  setTimeout(() => browser.reload(), RELOAD_DELAY_MS);
}

/** A lazy chunk arrived: the next failure may reload again. */
export function markChunkLoaded(): void {
  sessionStorage.removeItem(CHUNK_RELOAD_FLAG);
}

class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Wraps a dynamic import: a timeout of §9 (120 s) turns a hung load into a ChunkLoadError. */
export function loadChunk<T>(loader: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([loader(), timeout]).then(
    (module) => {
      clearTimeout(timer);
      markChunkLoaded();
      return module;
    },
    (error: unknown) => {
      clearTimeout(timer);
      throw error;
    },
  );
}

/** Catches failures outside the router: Vite's preload errors and unhandled import rejections. */
export function installChunkErrorHandlers(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    handleChunkLoadError();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) {
      event.preventDefault();
      handleChunkLoadError();
    }
  });
}
