// The database handle: Kysely with the Postgres dialect, over node-postgres
// when DATABASE_URL is set, else over PGlite stored in DATA_DIR.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from './config';
import { PGliteDialect } from './pglite-driver';

export type Db = Kysely<any>;

const INT8 = 20;
const DATE = 1082;
const NUMERIC = 1700;

/** Whole-day dates stay 'YYYY-MM-DD' strings: a Date would shift them by the time zone. */
const keepText = (value: string) => value;
/** Money columns (numeric) as JSON numbers; their bounds keep them within a double's exact digits. */
const toNumber = (value: string) => Number(value);

export async function openDb(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Db> {
  if (config.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: config.DATABASE_URL,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === DATE) return keepText;
          // count(*) is bigint; our counts always fit a JS number.
          if (oid === INT8 || oid === NUMERIC) return toNumber;
          return pg.types.getTypeParser(oid, format as 'text');
        }) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    return new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  }
  const dir = path.join(config.DATA_DIR, 'pglite');
  mkdirSync(dir, { recursive: true });
  const lite = await PGlite.create(dir, { parsers: { [DATE]: keepText, [INT8]: toNumber, [NUMERIC]: toNumber } });
  return new Kysely<any>({ dialect: new PGliteDialect(lite) });
}

export async function closeDb(db: Db): Promise<void> {
  await db.destroy();
}

/** A count from the database (a string under node-postgres without our parser) as a number. */
export function toCount(value: unknown): number {
  return typeof value === 'bigint' ? Number(value) : Number(value ?? 0);
}
