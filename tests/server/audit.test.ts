// The audit trail (server/audit.ts) and a record's history (server/history.ts): every write through the
// API keeps who, from where, what and each field before and after; a state action is told once, with its
// reason; a field naming a record the reader may not view is left out; writes outside the API are not kept.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { audited, changesOf, scheduleAuditSweep } from '../../server/audit';
import { MAX_HISTORY_CHANGE_BYTES } from '../../server/history';
import type { EntityChange } from '../../server/broker/live';
import { adminWithGrants, call, useServer } from './helpers';

const API = '/api/v1';
type Change = { field: string; before: unknown; after: unknown };
type Entry = { type: 'action' | 'change'; operation?: string; action?: string; changes?: Change[]; admin_name: string };

describe('audit trail', () => {
  const ctx = useServer();
  const send = (method: string, path: string, body?: unknown, token = ctx.token) =>
    call(ctx.server, method, `${API}/${path}`, { token, body });
  const history = async (path: string, token = ctx.token) => {
    const answer = await send('GET', `${path}/history`, undefined, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Entry[];
  };
  const entriesOf = (entity: string, id: number) =>
    ctx.server.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity', '=', entity)
      .where('record_id', '=', id)
      .orderBy('id')
      .execute();

  it("tells a committed write's records once, and past its listing limit that there were more", async () => {
    const told: EntityChange[] = [];
    const request = {
      auth: { user: { id: 1, name: 'Admin' }, sessionId: 'session' },
      ip: '127.0.0.1',
      server: { publishChange: (change: EntityChange) => told.push(change) },
    } as unknown as FastifyRequest;
    const codes = Array.from({ length: 2_500 }, (_, n) => `Z${n.toString(36).toUpperCase().padStart(3, '0')}`);
    await audited(ctx.server.db, request, async (trx) => {
      await sql`INSERT INTO countries (code, names)
        SELECT code, '[{"language_code":"en","name":"Many"}]'::jsonb FROM unnest(${codes}::text[]) AS code`.execute(
        trx,
      );
    });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ entity: 'countries', operation: 'create', more: true, by: { id: 1 } });
    // Listed one by one up to the limit, each once.
    expect(told[0].ids.length).toBeGreaterThan(1_000);
    expect(told[0].ids.length).toBeLessThan(codes.length);
    expect(new Set(told[0].ids).size).toBe(told[0].ids.length);

    // A transaction that fails tells nobody.
    await expect(
      audited(ctx.server.db, request, async (trx) => {
        await sql`UPDATE countries SET code = 'ZZ9' WHERE code = 'Z000'`.execute(trx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(told).toHaveLength(1);
    await sql`DELETE FROM countries WHERE code = ANY(${codes}::text[])`.execute(ctx.server.db);
  });

  it('keeps who, from where and each field before and after, for a create, an update and a delete', async () => {
    const created = await send('POST', 'countries', {
      code: 'QA',
      names: [{ language_code: 'en', name: 'Auditland' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    const edited = await send('PATCH', `countries/${id}`, { code: 'QB' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const [edit, create] = await history(`countries/${id}`);
    expect(edit).toMatchObject({ type: 'change', operation: 'update' });
    // Only what changed: not the version nor the time of the change.
    expect(edit.changes).toEqual([{ field: 'code', before: 'QA', after: 'QB' }]);
    expect(create).toMatchObject({ type: 'change', operation: 'create' });
    expect(create.changes).toContainEqual({ field: 'code', before: null, after: 'QA' });
    expect(create.changes).toContainEqual({
      field: 'names',
      before: null,
      after: [{ language_code: 'en', name: 'Auditland' }],
    });

    expect((await send('DELETE', `countries/${id}`)).status).toBe(200);
    const entries = await entriesOf('countries', id);
    expect(entries.map((entry) => entry.operation)).toEqual(['create', 'update', 'delete']);
    const me = (await send('GET', 'user')).body.data as { id: number; name: string };
    for (const entry of entries) {
      expect(entry).toMatchObject({ admin_user_id: me.id, admin_name: me.name, address: '127.0.0.1' });
      // The session the token belongs to.
      const session = await ctx.server.db
        .selectFrom('admin_sessions')
        .select('user_id')
        .where('id', '=', String(entry.session_id))
        .executeTakeFirst();
      expect(session?.user_id).toBe(me.id);
    }
    expect(entries[2].changes).toMatchObject({ code: ['QB', null] });
    // A gone record's history is the audit log's to read.
    expect((await send('GET', `countries/${id}/history`)).status).toBe(404);
  });

  it('answers the newest changes up to its byte budget, always the newest, however long the trail', async () => {
    const created = await send('POST', 'countries', { code: 'QL', names: [{ language_code: 'en', name: 'Longland' }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    // Twenty writes of long values that do not compress: together several times the budget.
    const long = () => randomBytes(96 * 1024).toString('base64');
    for (let n = 0; n < 20; n++)
      await ctx.server.db
        .insertInto('audit_entries')
        .values({
          entity: 'countries',
          record_id: id,
          operation: 'update',
          changes: JSON.stringify({ code: [long(), long()] }),
          admin_name: 'Writer',
        })
        .execute();
    const changes = (await history(`countries/${id}`)).filter((entry) => entry.type === 'change');
    const stored = (await entriesOf('countries', id)).reverse();
    // The newest ones, in order, fewer than were written; within the budget but for the last one kept.
    expect(changes.length).toBeGreaterThan(1);
    expect(changes.length).toBeLessThan(20);
    expect(changes.map((entry) => entry.changes![0].after)).toEqual(
      stored
        .slice(0, changes.length)
        .map((row) => (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes).code[1]),
    );
    const sizes = changes.map((entry) => JSON.stringify(entry.changes).length);
    expect(sizes.slice(0, -1).reduce((sum, size) => sum + size, 0)).toBeLessThan(MAX_HISTORY_CHANGE_BYTES);
  });

  it('tells a state action once, with its reason, and keeps each record of a bulk edit', async () => {
    const receipts = (await send('GET', 'admin/receipts?paging=200&sort=id&status=pending')).body.data as {
      id: number;
    }[];
    const [receipt] = receipts.slice(-1);
    const denied = await send('PATCH', `admin/receipts/${receipt.id}/denied`, { reason: 'Blurred scan' });
    expect(denied.status, JSON.stringify(denied.body)).toBe(200);
    const entries = await history(`admin/receipts/${receipt.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'action', action: 'deny', reason: 'Blurred scan' });
    // The trail has it too, named by its action.
    expect((await entriesOf('receipts', receipt.id)).map((entry) => entry.action)).toEqual(['deny']);

    const jobs = (await send('GET', 'admin/jobs?paging=2&sort=id')).body.data as { id: number; openings: number }[];
    const [city] = (await send('GET', 'cities?paging=2&sort=-id')).body.data as { id: number }[];
    expect(
      (await send('PATCH', 'admin/jobs', { ids: jobs.map((job) => job.id), data: { city_id: city.id } })).status,
    ).toBe(200);
    for (const job of jobs) {
      const [entry] = await history(`admin/jobs/${job.id}`);
      expect(entry.changes).toEqual([expect.objectContaining({ field: 'city_id', after: city.id })]);
    }
  });

  it('leaves out a field naming a record the reader may not view', async () => {
    const [job, other] = (await send('GET', 'admin/jobs?paging=2&sort=-id')).body.data as {
      id: number;
      company_id: number;
      openings: number;
    }[];
    const changed = await send('PATCH', `admin/jobs/${job.id}`, {
      company_id: other.company_id === job.company_id ? job.company_id : other.company_id,
      openings: job.openings + 1,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const fields = (entries: Entry[]) => entries[0].changes!.map((change) => change.field).sort();
    expect(fields(await history(`admin/jobs/${job.id}`))).toEqual(
      other.company_id === job.company_id ? ['openings'] : ['company_id', 'openings'],
    );
    const reader = await adminWithGrants(ctx.server.db, 'jobs reader', { JOBS: ['VIEW'] });
    expect(fields(await history(`admin/jobs/${job.id}`, reader.token))).toEqual(['openings']);
  });

  it('keeps nothing of writes outside the API, and offers no call that writes or changes an entry', async () => {
    // The demo data was written without an actor.
    const [{ count }] = await ctx.server.db
      .selectFrom('audit_entries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('entity', '=', 'companies')
      .execute();
    expect(Number(count)).toBe(0);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect([404, 405], method).toContain((await send(method, 'admin/jobs/1/history', {})).status);
  });

  it('removes entries past their keeping, by the server clock, and keeps the others', async () => {
    const db = ctx.server.db;
    // A clock a hundred days ahead: the cut is the server's reading, not the database's.
    const now = new Date(Date.now() + 100 * 86_400_000);
    const add = (daysAgo: number) =>
      db
        .insertInto('audit_entries')
        .values({
          entity: 'sweep-test',
          record_id: daysAgo,
          operation: 'update',
          changes: JSON.stringify({}),
          admin_name: 'Someone',
          created_at: sql`${now.toISOString()}::timestamptz - make_interval(days => ${daysAgo})`,
        })
        .execute();
    for (const daysAgo of [400, 366, 364, 1]) await add(daysAgo);
    const failures: unknown[] = [];
    // It sweeps once at start; stopping waits for that run.
    await scheduleAuditSweep(
      db,
      365,
      (error) => failures.push(error),
      () => now,
    )();
    expect(failures).toEqual([]);
    const kept = await db.selectFrom('audit_entries').select('record_id').where('entity', '=', 'sweep-test').execute();
    expect(kept.map((row) => row.record_id).sort((a, b) => a - b)).toEqual([1, 364]);
  });
});

describe('changesOf', () => {
  const actor = { id: 7, name: 'Lan', session: 's', address: '127.0.0.1' };
  const at = new Date('2026-01-02T03:04:05Z');

  it('makes one change per entity and operation, with each record once and its version', () => {
    const written = 'jobs 1 update 3\njobs 2 update 8\njobs 1 update 4\njobs 9 create 1\ncities 5 delete \n';
    expect(changesOf(written, { ...actor, action: 'close' }, at)).toEqual([
      {
        entity: 'jobs',
        operation: 'update',
        ids: [1, 2],
        versions: { 1: 3, 2: 8 },
        action: 'close',
        by: { id: 7, name: 'Lan' },
        at: '2026-01-02T03:04:05.000Z',
      },
      expect.objectContaining({ entity: 'jobs', operation: 'create', ids: [9] }),
      {
        entity: 'cities',
        operation: 'delete',
        ids: [5],
        action: 'close',
        by: { id: 7, name: 'Lan' },
        at: '2026-01-02T03:04:05.000Z',
      },
    ]);
  });

  it("says there were more when the trigger stopped listing the entity's records", () => {
    expect(changesOf('jobs 1 update 2\njobs * update\n', actor, at)).toEqual([
      expect.objectContaining({ ids: [1], more: true }),
    ]);
  });

  it('ignores what is not a line of the trigger', () => {
    expect(changesOf('\nnonsense\njobs 1 rename 2\n', actor, at)).toEqual([]);
  });
});

describe('the audit log', () => {
  const ctx = useServer();
  const send = (method: string, path: string, body?: unknown, token = ctx.token) =>
    call(ctx.server, method, `${API}/${path}`, { token, body });

  it('lists every write, filtered by account, entity, operation and period, to holders of its right only', async () => {
    const writer = await adminWithGrants(ctx.server.db, 'writer', { MASTER: ['VIEW', 'CREATE', 'UPDATE', 'DELETE'] });
    const before = new Date(Date.now() - 1000).toISOString();
    const created = await send(
      'POST',
      'countries',
      { code: 'QL', names: [{ language_code: 'en', name: 'Logland' }] },
      writer.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    expect((await send('PATCH', `countries/${id}`, { code: 'QM' }, writer.token)).status).toBe(200);

    const list = async (query: string, token = ctx.token) => {
      const answer = await send('GET', `admin/audit_log?${query}`, undefined, token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data as Record<string, unknown>[];
    };
    const mine = await list(`admin_user_id=${writer.id}`);
    expect(mine.map((entry) => entry.operation)).toEqual(['update', 'create']);
    expect(mine[0]).toMatchObject({ entity: 'countries', record_id: id, changed_fields: ['code'], action: null });
    expect(mine[1].changed_fields).toEqual(expect.arrayContaining(['code', 'names']));
    // The session by its public number, never its id.
    expect(typeof mine[0].session_number).toBe('number');
    expect(JSON.stringify(mine)).not.toMatch(/session_id/);

    expect(await list(`admin_user_id=${writer.id}&entity=countries&operation=update`)).toHaveLength(1);
    expect(await list(`admin_user_id=${writer.id}&entity=cities`)).toHaveLength(0);
    expect(await list(`admin_user_id=${writer.id}&at_gte=${encodeURIComponent(before)}`)).toHaveLength(2);
    const later = new Date(Date.now() + 60_000).toISOString();
    expect(await list(`admin_user_id=${writer.id}&at_gte=${encodeURIComponent(later)}`)).toHaveLength(0);

    // Every right on the accounts but the audit log's: refused; and nobody writes an entry.
    const manager = await adminWithGrants(ctx.server.db, 'manager', {
      SETTING_MODERATOR: ['VIEW', 'CREATE', 'UPDATE', 'DELETE'],
    });
    expect((await send('GET', 'admin/audit_log', undefined, manager.token)).status).toBe(403);
    const auditor = await adminWithGrants(ctx.server.db, 'auditor', { SETTING_MODERATOR: ['VIEW', 'AUDIT'] });
    expect(await list(`admin_user_id=${writer.id}`, auditor.token)).toHaveLength(2);
    const entry = mine[0].id as number;
    for (const [method, path] of [
      ['POST', 'admin/audit_log'],
      ['PUT', `admin/audit_log/${entry}`],
      ['PATCH', `admin/audit_log/${entry}`],
      ['DELETE', `admin/audit_log/${entry}`],
    ] as const)
      expect([403, 404, 405], `${method} ${path}`).toContain((await send(method, path, { entity: 'x' })).status);
    expect(await list(`admin_user_id=${writer.id}`)).toHaveLength(2);
  });

  it('lets an administrator grant the right on its function only', async () => {
    const { body } = await send('GET', 'admin/permissions?paging=100');
    const administrator = body.data.find((p: { name: string }) => p.name === 'Administrator');
    const detail = await send('GET', `admin/permissions/${administrator.id}/detail`);
    const settings = detail.body.data.functions.find(
      (entry: { function: { type: string } }) => entry.function.type === 'SETTING_MODERATOR',
    );
    expect(settings.privileges).toContain('AUDIT');
    const made = await send('POST', 'admin/permissions', { name: 'Auditors' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const grant = (type: string, privileges: string[]) =>
      send('POST', `admin/permissions/${made.body.data.id}/detail`, {
        functions: [{ function: { type }, privileges }],
      });
    expect((await grant('JOBS', ['VIEW', 'AUDIT'])).status).toBe(422);
    expect((await grant('SETTING_MODERATOR', ['AUDIT'])).status).toBe(200);
    const saved = await send('GET', `admin/permissions/${made.body.data.id}/detail`);
    expect(saved.body.data.functions).toEqual([
      expect.objectContaining({
        function: expect.objectContaining({ type: 'SETTING_MODERATOR' }),
        privileges: ['VIEW', 'AUDIT'],
      }),
    ]);
  });
});
