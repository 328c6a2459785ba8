import { logger } from './logger';

type PollOptions = {
  intervalMs: number;
  /** Logged (as a warning) at the first failure of a streak; the next success ends the streak. */
  failureMessage: string;
  /** Run once at once too, not only after the first interval. */
  immediately?: boolean;
};

export type Poller = {
  /**
   * Runs the task now (`woken` true), not at the next tick; during a run, once more right after it, since
   * that run may have looked before whatever woke it.
   */
  wake(): void;
  /** Ticks every `ms` from now on. */
  setIntervalMs(ms: number): void;
  /** No more runs; settles once the run in progress, if any, has ended. */
  stop(): Promise<void>;
};

/**
 * Runs `task` every `intervalMs` and whenever woken, never two at a time (a tick during a slow run is a
 * no-op). The timer never holds the process open.
 */
export function poller(
  task: (woken: boolean) => Promise<void>,
  { intervalMs, failureMessage, immediately = false }: PollOptions,
): Poller {
  let running: Promise<void> | null = null;
  let wakeAgain = false;
  let failing = false;
  let stopped = false;
  const run = (woken: boolean) => {
    if (stopped) return;
    if (running) {
      if (woken) wakeAgain = true;
      return;
    }
    running = (async () => {
      try {
        await task(woken);
        failing = false;
      } catch (error) {
        if (!failing) logger.warn({ err: error }, failureMessage);
        failing = true;
      }
    })().finally(() => {
      running = null;
      if (wakeAgain) {
        wakeAgain = false;
        run(true);
      }
    });
  };
  const every = (ms: number) => {
    const timer = setInterval(() => run(false), ms);
    timer.unref();
    return timer;
  };
  let timer = every(intervalMs);
  if (immediately) run(false);
  return {
    wake: () => run(true),
    setIntervalMs(ms) {
      clearInterval(timer);
      if (!stopped) timer = every(ms);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Runs `task` every `intervalMs`, never two at a time (a slow run makes the next tick a no-op). The timer
 * never holds the process open. Returns the stop, which settles once the run in progress has ended.
 */
export function poll(task: () => Promise<void>, options: PollOptions): () => Promise<void> {
  const { stop } = poller(task, options);
  return stop;
}
