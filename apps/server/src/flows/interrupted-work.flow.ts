import type { AppRunService } from '../modules/app-runs/app-runs.service.js';
import type { GrantExportService } from '../modules/grant-data/grant-data.exports.js';
import { startIntervalJob } from '../platform/interval-job.js';
import type { ServerProcess } from '../platform/server-process.js';

/**
 * Background work left behind by server processes that are gone: data-application runs and granted-data exports
 * still active whose process died (or restarted) end failed, with the reason "server restarted"; the work of live
 * processes, on this node or another, goes on. Swept when a process starts, then periodically by the one process
 * that runs the background jobs (main.ts), which also catches a node that died without restarting.
 */
export function interruptedWork(
  serverProcess: ServerProcess,
  { appRuns, grantExports }: { appRuns: AppRunService; grantExports: GrantExportService },
) {
  let stop: (() => void) | undefined;
  const sweep = async () => {
    const runs = await appRuns.recoverInterrupted();
    const exports = await grantExports.recoverInterrupted();
    // Only once their work is failed: work naming no registered process counts as orphaned anyway.
    await serverProcess.forgetGone();
    return { runs, exports };
  };
  return {
    sweep,
    startSweep(intervalMs: number, log?: (error: unknown) => void) {
      stop ??= startIntervalJob(sweep, intervalMs, log);
    },
    stopSweep() {
      stop?.();
      stop = undefined;
    },
  };
}
