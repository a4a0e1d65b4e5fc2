// GET <entity path>/stats: counts per group and per day over the seeded data,
// checked against what the list call counts for the same records.
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../server/stats';
import { call, useServer } from './helpers';

describe('stats', () => {
  const ctx = useServer({ moderator: true });
  const get = (url: string, token: string | undefined = ctx.token) => call(ctx.server, 'GET', url, { token });
  /** What the list call counts for a filter (meta.total of a one-record page). */
  const listTotal = async (path: string, filter = '') => {
    const answer = await get(`/api/v1/${path}?page=1&paging=1${filter ? `&${filter}` : ''}`);
    expect(answer.status).toBe(200);
    return answer.body.meta.total as number;
  };

  describe('per group', () => {
    it('counts the records of each value of a select field, as the list filtered by it does', async () => {
      const answer = await get('/api/v1/admin/jobs/stats?group=status');
      expect(answer.status).toBe(200);
      const groups = answer.body.data as { value: string; count: number }[];
      expect(groups.map((g) => g.value).sort()).toEqual(['active', 'closed', 'draft', 'inactive', 'pending']);
      for (const group of groups)
        expect(group.count, group.value).toBe(await listTotal('admin/jobs', `status=${group.value}`));
      // Biggest first, and every job counted once.
      expect(groups.map((g) => g.count)).toEqual([...groups.map((g) => g.count)].sort((a, b) => b - a));
      expect(answer.body.meta.total).toBe(await listTotal('admin/jobs'));
      expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(answer.body.meta.total);
    });

    it('groups by a reference field, keeps the biggest groups up to the limit and takes the list filters', async () => {
      const answer = await get('/api/v1/admin/jobs/stats?group=city_id&limit=3&status=active');
      expect(answer.status).toBe(200);
      const groups = answer.body.data as { value: number | null; count: number }[];
      expect(groups).toHaveLength(3);
      for (const group of groups.filter((g) => g.value !== null)) {
        expect(typeof group.value).toBe('number');
        expect(group.count).toBe(await listTotal('admin/jobs', `status=active&city_id=${group.value}`));
      }
      // meta.total counts every active job, also those in groups past the limit.
      expect(answer.body.meta.total).toBe(await listTotal('admin/jobs', 'status=active'));
      expect(groups.reduce((sum, g) => sum + g.count, 0)).toBeLessThanOrEqual(answer.body.meta.total);
    });

    it("filters by a field named like a parameter of the count per day (majors' field)", async () => {
      const answer = await get('/api/v1/majors/stats?group=active&field=engineering');
      expect(answer.status).toBe(200);
      const engineering = await listTotal('majors', 'field=engineering');
      expect(engineering).toBeGreaterThan(0);
      expect(engineering).toBeLessThan(await listTotal('majors'));
      expect(answer.body.meta.total).toBe(engineering);
      const active = (answer.body.data as { value: boolean; count: number }[]).find((g) => g.value === true);
      expect(active?.count ?? 0).toBe(await listTotal('majors', 'field=engineering&active=true'));
    });

    it('serves an entity through its own path (the spec calls of activation requests)', async () => {
      const answer = await get('/api/v1/admin/request/actives/stats?group=status');
      expect(answer.status).toBe(200);
      const pending = (answer.body.data as { value: string; count: number }[]).find((g) => g.value === 'pending');
      expect(pending?.count ?? 0).toBe(await listTotal('admin/request/actives', 'status=pending'));
    });
  });

  describe('per day', () => {
    it('counts the records of each day of a date field, every day of the range present', async () => {
      const from = '2026-10-01';
      const to = '2026-10-31';
      const answer = await get(`/api/v1/admin/job_applications/stats?per=day&field=applied_on&from=${from}&to=${to}`);
      expect(answer.status).toBe(200);
      const days = answer.body.data as { day: string; count: number }[];
      expect(days).toHaveLength(31);
      expect(days[0].day).toBe(from);
      expect(days.at(-1)!.day).toBe(to);
      expect(days.map((d) => d.day)).toEqual(Array.from({ length: 31 }, (_, i) => addDays(from, i)));
      const busiest = days.reduce((a, b) => (b.count > a.count ? b : a));
      expect(busiest.count).toBe(
        await listTotal('admin/job_applications', `applied_on_gte=${busiest.day}&applied_on_lte=${busiest.day}`),
      );
      const total = days.reduce((sum, d) => sum + d.count, 0);
      expect(total).toBe(await listTotal('admin/job_applications', `applied_on_gte=${from}&applied_on_lte=${to}`));
      expect(answer.body.meta).toMatchObject({ field: 'applied_on', from, to, total });
    });

    it('reads timestamps on the days of the asked time zone, the last 30 days by default', async () => {
      const tz = 'Asia/Tokyo';
      const answer = await get(`/api/v1/admin/job_applications/stats?per=day&tz=${encodeURIComponent(tz)}`);
      expect(answer.status).toBe(200);
      const days = answer.body.data as { day: string; count: number }[];
      expect(days).toHaveLength(30);
      const today = todayIn(tz);
      expect(days.at(-1)!.day).toBe(today);
      expect(days[0].day).toBe(addDays(today, -29));
      // The demo data was written just now: every application was created within the range.
      expect(days.reduce((sum, d) => sum + d.count, 0)).toBe(await listTotal('admin/job_applications'));
      expect(answer.body.meta).toMatchObject({ field: 'created_at', tz });
    });

    it('takes the list filters', async () => {
      const range = 'from=2026-06-01&to=2026-11-30';
      const answer = await get(
        `/api/v1/admin/job_applications/stats?per=day&field=applied_on&${range}&status=accepted`,
      );
      expect(answer.status).toBe(200);
      const total = (answer.body.data as { count: number }[]).reduce((sum, d) => sum + d.count, 0);
      expect(total).toBe(
        await listTotal(
          'admin/job_applications',
          'status=accepted&applied_on_gte=2026-06-01&applied_on_lte=2026-11-30',
        ),
      );
    });
  });

  describe('refuses', () => {
    it.each([
      ['a text field as a group', 'group=title', 'group'],
      ['an unknown field as a group', 'group=nothing', 'group'],
      ['a system field as a group', 'group=created_at', 'group'],
      ['a limit out of range', 'group=status&limit=0', 'limit'],
      ['a limit past the most', 'group=status&limit=101', 'limit'],
      ['neither group nor per', '', 'group'],
      ['both group and per', 'group=status&per=day', 'per'],
      ['a period other than day', 'per=week', 'per'],
      ['a field that holds no day', 'per=day&field=title', 'field'],
      ['a select field as a day', 'per=day&field=status', 'field'],
      ['a day that does not exist', 'per=day&from=2026-02-30', 'from'],
      ['a range that ends before it starts', 'per=day&from=2026-11-02&to=2026-11-01', 'from'],
      ['a range longer than a year', 'per=day&from=2024-01-01&to=2026-01-01', 'to'],
      ['an unknown time zone', 'per=day&tz=Nowhere%2FLand', 'tz'],
      ['a filter of the list with a bad value', 'group=status&company_id=abc', 'company_id'],
    ])('%s with 400', async (_name, query, parameter) => {
      const answer = await get(`/api/v1/admin/jobs/stats?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(parameter);
    });

    it('a parameter given twice with 400', async () => {
      expect((await get('/api/v1/admin/jobs/stats?group=status&group=city_id')).status).toBe(400);
    });

    it('an admin without VIEW on the function type with 403', async () => {
      // The seeded moderator sees jobs but not receipts.
      expect((await get('/api/v1/admin/jobs/stats?group=status', ctx.moderator)).status).toBe(200);
      const answer = await get('/api/v1/admin/receipts/stats?group=status', ctx.moderator);
      expect(answer.status).toBe(403);
      expect((await get('/api/v1/admin/receipts/stats?per=day', ctx.moderator)).status).toBe(403);
    });

    it('a caller without a token with 401', async () => {
      const answer = await call(ctx.server, 'GET', '/api/v1/admin/jobs/stats?group=status');
      expect(answer.status).toBe(401);
      expect(answer.body.data).toBeUndefined();
    });
  });
});
