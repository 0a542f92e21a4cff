import { useCallback, useEffect, useRef, useState } from 'react';
import { type DecisionVerdict, decisionVerdict, throttleRemaining } from './decision-gate';

export interface DecisionThrottle {
  /** A decision was sent less than 3000 ms ago: the buttons stay disabled. */
  coolingDown: boolean;
  /** What a click may do now, without taking the slot (a confirmation may still be cancelled). */
  check: () => DecisionVerdict;
  /** Checks and, when allowed, takes the slot: the next 3000 ms ignore further decisions. */
  take: () => DecisionVerdict;
}

/** §5 throttle of complete/reject for one task, on the client: one decision per 3000 ms, none without a task. */
export function useDecisionThrottle(taskId: string | undefined): DecisionThrottle {
  const lastAt = useRef(Number.NEGATIVE_INFINITY);
  const [coolingDown, setCoolingDown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const check = useCallback(() => decisionVerdict(taskId, lastAt.current, Date.now()), [taskId]);

  const take = useCallback(() => {
    const now = Date.now();
    const verdict = decisionVerdict(taskId, lastAt.current, now);
    if (verdict !== 'ok') return verdict;
    lastAt.current = now;
    setCoolingDown(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCoolingDown(false), throttleRemaining(now, Date.now()));
    return verdict;
  }, [taskId]);

  return { coolingDown, check, take };
}
