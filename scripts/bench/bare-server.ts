// The bench's yardstick: the same page of jobs as `GET admin/jobs?page=1&paging=20&
// sort=-created_at&status=active&fields=…` (the jobs screen's columns), served by node:http and node-postgres alone
// (no framework, no sign-in, no permission check, no query builder), with the
// same shape of answer and a total read once at start, as our server's kept
// estimate is, and the page's statement prepared once per connection, as ours
// are. What our server answers per second under load is measured against what
// this answers on the same machine, data and database.
//
// Run by the bench: `node --import tsx scripts/bench/bare-server.ts` with
// DATABASE_URL and PORT.
import http from 'node:http';
import pg from 'pg';
import { job } from '../../schemas/jobs/job';
import { listFields } from '../../src/engine/listFields';

const COLUMNS = listFields(job)
  .map((name) => `"${name}"`)
  .join(', ');
const PAGE = `SELECT ${COLUMNS} FROM jobs WHERE status = $1 ORDER BY created_at DESC, id DESC LIMIT 20`;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const counted = await pool.query<{ n: string }>('SELECT count(*) AS n FROM jobs WHERE status = $1', ['active']);
const total = Number(counted.rows[0]?.n ?? 0);

const server = http.createServer((request, response) => {
  if (request.url === '/healthz') {
    response.end('ok');
    return;
  }
  pool.query({ name: 'page', text: PAGE, values: ['active'] }).then(
    ({ rows }) => {
      const body = JSON.stringify({
        data: rows,
        meta: { page: 1, paging: 20, total, total_pages: Math.ceil(total / 20) },
      });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body);
    },
    (error: Error) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(error.message);
    },
  );
});
server.listen(Number(process.env.PORT), '127.0.0.1');
const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
