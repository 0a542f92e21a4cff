import { useEffect, useRef } from 'react';
import { NODE_REFRESH_MS } from '../paths';

/** Calls `reload` every 15 s while the browser tab is visible, so online/offline follows the heartbeats. */
export function useLiveRefresh(reload: () => void, intervalMs = NODE_REFRESH_MS) {
  const ref = useRef(reload);
  ref.current = reload;
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') ref.current();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
}
