import type { evidence } from '@datamall/contract';

export interface VerifyProgress {
  /** Blocks verified so far, of `total`. */
  done: number;
  total: number;
  entries: number;
  unsignedBlocks: number;
  problems: evidence.ChainProblem[];
  /** The part being verified next (null when finished). */
  next: { from: number; to: number } | null;
}

export interface VerifyInPartsOptions {
  from: number;
  to: number;
  /** Blocks per call (the server's maxVerifyBlocks). */
  step: number;
  verify: (from: number, to: number, signal: AbortSignal) => Promise<evidence.RangeVerification>;
  onProgress: (progress: VerifyProgress) => void;
  signal: AbortSignal;
  /** Stop once this many problems are listed (a rewritten chain breaks everywhere after the change). */
  maxProblems?: number;
}

/**
 * Verifies blocks `from`..`to` one part after the other (one call each, so no call holds the server long),
 * reporting after each part; stops when aborted or when enough problems are listed. Answers the last progress.
 */
export async function verifyInParts({
  from,
  to,
  step,
  verify,
  onProgress,
  signal,
  maxProblems = 200,
}: VerifyInPartsOptions): Promise<VerifyProgress> {
  const progress: VerifyProgress = {
    done: 0,
    total: Math.max(0, to - from + 1),
    entries: 0,
    unsignedBlocks: 0,
    problems: [],
    next: from <= to ? { from, to: Math.min(to, from + step - 1) } : null,
  };
  onProgress({ ...progress });
  for (let start = from; start <= to && !signal.aborted; start += step) {
    const end = Math.min(to, start + step - 1);
    const part = await verify(start, end, signal);
    progress.done += end - start + 1;
    progress.entries += part.entries;
    progress.unsignedBlocks += part.unsignedBlocks;
    progress.problems = [...progress.problems, ...part.problems].slice(0, maxProblems);
    const next = end + 1;
    progress.next =
      next <= to && progress.problems.length < maxProblems
        ? { from: next, to: Math.min(to, next + step - 1) }
        : null;
    onProgress({ ...progress });
    if (!progress.next) break;
  }
  return progress;
}
