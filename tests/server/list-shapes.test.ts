// The list shapes that stay fast on large tables give the answers their plain definitions give: the
// search through the folded keys, the sort by a reference's title read by walking the referenced table,
// the next and previous pages by cursor, and statistics sampled on large tables.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
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
