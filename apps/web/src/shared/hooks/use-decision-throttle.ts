import { TASK_ACTION_THROTTLE_MS } from '@datamall/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What a click on 通过 / 驳回 may do: act, nothing (no subject), or nothing yet (throttled). */
export type ThrottleVerdict = 'ok' | 'noTask' | 'throttled';

export interface DecisionThrottle {
  /** A decision was sent less than 3000 ms ago: the buttons stay disabled. */
  coolingDown: boolean;
  /** What a click may do now, without taking the slot (a confirmation may still be cancelled). */
  check: () => ThrottleVerdict;
  /** Checks and, when allowed, takes the slot: the next 3000 ms ignore further decisions. */
  take: () => ThrottleVerdict;
}

function verdictOf(subjectId: string | undefined, lastAt: number, now: number): ThrottleVerdict {
  if (!subjectId?.trim()) return 'noTask';
  if (now - lastAt < TASK_ACTION_THROTTLE_MS) return 'throttled';
  return 'ok';
}

/**
 * §5 throttle of approve/reject decisions on one subject (a task, an account's review), on the client:
 * one decision per 3000 ms, none without a subject id.
 */
export function useDecisionThrottle(subjectId: string | undefined): DecisionThrottle {
  const lastAt = useRef(Number.NEGATIVE_INFINITY);
  const [coolingDown, setCoolingDown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const check = useCallback(() => verdictOf(subjectId, lastAt.current, Date.now()), [subjectId]);

  const take = useCallback(() => {
    const now = Date.now();
    const verdict = verdictOf(subjectId, lastAt.current, now);
    if (verdict !== 'ok') return verdict;
    lastAt.current = now;
    setCoolingDown(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setCoolingDown(false),
      Math.max(0, now + TASK_ACTION_THROTTLE_MS - Date.now()),
    );
    return verdict;
  }, [subjectId]);

  return { coolingDown, check, take };
}
