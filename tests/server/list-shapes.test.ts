// The list shapes that stay fast on large tables give the answers their plain definitions give: the
// search through the folded keys, the sort by a reference's title read by walking the referenced table,
// the next and previous pages by cursor, and statistics sampled on large tables.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { backend, call, useServer } from './helpers';

const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((row) => row.id);

describe(`list shapes (${backend})`, () => {
  const ctx = useServer();
  const get = (url: string) => call(ctx.server, 'GET', url, { token: ctx.token });

  it('searches with q as the global search does: any width, case, separators, diacritics left out', async () => {
    const all = (await get('/api/v1/admin/candidates?paging=1000')).body.data as Record<string, string>[];
    const vietnamese = all.filter((c) => c.full_name.includes('Nguyễn')).map((c) => c.id);
    expect(vietnamese.length).toBeGreaterThan(0);
    for (const q of ['nguyen', 'NGUYỄN', 'ｎｇｕｙｅｎ'])
      expect(ids(await get(`/api/v1/admin/candidates?paging=1000&q=${encodeURIComponent(q)}`)).sort(), q).toEqual(
        [...vietnamese].sort(),
      );
    // With diacritics, only the names that have them.
    expect(ids(await get(`/api/v1/admin/candidates?paging=1000&q=${encodeURIComponent('Nguyên')}`))).toEqual([]);
    const phoned = all.find((c) => c.phone?.includes('-'))!;
    expect(ids(await get(`/api/v1/admin/candidates?q=${phoned.phone.replace(/\D/g, '')}`))).toContain(phoned.id);
    // Wildcards are letters.
    expect((await get('/api/v1/admin/candidates?q=%25')).body.meta.total).toBe(0);
    expect((await get('/api/v1/admin/candidates?q=_')).body.meta.total).toBe(0);
  });

  it("sorts by a reference's title, then the reference, then id, the missing ones last (first descending)", async () => {
    const { db } = ctx.server;
    await sql`UPDATE jobs SET city_id = NULL WHERE id IN (SELECT id FROM jobs ORDER BY id LIMIT 3)`.execute(db);
    const cityName = sql`COALESCE(
      (SELECT e->>'name' FROM jsonb_array_elements(c.names) AS e WHERE e->>'language_code' = 'en' LIMIT 1),
      (SELECT e->>'name' FROM jsonb_array_elements(c.names) AS e WHERE e->>'language_code' = 'en' LIMIT 1))`;
    const definitions = {
      city_id: sql`(SELECT ${cityName} FROM cities AS c WHERE c.id = jobs.city_id), city_id, id`,
      '-city_id': sql`(SELECT ${cityName} FROM cities AS c WHERE c.id = jobs.city_id) DESC, city_id DESC, id DESC`,
      company_id: sql`(SELECT name FROM companies AS c WHERE c.id = jobs.company_id), company_id, id`,
      '-company_id': sql`(SELECT name FROM companies AS c WHERE c.id = jobs.company_id) DESC, company_id DESC, id DESC`,
    };
    for (const [sort, order] of Object.entries(definitions)) {
      for (const filter of ['', 'status=active', 'employment_type=full_time&q=e']) {
        const where = filter.startsWith('status')
          ? sql`status = 'active'`
          : filter
            ? sql`employment_type = 'full_time' AND title_search_key LIKE '%e%'`
            : sql`true`;
        const { rows } = await sql<{ id: number }>`SELECT id FROM jobs WHERE ${where} ORDER BY ${order}`.execute(db);
        const expected = rows.map((row) => row.id);
        expect(expected.length, filter).toBeGreaterThan(7);
        const whole = await get(`/api/v1/admin/jobs?sort=${sort}&paging=1000&${filter}`);
        expect(ids(whole), `${sort} ${filter}`).toEqual(expected);
        // Page by page, the same rows.
        const paged: number[] = [];
        for (let page = 1; paged.length < expected.length; page++)
          paged.push(...ids(await get(`/api/v1/admin/jobs?sort=${sort}&paging=7&page=${page}&${filter}`)));
        expect(paged, `${sort} ${filter}, by pages`).toEqual(expected);
      }
    }
    const cityOf = (answer: { body: { data: { city_id: number | null }[] } }) =>
      answer.body.data.map((row) => row.city_id);
    expect(cityOf(await get('/api/v1/admin/jobs?sort=city_id&paging=1000')).slice(-3)).toEqual([null, null, null]);
    expect(cityOf(await get('/api/v1/admin/jobs?sort=-city_id&paging=3'))).toEqual([null, null, null]);
  });
});

