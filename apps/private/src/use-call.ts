import type { BodyOf, Endpoint, ResponseOf } from '@datamall/contract';
import { useCallback, useEffect, useState } from 'react';
import { api } from './api';
import { useTexts } from './locale-context';

export interface CallState<T> {
  data?: T;
  error?: Error;
  isLoading: boolean;
  reload: () => void;
}

/** Calls a POST list endpoint with `body` whenever the body (by value) or the language changes. */
export function useCall<E extends Endpoint>(endpoint: E, body: BodyOf<E>): CallState<ResponseOf<E>> {
  const { locale } = useTexts();
  const [state, setState] = useState<{ data?: ResponseOf<E>; error?: Error; isLoading: boolean }>({
    isLoading: true,
  });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(body);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the body is compared by value (key)
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ data: previous.data, isLoading: true }));
    api(endpoint, { body, locale, signal: controller.signal }).then(
      (data) => setState({ data, isLoading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ error: error instanceof Error ? error : new Error(String(error)), isLoading: false });
      },
    );
    return () => controller.abort();
  }, [endpoint, key, locale, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
