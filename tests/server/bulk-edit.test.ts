// A bulk edit (PATCH {path} with ids and data): the fields a schema marks bulk-editable set to one value
// on every record of a selection, each record checked as its own save would be; one whose own values
// then break a rule is skipped and said why, not a failure of the batch.
import { describe, expect, it } from 'vitest';
import { defineEntity, text } from '../../src/engine/schema';
import { adminWithGrants, call, useServer } from './helpers';

const API = '/api/v1';
type Job = {
  id: number;
  city_id: number | null;
  published_on: string | null;
  closes_on: string | null;
  version: number;
};

describe('bulk edit', () => {
  const ctx = useServer();
  const get = (path: string, token = ctx.token) => call(ctx.server, 'GET', `${API}/${path}`, { token });
  const edit = (body: unknown, token = ctx.token, language = 'en') =>
    call(ctx.server, 'PATCH', `${API}/admin/jobs`, { token, body, headers: { 'accept-language': language } });
  const someJobs = async (count: number, offset = 0) =>
    ((await get(`admin/jobs?sort=id&page=1&paging=${count + offset}`)).body.data as Job[]).slice(offset);

  it('sets one field on each record, skips the missing one and one whose own rule fails, and says why', async () => {
    const [city] = (await get('cities?paging=1&sort=id')).body.data;
    const jobs = await someJobs(3);
    const answer = await edit({ ids: [...jobs.map((job) => job.id), 2000000000], data: { city_id: city.id } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({
      done: jobs.map((job) => job.id),
      skipped: [{ id: 2000000000, message: 'Not found' }],
    });
    for (const job of jobs) {
      const stored = (await get(`admin/jobs/${job.id}`)).body.data;
      expect(stored).toMatchObject({ city_id: city.id, version: job.version + 1 });
    }

    // A closing day before one job's publication: that job is refused by its own rule, the others take it.
    const [early, late] = await someJobs(2, 3);
    for (const [job, day] of [
      [early, '2026-01-01'],
      [late, '2026-09-01'],
    ] as const)
      expect(
        (
          await call(ctx.server, 'PUT', `${API}/admin/jobs/${job.id}`, {
            token: ctx.token,
            body: { published_on: day, closes_on: null },
          })
        ).status,
      ).toBe(200);
    const closing = await edit({ ids: [early.id, late.id], data: { closes_on: '2026-06-30' } }, ctx.token, 'ja');
    expect(closing.status).toBe(200);
    expect(closing.body.data.done).toEqual([early.id]);
    expect(closing.body.data.skipped).toEqual([
      { id: late.id, message: '募集締切日: 掲載開始日以降の日付にしてください' },
    ]);
    expect((await get(`admin/jobs/${early.id}`)).body.data.closes_on).toBe('2026-06-30');
    expect((await get(`admin/jobs/${late.id}`)).body.data.closes_on).toBeNull();
  });

  it('refuses a value, a field or a caller for all records at once, and changes nothing', async () => {
    const [job] = await someJobs(1, 6);
    const refusals: [unknown, string][] = [
      [{ ids: [job.id] }, 'data'],
      [{ ids: [job.id], data: {} }, 'data'],
      [{ ids: [job.id], data: [] }, 'data'],
      [{ ids: [job.id], data: { title: 'Everyone the same' } }, 'title'],
      [{ ids: [job.id], data: { status: 'closed' } }, 'status'],
      [{ ids: [job.id], data: { version: 1 } }, 'version'],
      [{ ids: [job.id], data: { employment_type: 'forever' } }, 'employment_type'],
      [{ ids: [job.id], data: { city_id: 'Tokyo' } }, 'city_id'],
      // A city that is not there: the database refuses it, for every record alike.
      [{ ids: [job.id], data: { city_id: 2000000000 } }, 'city_id'],
      [{ ids: [], data: { employment_type: 'contract' } }, 'ids'],
      [{ ids: [0], data: { employment_type: 'contract' } }, 'ids'],
    ];
    for (const [body, field] of refusals) {
      const answer = await edit(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const viewer = await adminWithGrants(ctx.server.db, 'jobs viewer', { JOBS: ['VIEW'] });
    expect((await edit({ ids: [job.id], data: { employment_type: 'contract' } }, viewer.token)).status).toBe(403);
    expect((await edit({ ids: [job.id], data: { employment_type: 'contract' } }, '')).status).toBe(401);
    expect((await get(`admin/jobs/${job.id}`)).body.data).toEqual(job);
    // An entity with no bulk-editable field has no bulk edit.
    const receipts = await call(ctx.server, 'PATCH', `${API}/admin/receipts`, {
      token: ctx.token,
      body: { ids: [1], data: { note: 'x' } },
    });
    expect(receipts.status).toBe(404);
  });

  it('is declared only on fields a bulk edit can set', () => {
    const entity = (fields: Parameters<typeof defineEntity>[0]['fields']) => () =>
      defineEntity({
        name: 'things',
        permission: 'JOBS',
        route: 'things',
        menu: false,
        fields,
        list: { columns: [], sort: 'id' },
        recordTitle: 'code',
      });
    expect(entity({ code: text({ unique: true, bulkEdit: true }) })).toThrow(/bulk-editable/);
    expect(entity({ code: text({ readOnly: true, bulkEdit: true }) })).toThrow(/bulk-editable/);
    expect(entity({ code: text({ bulkEdit: true }) })).not.toThrow();
  });
});
