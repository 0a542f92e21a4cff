import type { LiveTopic } from '@datamall/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type LiveChange, type LiveStatus, live } from './live-connection';

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (notify) => live.onStatus(notify),
    () => live.status,
  );
}

/** A query's `refetchInterval`: `ms` while changes are not pushed (the fallback), none while they are. */
export function useLivePollInterval(ms: number): number | false {
  return useLiveStatus() === 'open' ? false : ms;
}

/**
 * Calls `handle` for the pushed changes of `topics`, at most once per `throttleMs` (a burst of changes is one
 * re-read): the first at once, the last of a burst at the end of the window.
 */
export function useLiveChanges(
  topics: readonly LiveTopic[],
  handle: (change: LiveChange) => void,
  throttleMs = 500,
) {
  const handler = useRef(handle);
  handler.current = handle;
  const key = topics.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(','));
    let last = 0;
    let pending: LiveChange | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const fire = (change: LiveChange) => {
      last = Date.now();
      handler.current(change);
    };
    const off = live.onChange((change) => {
      if (!wanted.has(change.topic)) return;
      const wait = last + throttleMs - Date.now();
      if (wait <= 0 && !timer) return fire(change);
      pending = change;
      timer ??= setTimeout(
        () => {
          timer = null;
          if (pending) fire(pending);
          pending = null;
        },
        Math.max(wait, 0),
      );
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [key, throttleMs]);
}

let holders = 0;
let stopTimer: ReturnType<typeof setTimeout> | null = null;
/** Leaving one logged-in layout for another within this time keeps the socket. */
const STOP_GRACE_MS = 5000;

/** Keeps the tab's live connection open while a component using it is mounted. */
export function useLiveConnection() {
  useEffect(() => {
    holders += 1;
    if (stopTimer) clearTimeout(stopTimer);
    stopTimer = null;
    live.start();
    return () => {
      holders -= 1;
      if (holders > 0) return;
      stopTimer = setTimeout(() => {
        stopTimer = null;
        if (holders === 0) live.stop();
      }, STOP_GRACE_MS);
    };
  }, []);
}
