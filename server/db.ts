// The database handle: Kysely with the Postgres dialect, over node-postgres
// when DATABASE_URL is set, else over PGlite stored in DATA_DIR.
import { linkSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from './config';
import { PGliteDialect } from './pglite-driver';
import { preparingClient, statementNames, type StatementNames } from './prepared';

// The tables come from the entity schemas at run time: no static type describes them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Tables = any;
export type Db = Kysely<Tables>;

const INT8 = 20;
const DATE = 1082;
const NUMERIC = 1700;
const TIMESTAMPTZ = 1184;

/** Whole-day dates stay 'YYYY-MM-DD' strings: a Date would shift them by the time zone. */
const keepText = (value: string) => value;
/** Money columns (numeric) as JSON numbers; their bounds keep them within a double's exact digits. */
const toNumber = (value: string) => Number(value);

const parseTimestamp = pg.types.getTypeParser(TIMESTAMPTZ, 'text') as (value: string) => unknown;

/**
 * A timestamp as the API writes it, ISO 8601 in UTC to the millisecond, rewritten from PostgreSQL's own
 * text when that is in UTC ('2026-11-27 07:37:55.290123+00'): a list of wide rows holds many, and making
 * a Date of each only to write it back as text was a good part of a list call's work. Another zone, a
 * year of five digits, BC or infinity is parsed as before (a Date, or ±Infinity).
 */
export function isoTimestamp(text: string): unknown {
  const length = text.length;
  if (
    length < 22 ||
    text[4] !== '-' ||
    text[10] !== ' ' ||
    text[length - 3] !== '+' ||
    text[length - 2] !== '0' ||
    text[length - 1] !== '0'
  ) {
    return parseTimestamp(text);
  }
  const fraction = text[19] === '.' ? `${text.slice(20, Math.min(23, length - 3))}00`.slice(0, 3) : '000';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
}

/** How both drivers read the column types whose default reading the API does not want (by type oid). */
export const TYPE_PARSERS: Readonly<Record<number, (value: string) => unknown>> = {
  [DATE]: keepText,
  [TIMESTAMPTZ]: isoTimestamp,
  // count(*) is bigint; our counts always fit a JS number.
  [INT8]: toNumber,
  [NUMERIC]: toNumber,
};

/** The embedded store's folder under DATA_DIR; none when DATABASE_URL names a PostgreSQL server. */
export function embeddedStoreDir(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): string | undefined {
  return config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite');
}

export async function openDb(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'> & Partial<Pick<Config, 'PREPARED_STATEMENTS'>>,
): Promise<Db> {
  if (config.DATABASE_URL) {
    const names = config.PREPARED_STATEMENTS === false ? undefined : statementNames();
    const pool = new pg.Pool({
      connectionString: config.DATABASE_URL,
      ...(names && { Client: preparingClient(names) }),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    if (names) statementNamesOf.set(db, names);
    return db;
  }
  const dir = embeddedStoreDir(config)!;
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(config.DATA_DIR);
  try {
    const lite = await PGlite.create(dir, {
      // The global search's indexes (server/migrate.ts).
      extensions: { pg_trgm },
      parsers: { ...TYPE_PARSERS },
    });
    const db = new Kysely<Tables>({ dialect: new PGliteDialect(lite) });
    unlocks.set(db, unlock);
    return db;
  } catch (error) {
    unlock();
    throw error;
  }
}

const unlocks = new WeakMap<Db, () => void>();
const statementNamesOf = new WeakMap<Db, StatementNames>();

/**
 * From now on, the queries sent are prepared statements (PostgreSQL, unless PREPARED_STATEMENTS=0):
 * called once the tables are as this server wants them (server/prepared.ts).
 */
export function prepareStatements(db: Db): void {
  statementNamesOf.get(db)?.arm();
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What taking the data directory's lock may be told, for tests: whose id it writes, and who is alive. */
export interface DataDirLockOptions {
  pid?: number;
  isRunning?: (pid: number) => boolean;
  /** Called once a lock left by a process that is gone has been judged stale, before it is taken over. */
  judgedStale?: () => void;
}

/**
 * One process per data directory: PGlite takes no lock of its own, and two processes writing one
 * directory (an old server still stopping while its replacement starts) corrupt it. The lock file
 * holds the process id; one left by a process that is gone (killed, crashed) is taken over.
 *
 * Taking over is a compare-and-swap: the stale file is renamed aside, and only if what was moved is the
 * very file judged stale (same inode) does the taker link its own. Two servers that find one stale lock
 * at once cannot both win: the later one moves the winner's fresh file, puts it back, and finds it alive.
 */
export function lockDataDir(dataDir: string, options: DataDirLockOptions = {}): () => void {
  const file = path.join(dataDir, 'owner.pid');
  const own = String(options.pid ?? process.pid);
  const running = options.isRunning ?? isRunning;
  // Written aside and linked into place: the lock never exists without its process id.
  const draft = `${file}.${own}`;
  writeFileSync(draft, own);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(draft, file);
        return () => {
          try {
            if (readFileSync(file, 'utf8') === own) unlinkSync(file);
          } catch {
            // Already gone.
          }
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      let holder: number;
      let inode: number;
      try {
        inode = statSync(file).ino;
        holder = Number(readFileSync(file, 'utf8'));
      } catch {
        continue;
      }
      // Our own id is a restarted container's process reusing the id of the one before.
      if (holder > 0 && String(holder) !== own && running(holder)) {
        throw new Error(
          `DATA_DIR ${dataDir} is in use by process ${holder}: stop it first (if that process is not this server, delete ${file})`,
        );
      }
      options.judgedStale?.();
      const aside = `${file}.stale.${own}`;
      try {
        renameSync(file, aside);
      } catch {
        continue; // Already moved by another taker.
      }
      if (statSync(aside).ino !== inode) {
        // Another taker's fresh lock, made after this one judged the old one stale: back where it was.
        try {
          linkSync(aside, file);
        } catch {
          // A third server linked its own in between: three starting at once on one stale lock is a known
          // limit (docs/RELIABILITY.md).
        }
      }
      unlinkSync(aside);
    }
  } finally {
    unlinkSync(draft);
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`);
}

export async function closeDb(db: Db): Promise<void> {
  await db.destroy();
  unlocks.get(db)?.();
}

/** A count from the database (a string under node-postgres without our parser) as a number. */
export function toCount(value: unknown): number {
  return typeof value === 'bigint' ? Number(value) : Number(value ?? 0);
}
