// The list shapes that stay fast on large tables give the answers their plain definitions give: the
// search through the folded keys, the sort by a reference's title read by walking the referenced table,
// the next and previous pages by cursor, and statistics sampled on large tables.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { backend, call, useServer } from './helpers';

describe(`list shapes (${backend})`, () => {
  const ctx = useServer();
  const get = (url: string) => call(ctx.server, 'GET', url, { token: ctx.token });
  const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((row) => row.id);

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
});
