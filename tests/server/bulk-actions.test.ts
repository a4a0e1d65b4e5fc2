// A state action on many records in one call (POST {path}/actions/{action}): each record is decided on
// its own, with its own history entry and notification; one no longer in a state the action leaves is
// reported, not a failure of the batch.
import { describe, expect, it } from 'vitest';
import { adminWithGrants, call, useServer } from './helpers';

const API = '/api/v1';

describe('bulk state actions', () => {
  const ctx = useServer({ moderator: true });
  const get = (path: string, token = ctx.token) => call(ctx.server, 'GET', `${API}/${path}`, { token });
  const bulk = (action: string, body: unknown, token = ctx.token) =>
    call(ctx.server, 'POST', `${API}/admin/receipts/actions/${action}`, { token, body });

  it('denies three receipts with one reason and reports the one another admin accepted meanwhile', async () => {
    const pending = (await get('admin/receipts?status=pending&paging=4&sort=id')).body.data as { id: number }[];
    expect(pending).toHaveLength(4);
    const ids = pending.map((row) => row.id);
    // Another admin accepts the second one first.
    const other = await adminWithGrants(ctx.server.db, 'receipts desk', { RECEIPTS: ['VIEW', 'UPDATE'] });
    expect(
      (await call(ctx.server, 'PATCH', `${API}/admin/receipts/${ids[1]}/accept`, { token: other.token, body: {} }))
        .status,
    ).toBe(200);
    const answer = await bulk('deny', { ids: [...ids, 2147483647], reason: '  Blurry scan  ' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.done).toEqual([ids[0], ids[2], ids[3]]);
    expect(answer.body.data.skipped).toEqual([
      { id: ids[1], state: 'accepted', message: expect.stringMatching(/Accepted/) },
      { id: 2147483647, state: null, message: expect.any(String) },
    ]);

    for (const id of [ids[0], ids[2], ids[3]]) {
      expect((await get(`admin/receipts/${id}`)).body.data.status).toBe('denied');
      const [last] = (await get(`admin/receipts/${id}/history`)).body.data;
      expect(last).toMatchObject({ action: 'deny', from_state: 'pending', to_state: 'denied', reason: 'Blurry scan' });
    }
    // The skipped one keeps the other admin's decision and history.
    expect((await get(`admin/receipts/${ids[1]}`)).body.data.status).toBe('accepted');
    expect((await get(`admin/receipts/${ids[1]}/history`)).body.data[0].action).toBe('accept');

    // Each decided record notified the admins who handle receipts, as one decision at a time does.
    const notified = await ctx.server.db
      .selectFrom('notifications')
      .select('objectable_id')
      .where('receiver_id', '=', other.id)
      .where('objectable_id', 'in', ids)
      .execute();
    expect(notified.map((row) => row.objectable_id).sort()).toEqual([ids[0], ids[2], ids[3]].sort());
  });

  it('refuses a call without a reason, ids or the right, and changes nothing', async () => {
    const [record] = (await get('admin/receipts?status=pending&paging=1')).body.data;
    const refusals: [unknown, number, string][] = [
      [{ ids: [record.id] }, 422, 'reason'],
      [{ ids: [record.id], reason: '   ' }, 422, 'reason'],
      [{ reason: 'x' }, 422, 'ids'],
      [{ ids: [], reason: 'x' }, 422, 'ids'],
      [{ ids: 'all', reason: 'x' }, 422, 'ids'],
      [{ ids: [record.id, '2'], reason: 'x' }, 422, 'ids'],
      [{ ids: [1.5], reason: 'x' }, 422, 'ids'],
      [{ ids: [0], reason: 'x' }, 422, 'ids'],
      [{ ids: [2147483648], reason: 'x' }, 422, 'ids'],
      [{ ids: Array.from({ length: 1001 }, (_, i) => i + 1), reason: 'x' }, 422, 'ids'],
      [[record.id], 422, 'ids'],
    ];
    for (const [body, status, field] of refusals) {
      const answer = await bulk('deny', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    // The moderator may view receipts but not decide them; nobody signed out may.
    expect((await bulk('accept', { ids: [record.id] }, ctx.moderator)).status).toBe(403);
    expect((await bulk('accept', { ids: [record.id] }, '')).status).toBe(401);
    expect((await get(`admin/receipts/${record.id}`)).body.data.status).toBe('pending');
    // Each action of a schema has its bulk call; an unknown one is not there.
    expect((await bulk('archive', { ids: [record.id] })).status).toBe(404);
  });

  it('accepts a record listed twice once', async () => {
    const [record] = (await get('admin/receipts?status=pending&paging=1')).body.data;
    const answer = await bulk('accept', { ids: [record.id, record.id] });
    expect(answer.body.data).toEqual({ done: [record.id], skipped: [] });
    const history = (await get(`admin/receipts/${record.id}/history`)).body.data;
    expect(history.filter((entry: { action: string }) => entry.action === 'accept')).toHaveLength(1);
  });
});
