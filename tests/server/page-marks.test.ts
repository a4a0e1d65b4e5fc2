// The marks deep pages start from, over a list held in memory: where each page starts, which rows a
// walk reads, and when marks are made again.
import type { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db';
import { PageMarks, type Mark, type MarkedPage } from '../../server/pageMarks';

type Asked = { page: { after?: number; skip: number } } | { walk: { after?: number; rows: number; spacing: number } };

/** A list of `ids` in order (ids are their own sort values); records what the marks asked of it. */
function listOf(ids: number[], limit = 5) {
  const asked: Asked[] = [];
  const startAfter = (mark?: Mark) => (mark ? ids.indexOf(mark.id) + 1 : 0);
  const db = {
    executeQuery: async (query: CompiledQuery & { asked: Asked }) => {
      asked.push(query.asked);
      if ('page' in query.asked) {
        const from = query.asked.page.after ?? 0;
        return {
          rows: ids.slice(from + query.asked.page.skip, from + query.asked.page.skip + limit).map((id) => ({ id })),
        };
      }
      const { after = 0, rows, spacing } = query.asked.walk;
      const walked = ids.slice(after, after + rows);
      return {
        rows: walked.filter((_, i) => (i + 1) % spacing === 0).map((id) => ({ value: String(id), id })),
      };
    },
  } as unknown as Db;
  const page = (at: number): MarkedPage => ({
    key: 'list',
    offset: at,
    page: (mark, skip) => ({ asked: { page: { after: startAfter(mark), skip } } }) as never,
    walk: (mark, rows, spacing) => ({ asked: { walk: { after: startAfter(mark), rows, spacing } } }) as never,
  });
  return { db, asked, page };
}

const ids = (rows: Record<string, unknown>[]) => rows.map((row) => row.id);
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('page marks', () => {
  it('start a deep page after the nearest mark and walk only rows not walked before', async () => {
    const list = listOf(range(1, 1000));
    const marks = new PageMarks({ spacing: 100 });
    expect(marks.applies(199)).toBe(false);
    expect(marks.applies(200)).toBe(true);

    expect(ids(await marks.read(list.db, list.page(450), 0))).toEqual(range(451, 5));
    expect(list.asked).toEqual([{ walk: { after: 0, rows: 400, spacing: 100 } }, { page: { after: 400, skip: 50 } }]);

    list.asked.length = 0;
    expect(ids(await marks.read(list.db, list.page(399), 1))).toEqual(range(400, 5));
    expect(ids(await marks.read(list.db, list.page(400), 2))).toEqual(range(401, 5));
    expect(list.asked).toEqual([{ page: { after: 300, skip: 99 } }, { page: { after: 400, skip: 0 } }]);

    // Deeper: the walk goes on from the last mark.
    list.asked.length = 0;
    expect(ids(await marks.read(list.db, list.page(725), 3))).toEqual(range(726, 5));
    expect(list.asked).toEqual([{ walk: { after: 400, rows: 300, spacing: 100 } }, { page: { after: 700, skip: 25 } }]);
  });

  it('make their marks again once they are too old, and walk once for calls at the same time', async () => {
    const list = listOf(range(1, 1000));
    const marks = new PageMarks({ spacing: 100, ttlMs: 1000 });
    const [a, b] = await Promise.all([marks.read(list.db, list.page(500), 0), marks.read(list.db, list.page(500), 0)]);
    expect(ids(a)).toEqual(range(501, 5));
    expect(ids(b)).toEqual(range(501, 5));
    expect(list.asked.filter((call) => 'walk' in call)).toHaveLength(1);

    list.asked.length = 0;
    await marks.read(list.db, list.page(500), 999);
    expect(list.asked).toEqual([{ page: { after: 500, skip: 0 } }]);
    list.asked.length = 0;
    await marks.read(list.db, list.page(500), 1000);
    expect(list.asked).toEqual([{ walk: { after: 0, rows: 500, spacing: 100 } }, { page: { after: 500, skip: 0 } }]);
  });

  it('stop walking at the end of the list: a page past it is read after the last mark', async () => {
    const list = listOf(range(1, 250));
    const marks = new PageMarks({ spacing: 100 });
    expect(ids(await marks.read(list.db, list.page(900), 0))).toEqual([]);
    expect(list.asked).toEqual([{ walk: { after: 0, rows: 900, spacing: 100 } }, { page: { after: 200, skip: 700 } }]);
    list.asked.length = 0;
    expect(ids(await marks.read(list.db, list.page(2000), 1))).toEqual([]);
    expect(list.asked).toEqual([{ page: { after: 200, skip: 1800 } }]);
  });
});
