// The server's periodic jobs that keep their schedule in the database (reminders, hold lapses):
// each looks now and then every so often; a failed look is reported and the next one tries again.

/** Runs `look` now and every `everyMs`, reporting what it throws; returns the stop. */
export function startPolling(
  look: () => unknown,
  onError: (error: unknown) => void,
  everyMs: number,
): () => void {
  const safely = () => {
    try {
      look();
    } catch (error) {
      onError(error);
    }
  };
  safely();
  const timer = setInterval(safely, everyMs);
  // The timer alone does not keep the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
