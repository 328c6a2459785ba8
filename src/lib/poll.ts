import { logger } from './logger';

type PollOptions = {
  intervalMs: number;
  /** Logged (as a warning) at the first failure of a streak; the next success ends the streak. */
  failureMessage: string;
  /** Run once at once too, not only after the first interval. */
  immediately?: boolean;
};

/**
 * Runs `task` every `intervalMs`, never two at a time (a slow run makes the next tick a no-op). The timer
 * never holds the process open. Returns the stop.
 */
export function poll(
  task: () => Promise<void>,
  { intervalMs, failureMessage, immediately = false }: PollOptions,
) {
  let busy = false;
  let failing = false;
  const run = async () => {
    if (busy) return;
    busy = true;
    try {
      await task();
      failing = false;
    } catch (error) {
      if (!failing) logger.warn({ err: error }, failureMessage);
      failing = true;
    } finally {
      busy = false;
    }
  };
  if (immediately) void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return (): void => clearInterval(timer);
}
