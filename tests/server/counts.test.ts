// List totals: exact up to EXACT_COUNT_LIMIT matching rows, the database's
// estimate above it (meta.total_estimated), on both databases. The limit is
// set low here so the 1,000 demo jobs cross it.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { countRows, ESTIMATE_TTL_MS } from '../../server/counts';
import { call, useServer } from './helpers';

const LIMIT = 100;

describe('list totals', () => {
  const ctx = useServer({ env: { EXACT_COUNT_LIMIT: String(LIMIT) } });
  const get = (path: string) => call(ctx.server, 'GET', `/api/v1/${path}`, { token: ctx.token });
  const exactCount = async (where: string) =>
    Number(
      (await sql<{ n: string | number }>`SELECT count(*) AS n FROM jobs WHERE ${sql.raw(where)}`.execute(ctx.server.db))
        .rows[0].n,
    );

  it('estimates a total above the limit, and says so', async () => {
    const answer = await get('admin/jobs?page=1&paging=20&sort=-created_at');
    expect(answer.status).toBe(200);
    const truth = await exactCount('true');
    expect(truth).toBeGreaterThan(LIMIT);
    expect(answer.body.meta.total_estimated).toBe(true);
    expect(answer.body.meta.total).toBeGreaterThan(LIMIT);
    // The statistics are fresh: the estimate of a whole table is close to its size.
    expect(Math.abs(answer.body.meta.total - truth) / truth).toBeLessThan(0.1);
    expect(answer.body.meta.total_pages).toBe(Math.ceil(answer.body.meta.total / 20));
    expect(answer.body.data).toHaveLength(20);
  });

  it('estimates a filtered total from the filter', async () => {
    const answer = await get('admin/jobs?page=1&paging=20&status=active');
    const truth = await exactCount(`status = 'active'`);
    expect(truth).toBeGreaterThan(LIMIT);
    expect(answer.body.meta.total_estimated).toBe(true);
    expect(Math.abs(answer.body.meta.total - truth) / truth).toBeLessThan(0.25);
    expect(answer.body.data.every((job: { status: string }) => job.status === 'active')).toBe(true);
  });

  it('counts exactly at and below the limit, without the mark', async () => {
    const company = (
      await sql<{ company_id: number; n: string | number }>`
      SELECT company_id, count(*) AS n FROM jobs GROUP BY company_id ORDER BY count(*) DESC, company_id LIMIT 1`.execute(
        ctx.server.db,
      )
    ).rows[0];
    const answer = await get(`admin/jobs?page=1&paging=20&company_id=${company.company_id}`);
    expect(Number(company.n)).toBeLessThanOrEqual(LIMIT);
    expect(answer.body.meta.total).toBe(Number(company.n));
    expect(answer.body.meta).not.toHaveProperty('total_estimated');
  });

  it('never estimates at or under the limit it counted past', async () => {
    const db = ctx.server.db;
    // A table never analysed gets its statistics first; exact below the limit, estimated above it.
    await sql`CREATE TABLE count_probe (id serial PRIMARY KEY, flag boolean NOT NULL)`.execute(db);
    try {
      await sql`INSERT INTO count_probe (flag) SELECT g % 2 = 0 FROM generate_series(1, ${LIMIT * 3}::int) g`.execute(
        db,
      );
      const exact = await countRows(db, 'count_probe', sql`flag = false`, LIMIT * 2);
      expect(exact).toEqual({ total: LIMIT * 1.5, estimated: false });
      const now = Date.now();
      const estimated = await countRows(db, 'count_probe', sql`true`, LIMIT, now);
      expect(estimated.estimated).toBe(true);
      expect(estimated.total).toBeGreaterThan(LIMIT);
      expect(Math.abs(estimated.total - LIMIT * 3)).toBeLessThan(LIMIT * 0.3);

      // An estimate is kept a while per filter, then made again; an exact total never is.
      await sql`INSERT INTO count_probe (flag) SELECT true FROM generate_series(1, ${LIMIT * 3}::int)`.execute(db);
      expect(await countRows(db, 'count_probe', sql`true`, LIMIT, now + ESTIMATE_TTL_MS - 1)).toEqual(estimated);
      const later = await countRows(db, 'count_probe', sql`true`, LIMIT, now + ESTIMATE_TTL_MS);
      expect(later.total).toBeGreaterThan(estimated.total);
      expect(await countRows(db, 'count_probe', sql`flag = false`, LIMIT * 2, now)).toEqual({
        total: LIMIT * 1.5,
        estimated: false,
      });
    } finally {
      await sql`DROP TABLE count_probe`.execute(db);
    }
  });

  it('once an estimate has run out, one call counts again while the others answer the last estimate', async () => {
    const db = ctx.server.db;
    await sql`CREATE TABLE count_recount (id serial PRIMARY KEY)`.execute(db);
    try {
      await sql`INSERT INTO count_recount (id) SELECT g FROM generate_series(1, ${LIMIT * 3}::int) g`.execute(db);
      const now = Date.now();
      const first = await countRows(db, 'count_recount', sql`true`, LIMIT, now);
      expect(first.estimated).toBe(true);
      await sql`INSERT INTO count_recount (id) SELECT g FROM generate_series(${LIMIT * 3 + 1}::int, ${LIMIT * 9}::int) g`.execute(
        db,
      );
      await sql`ANALYZE count_recount`.execute(db);
      const expired = now + ESTIMATE_TTL_MS;
      const [recounted, meanwhile] = await Promise.all([
        countRows(db, 'count_recount', sql`true`, LIMIT, expired),
        countRows(db, 'count_recount', sql`true`, LIMIT, expired),
      ]);
      expect(meanwhile).toEqual(first);
      expect(recounted.estimated).toBe(true);
      expect(recounted.total).toBeGreaterThan(first.total * 2);
      // The new estimate is the one kept.
      expect(await countRows(db, 'count_recount', sql`true`, LIMIT, expired + 1)).toEqual(recounted);
    } finally {
      await sql`DROP TABLE count_recount`.execute(db);
    }
  });
});

describe('list totals over a view (the sessions)', () => {
  const ctx = useServer({ env: { EXACT_COUNT_LIMIT: '2' } });

  it('estimates a total over a view, which has no statistics of its own', async () => {
    for (let i = 0; i < 4; i++) {
      const answer = await call(ctx.server, 'POST', '/api/v1/admin/oauth/token', {
        body: { grant_type: 'password', email: 'admin@example.com', password: 'admin' },
      });
      expect(answer.status).toBe(200);
    }
    const answer = await call(ctx.server, 'GET', '/api/v1/admin/sessions?page=1&paging=2', { token: ctx.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(2);
    expect(answer.body.meta.total_estimated).toBe(true);
    expect(answer.body.meta.total).toBeGreaterThan(0);
  });
});
