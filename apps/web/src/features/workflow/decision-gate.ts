import { TASK_ACTION_THROTTLE_MS } from '@datamall/contract';

/** What a click on 通过 / 驳回 may do: act, nothing (no task), or nothing yet (throttled). */
export type DecisionVerdict = 'ok' | 'noTask' | 'throttled';

/**
 * §5: complete and reject are ignored without a task id and throttled to one per 3000 ms.
 * `lastAt` is when the previous decision was sent (-Infinity for none).
 */
export function decisionVerdict(
  taskId: string | null | undefined,
  lastAt: number,
  now: number,
  throttleMs: number = TASK_ACTION_THROTTLE_MS,
): DecisionVerdict {
  if (!taskId?.trim()) return 'noTask';
  if (now - lastAt < throttleMs) return 'throttled';
  return 'ok';
}

/** Milliseconds until the next decision is allowed (0 when allowed now). */
export function throttleRemaining(lastAt: number, now: number, throttleMs = TASK_ACTION_THROTTLE_MS): number {
  return Math.max(0, lastAt + throttleMs - now);
}
