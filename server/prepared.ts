// Statements PostgreSQL parses and plans once per connection, then only runs:
// each distinct query text the server sends (a list's page, its count, a
// record by id…) gets a name, and node-postgres prepares a named statement on
// a connection the first time it meets it there. On the bench's list page
// this took a fifth off PostgreSQL's CPU per request (docs/PERFORMANCE.md).
//
// Names are handed out only once the server has started (after migrations,
// which change tables under statements), up to MAX_NAMED_STATEMENTS distinct
// texts; any other text runs unnamed, parsed at each call, as before. A table
// changed under a prepared `SELECT *` (another server's migration during a
// rolling deploy) makes PostgreSQL refuse it ("cached plan must not change
// result type"): that text gets a new name, and outside a transaction the call
// is sent again at once.
import pg from 'pg';

/** Distinct query texts given a name per pool; each is prepared on each connection that runs it. */
export const MAX_NAMED_STATEMENTS = 500;

/** What a name can be given to: data statements (not DDL, transaction control, SET, EXPLAIN). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Marks a condition whose best plan depends on its value (a search pattern: an index for a rare word, the
 * sort's order for a common one). A statement holding it is never named, so PostgreSQL plans it for the
 * values of each call, where a named one may settle on one generic plan for every pattern.
 */
export const PLANNED_PER_CALL = '/* planned per call */';
const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;
/** Only a statement that closes the transaction: not `rollback to savepoint`, not `… and chain`. */
const TRANSACTION_END = /^\s*(commit|rollback|end|abort)(\s+(work|transaction))?\s*;?\s*$/i;

/** How a statement moves a connection in or out of a transaction, if it does. */
export function transactionStep(text: string): 'start' | 'end' | undefined {
  if (TRANSACTION_START.test(text)) return 'start';
  if (TRANSACTION_END.test(text)) return 'end';
  return undefined;
}

export interface StatementNames {
  /** The name of a query text, or undefined to run it unnamed. */
  nameOf(text: string): string | undefined;
  /** Names are handed out from now on. */
  arm(): void;
  /** The text's statement went stale: it gets a new name at its next call. */
  retire(text: string): void;
}

export function statementNames(limit = MAX_NAMED_STATEMENTS): StatementNames {
  const names = new Map<string, string>();
  let armed = false;
  let issued = 0;
  return {
    nameOf(text) {
      if (!armed) return undefined;
      let name = names.get(text);
      if (name === undefined && names.size < limit && PREPARABLE.test(text) && !text.includes(PLANNED_PER_CALL))
        names.set(text, (name = `q${++issued}`));
      return name;
    },
    arm() {
      armed = true;
    },
    retire(text) {
      if (names.has(text)) names.set(text, `q${++issued}`);
    },
  };
}

const isStalePlan = (error: unknown) =>
  (error as { code?: string }).code === '0A000' &&
  /cached plan must not change result type/i.test((error as Error).message ?? '');

/** The part of node-postgres's client used here, untyped: its query() has many overloads. */
type LooseClient = new (...args: unknown[]) => { query(...args: unknown[]): unknown };

/** A node-postgres client that sends the texts `names` names as named statements (promise calls only, as Kysely makes them). */
export function preparingClient(names: StatementNames): typeof pg.Client {
  class PreparingClient extends (pg.Client as unknown as LooseClient) {
    #inTransaction = false;

    query(...args: unknown[]): unknown {
      const [text, values, callback] = args;
      if (typeof text !== 'string' || typeof values === 'function' || typeof callback === 'function')
        return super.query(...args);
      const step = transactionStep(text);
      if (step) this.#inTransaction = step === 'start';
      const name = names.nameOf(text);
      if (!name) return super.query(...args);
      const run = (statement: string) => super.query({ name: statement, text, values }) as Promise<unknown>;
      const inTransaction = this.#inTransaction;
      return run(name).catch((error: unknown) => {
        if (!isStalePlan(error)) throw error;
        names.retire(text);
        // In a transaction the refusal has aborted it: the caller's transaction fails, the next one runs anew.
        if (inTransaction) throw error;
        return run(names.nameOf(text) ?? name);
      });
    }
  }
  return PreparingClient as unknown as typeof pg.Client;
}
