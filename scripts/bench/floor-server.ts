// The floors of the scale section's addresses (scripts/bench/floor.ts) as a server: GET /floor/<n> runs
// the n-th address's statements (its page and, where the server counts, its count; side by side on
// PostgreSQL, in turn on PGlite's one connection) and answers their rows as JSON, the shape of a list
// answer. Nothing else: no framework, sign-in, permission check or query builder.
//
// Run by the bench: `node --import tsx scripts/bench/floor-server.ts` with PORT, FLOOR_STATEMENTS (JSON)
// and DATABASE_URL, or DATA_DIR for a PGlite store no server holds.
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
// The row decoding the server asks of its drivers, so the floor decodes what the server does.
import { embeddedStoreDir, lockDataDir, TYPE_PARSERS } from '../../server/db';
import type { FloorStatement } from './floor';

const addresses = JSON.parse(process.env.FLOOR_STATEMENTS ?? '[]') as FloorStatement[][];
const databaseUrl = process.env.DATABASE_URL ?? '';
const dataDir = process.env.DATA_DIR ?? '';

type Run = (statements: FloorStatement[]) => Promise<Record<string, unknown>[][]>;
let run: Run;
let close: () => Promise<void>;
if (databaseUrl) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  run = (statements) =>
    Promise.all(statements.map(({ sql, parameters }) => pool.query(sql, parameters).then((answer) => answer.rows)));
  close = () => pool.end();
} else {
  const unlock = lockDataDir(dataDir);
  const lite = await PGlite.create(embeddedStoreDir({ DATABASE_URL: '', DATA_DIR: dataDir })!, {
    extensions: { pg_trgm },
    parsers: { ...TYPE_PARSERS },
  });
  run = async (statements) => {
    const answers: Record<string, unknown>[][] = [];
    for (const { sql, parameters } of statements) answers.push((await lite.query(sql, parameters)).rows as never);
    return answers;
  };
  close = async () => {
    await lite.close();
    unlock();
  };
}

const server = http.createServer((request, response) => {
  if (request.url === '/healthz') {
    response.end('ok');
    return;
  }
  const statements = addresses[Number(/^\/floor\/(\d+)$/.exec(request.url ?? '')?.[1] ?? -1)];
  if (!statements) {
    response.writeHead(404).end();
    return;
  }
  run(statements).then(
    ([rows, counted]) => {
      const total = counted ? Number(Object.values(counted[0] ?? {})[0] ?? 0) : undefined;
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ data: rows, meta: { total } }));
    },
    (error: Error) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(error.message);
    },
  );
});
server.listen(Number(process.env.PORT), '127.0.0.1');
const stop = () => server.close(() => void close().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