describe(`a large table (${backend})`, () => {
  const ctx = useServer();
  const get = (url: string) => call(ctx.server, 'GET', url, { token: ctx.token });
  const ROWS = 30_000;

  beforeAll(async () => {
    await sql`
      WITH companies AS (SELECT array_agg(id ORDER BY id) AS ids FROM companies)
      INSERT INTO jobs (title, company_id, employment_type, status, created_at, updated_at)
      SELECT 'Generated job ' || g, companies.ids[1 + g % cardinality(companies.ids)],
             (ARRAY['full_time','part_time','contract','temporary','internship'])[1 + g % 5],
             (ARRAY['active','active','draft','pending','closed'])[1 + g % 7 % 5],
             now() - g * interval '1 minute', now() - g * interval '1 minute'
      FROM generate_series(1, ${ROWS}::int) AS g, companies`.execute(ctx.server.db);
    await sql`VACUUM (ANALYZE) jobs`.execute(ctx.server.db);
  }, 120_000);

  it('estimates the groups of more records than it counts from a sample, shared out over the total', async () => {
    const { rows } = await sql<{ status: string; n: number }>`
      SELECT status, count(*)::int AS n FROM jobs GROUP BY status`.execute(ctx.server.db);
    const exact = new Map(rows.map((row) => [row.status, Number(row.n)]));
    const answer = await get('/api/v1/admin/jobs/stats?group=status');
    expect(answer.status).toBe(200);
    expect(answer.body.meta.estimated).toBe(true);
    const groups = answer.body.data as { value: string; count: number }[];
    const total = groups.reduce((sum, g) => sum + g.count, 0);
    expect(Math.abs(total - answer.body.meta.total)).toBeLessThanOrEqual(groups.length);
    for (const group of groups) {
      expect(exact.has(group.value), group.value).toBe(true);
      if (exact.get(group.value)! > ROWS / 10)
        expect(Math.abs(group.count - exact.get(group.value)!) / exact.get(group.value)!, group.value).toBeLessThan(
          0.1,
        );
    }
    expect(groups.map((g) => g.count)).toEqual([...groups.map((g) => g.count)].sort((a, b) => b - a));
    // Filtered to fewer records than the limit: counted exactly.
    const few = await get('/api/v1/admin/jobs/stats?group=status&q=job%2012');
    expect(few.body.meta.estimated).toBeUndefined();
    const { rows: matching } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM jobs WHERE title_search_key LIKE '%job12%'`.execute(ctx.server.db);
    expect(few.body.meta.total).toBe(Number(matching[0].n));
  });
  type Page = { body: { data: { id: number }[]; meta: { next_cursor?: string; previous_cursor?: string } } };
  const list = (query: string) => get(`/api/v1/admin/jobs?paging=25&${query}`) as Promise<Page>;

  it('reads the next and previous pages from cursors, as the pages by number are', async () => {
    for (const [sort, filter] of [
      ['-created_at', ''],
      ['title', 'status=active'],
      ['-id', 'q=job%201'],
      ['status', 'employment_type=contract'],
    ]) {
      let answer = await list(`sort=${sort}&${filter}&page=1`);

      expect(answer.body.meta.previous_cursor, sort).toBeUndefined();
      // The sort value a cursor is made of stays out of the records.
      expect(Object.keys(answer.body.data[0])).not.toContain('cursor');
      const pages = [ids(answer)];
      for (let page = 2; page <= 4; page++) {
        answer = await list(`sort=${sort}&${filter}&page=${page}&cursor=${answer.body.meta.next_cursor}`);
        expect(ids(answer), `${sort} ${filter} page ${page}`).toEqual(
          ids(await list(`sort=${sort}&${filter}&page=${page}`)),
        );
        pages.push(ids(answer));
      }
      // And back.
      for (let page = 3; page >= 1; page--) {
        answer = await list(`sort=${sort}&${filter}&page=${page}&cursor=${answer.body.meta.previous_cursor}`);
        expect(ids(answer), `${sort} ${filter} back to page ${page}`).toEqual(pages[page - 1]);
      }
      expect(answer.body.meta.previous_cursor, `${sort}: page one has no previous page`).toBeUndefined();
    }
    // A deep page by number finds its rows by their ids first: the same rows.
    for (const [sort, order] of [
      ['-created_at', sql`created_at DESC, id DESC`],
      ['title', sql`title, id`],
    ] as const) {
      const { rows } = await sql<{ id: number }>`SELECT id FROM jobs ORDER BY ${order} LIMIT 25 OFFSET 2475`.execute(
        ctx.server.db,
      );
      expect(ids(await list(`sort=${sort}&page=100`)), sort).toEqual(rows.map((row) => row.id));
    }
    // The last page has no next one.
    const last = await list('sort=-created_at&q=job%202999&page=1');
    expect(last.body.data.length).toBeLessThan(25);
    expect(last.body.meta.next_cursor).toBeUndefined();
    // A row deleted since its cursor was made: the page after it all the same.
    // (Jobs this test made: nothing else refers to them.)
    const first = await list('sort=-created_at&q=generated&page=1');
    const second = ids(await list('sort=-created_at&q=generated&page=2'));
    await sql`DELETE FROM jobs WHERE id = ${ids(first).at(-1)}`.execute(ctx.server.db);
    expect(ids(await list(`sort=-created_at&q=generated&page=2&cursor=${first.body.meta.next_cursor}`))).toEqual(
      second,
    );
  });

  it('reads a deep page by number after the nearest mark: the rows OFFSET gives', async () => {
    for (const [sort, order, filter, where] of [
      ['-created_at', sql`created_at DESC, id DESC`, '', sql`true`],
      ['title', sql`title, id`, '', sql`true`],
      ['-id', sql`id DESC`, 'q=generated', sql`title_search_key LIKE '%generated%'`],
    ] as const) {
      // Deeper and deeper (marks made, then extended), back up (marks kept), and past the end.
      for (const page of [801, 1197, 1000, 960, 5000]) {
        const { rows } = await sql<{ id: number }>`
          SELECT id FROM jobs WHERE ${where} ORDER BY ${order} LIMIT 25 OFFSET ${(page - 1) * 25}`.execute(
          ctx.server.db,
        );
        const answer = await list(`sort=${sort}&${filter}&page=${page}`);
        expect(ids(answer), `${sort} ${filter} page ${page}`).toEqual(rows.map((row) => row.id));
        if (rows.length) expect(answer.body.meta.next_cursor ?? answer.body.meta.previous_cursor).toBeDefined();
      }
    }
  });

  it('refuses a cursor of another sort, a forged one, and one where no keyset applies', async () => {
    const answer = await get('/api/v1/admin/jobs?paging=5&sort=-created_at');
    const cursor = answer.body.meta.next_cursor as string;
    const forged = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    for (const query of [
      `sort=created_at&cursor=${cursor}`,
      `sort=company_id&cursor=${cursor}`,
      'cursor=%%%',
      `cursor=${'A'.repeat(2000)}`,
      `sort=-created_at&cursor=${forged(['-created_at', 1, 'not a time', 0])}`,
      `sort=-created_at&cursor=${forged(['-created_at', 1, '2026-01-01T00:00:00.000Z', 0])}`,
      `sort=status&cursor=${forged(['status', 1, 'no such state', 0])}`,
      `sort=-created_at&cursor=${forged(['-created_at', -1, '2026-01-01 00:00:00+00', 0])}`,
      `sort=-created_at&cursor=${forged(['-created_at', 1, '2026-01-01 00:00:00+00', 2])}`,
      `sort=-created_at&cursor=${forged(['-created_at', 1, { a: 1 }, 0])}`,
      `sort=-created_at&cursor=${forged({ a: 1 })}`,
    ]) {
      const refused = await get(`/api/v1/admin/jobs?paging=5&${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.message, query).toMatch(/cursor/);
    }
    // Sorted by a reference's title, pages go by number alone.
    expect((await get('/api/v1/admin/jobs?paging=5&sort=company_id')).body.meta.next_cursor).toBeUndefined();
  });
});
