/**
 * Runs `work` every `intervalMs` in the background (the timer does not keep the process alive), never two runs at
 * once; a failed run goes to `log`. Answers the function that stops it.
 */
export function startIntervalJob(
  work: () => Promise<unknown>,
  intervalMs: number,
  log?: (error: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .catch((error) => log?.(error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
