// A throw-away PostgreSQL schema: a connection address whose search_path is
// that schema, so a server started on it keeps its tables apart from every
// other run on the same database (server tests, the bench).
import pg from 'pg';

export interface ScratchSchema {
  /** The database address with `options=-c search_path=<schema>`. */
  url: string;
  drop(): Promise<void>;
}

async function run(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createScratchSchema(databaseUrl: string, prefix: string): Promise<ScratchSchema> {
  const schema = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await run(databaseUrl, `CREATE SCHEMA ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  let dropped = false;
  return {
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await run(databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}
