// A bound on how much of one kind of work runs at once, so that a burst of it cannot take a resource
// every other request needs (the libuv threads for password hashes, the embedded database for file bytes).

/**
 * Runs at most `limit` tasks at once; the others wait, lowest priority number first (arrival order among
 * equals).
 */
export class Limiter {
  private running = 0;
  private readonly waiting: { priority: number; start: () => void }[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(priority: number, work: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    else
      await new Promise<void>((start) => {
        const at = this.waiting.findIndex((w) => w.priority > priority);
        this.waiting.splice(at === -1 ? this.waiting.length : at, 0, { priority, start });
      });
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so the count stays right.
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running--;
    }
  }
}
