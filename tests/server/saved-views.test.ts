// Saved views of a list (GET/POST user/views, PUT/DELETE user/views/{id}): each admin's own, and those
// shared with the permission the admin holds, of the lists the admin may view.
import { describe, expect, it } from 'vitest';
import { adminWithGrants, call, useServer } from './helpers';

const API = '/api/v1';

describe('saved views', () => {
  const ctx = useServer({ moderator: true });
  const send = (method: string, path: string, token: string, body?: unknown) =>
    call(ctx.server, method, `${API}/${path}`, { token, body });
  const viewsOf = async (token: string) => {
    const answer = await send('GET', 'user/views', token);
    expect(answer.status).toBe(200);
    return answer.body.data as Record<string, unknown>[];
  };

  it('keeps a view for its owner and shows it to the holders of the permission it is shared with', async () => {
    const moderator = (await send('GET', 'user', ctx.moderator)).body.data;
    const view = {
      route: 'jobs',
      name: '  Active contracts  ',
      filter: { status: 'active', employment_type: 'contract', q: 'Tokyo' },
      sort: '-published_on',
      per_page: 50,
      columns: ['title', 'company_id', 'status'],
      shared_permission_id: moderator.permission_id,
    };
    const created = await send('POST', 'user/views', ctx.token, view);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ ...view, name: 'Active contracts', mine: true, owner_name: 'Admin' });

    const theirs = (await viewsOf(ctx.moderator)).find((v) => v.id === created.body.data.id);
    expect(theirs).toMatchObject({ name: 'Active contracts', mine: false, columns: view.columns });
    // Only its owner changes or deletes it; to anyone else it is not there.
    expect((await send('PUT', `user/views/${created.body.data.id}`, ctx.moderator, view)).status).toBe(404);
    expect((await send('DELETE', `user/views/${created.body.data.id}`, ctx.moderator)).status).toBe(404);

    // An admin of another permission does not see it, nor one who may not view the list.
    const other = await adminWithGrants(ctx.server.db, 'views other', { JOBS: ['VIEW'] });
    expect((await viewsOf(other.token)).map((v) => v.id)).not.toContain(created.body.data.id);

    const renamed = await send('PUT', `user/views/${created.body.data.id}`, ctx.token, {
      ...view,
      name: 'Contracts',
      shared_permission_id: null,
    });
    expect(renamed.status).toBe(200);
    expect((await viewsOf(ctx.moderator)).map((v) => v.id)).not.toContain(created.body.data.id);
    expect((await send('DELETE', `user/views/${created.body.data.id}`, ctx.token)).status).toBe(200);
    expect((await viewsOf(ctx.token)).map((v) => v.id)).not.toContain(created.body.data.id);
  });

  it('refuses what a list cannot show, and sharing by an admin who may not change its records', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ route: 'nowhere', name: 'x' }, 'route'],
      [{ route: 'receipts', name: 'x' }, 'route'],
      [{ route: 'jobs', name: '   ' }, 'name'],
      [{ route: 'jobs', name: 'x'.repeat(101) }, 'name'],
      [{ route: 'jobs', name: 'x', filter: { status: { $ne: 1 } } }, 'filter'],
      [{ route: 'jobs', name: 'x', filter: { 'status; drop': 1 } }, 'filter'],
      [{ route: 'jobs', name: 'x', filter: 'status=active' }, 'filter'],
      [{ route: 'jobs', name: 'x', sort: 'password' }, 'sort'],
      [{ route: 'jobs', name: 'x', per_page: 0 }, 'per_page'],
      [{ route: 'jobs', name: 'x', columns: ['title', 'title'] }, 'columns'],
      [{ route: 'jobs', name: 'x', columns: ['secret'] }, 'columns'],
      [{ route: 'jobs', name: 'x', shared_permission_id: 2147483647 }, 'shared_permission_id'],
    ];
    // The moderator may view jobs but not receipts.
    for (const [body, field] of refusals) {
      const answer = await send('POST', 'user/views', ctx.moderator, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const reader = await adminWithGrants(ctx.server.db, 'views reader', { JOBS: ['VIEW'] });
    const permission = (await send('GET', 'user', ctx.moderator)).body.data.permission_id;
    const shared = await send('POST', 'user/views', reader.token, {
      route: 'jobs',
      name: 'Mine to share',
      shared_permission_id: permission,
    });
    expect(shared.status).toBe(422);
    // Shared with the holders of a permission who may not view the list, it stays out of their views.
    const receipts = await send('POST', 'user/views', ctx.token, {
      route: 'receipts',
      name: 'Receipts for the moderators',
      shared_permission_id: permission,
    });
    expect(receipts.status).toBe(201);
    expect((await viewsOf(ctx.moderator)).map((v) => v.id)).not.toContain(receipts.body.data.id);
    expect(shared.body.errors.shared_permission_id).toBeDefined();
    // Kept for themselves, it is theirs.
    expect((await send('POST', 'user/views', reader.token, { route: 'jobs', name: 'Mine' })).status).toBe(201);
    expect((await send('GET', 'user/views', '')).status).toBe(401);
    for (const id of ['0', 'abc', '99999999999'])
      expect((await send('DELETE', `user/views/${id}`, ctx.token)).status).toBe(404);
  });
});
