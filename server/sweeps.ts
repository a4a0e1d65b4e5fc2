// Periodic clean-ups (files no record names, audit entries past their keeping): each runs every `everyMs`
// and once at start, on one replica at a time (a transaction-level advisory lock of its own), until the
// returned function is called, which waits for a run in progress.
import { sql } from 'kysely';
import type { Db } from './db';

export function scheduleSweep(
  db: Db,
  /** The advisory lock a replica holds while it sweeps (hashed to the lock's number by PostgreSQL). */
  lock: string,
  everyMs: number,
  sweep: (trx: Db) => Promise<unknown>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running
      .then(() =>
        db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ locked: boolean }>`
            SELECT pg_try_advisory_xact_lock(hashtext(${lock})) AS locked`.execute(trx);
          if (rows[0]?.locked) await sweep(trx);
        }),
      )
      .then(() => undefined, onError);
  };
  run();
  const timer = setInterval(run, everyMs).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
