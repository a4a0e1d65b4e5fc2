// The notification service's runs: each start opens one, each stop ends it. Answers, timers and
// callbacks of an ended run are dropped, and its waits end at once.

export interface Runs {
  /** Opens a run (the current one must have ended); returns its number. */
  begin(): number;
  /** Ends the current run. */
  end(): void;
  /** The current run's number (ended or not). */
  current(): number;
  /** Whether `run` is the current run and has not ended. */
  live(run: number): boolean;
  /** Waits `ms`, unless the run ends first; tells whether it is still live. */
  sleep(ms: number, run: number): Promise<boolean>;
  /**
   * Runs a task until it succeeds, waiting between attempts from `firstDelay` doubling up to `maxDelay`;
   * null once the run ends or `may()` says no more.
   */
  retrying<T>(run: number, task: () => Promise<T>, may: () => boolean): Promise<T | null>;
}

export function createRuns(firstDelay: number, maxDelay: number): Runs {
  let generation = 0;
  let running = false;
  const cancels = new Set<() => void>();
  const live = (run: number) => running && run === generation;

  function sleep(ms: number, run: number): Promise<boolean> {
    return new Promise((resolve) => {
      const cancel = () => {
        clearTimeout(timer);
        cancels.delete(cancel);
        resolve(false);
      };
      const timer = setTimeout(() => {
        cancels.delete(cancel);
        resolve(live(run));
      }, ms);
      cancels.add(cancel);
    });
  }

  return {
    begin() {
      running = true;
      return ++generation;
    },
    end() {
      generation += 1;
      running = false;
      for (const cancel of [...cancels]) cancel();
    },
    current: () => generation,
    live,
    sleep,
    async retrying(run, task, may) {
      let delay = firstDelay;
      for (;;) {
        if (!live(run) || !may()) return null;
        try {
          return await task();
        } catch {
          // Tried again after the delay.
        }
        if (!(await sleep(delay, run))) return null;
        delay = Math.min(delay * 2, maxDelay);
      }
    },
  };
}
