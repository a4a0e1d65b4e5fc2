// A write's check must still hold when it commits, whatever runs beside it: two records of a hierarchy
// cannot each become the other's parent, and a record named in a list of ids cannot be deleted between the
// list's check and its write. On PostgreSQL the test holds the rows, starts both calls, waits until both
// wait for a lock, then lets them go: the worst interleaving, every time. PGlite runs one statement at a
// time, so there the calls simply run one after the other.
import { describe, expect, it } from 'vitest';
import { defineEntity, reference, references, text } from '../../src/engine/schema';
import { backend, call, useServer, waitingOnLocks, type Answer } from './helpers';

const group = defineEntity({
  name: 'race_groups',
  path: 'test/race-groups',
  route: 'race-group',
  permission: 'MASTER',
  menu: false,
  fields: { name: text({ required: true }), parent_id: reference('race_groups') },
  recordTitle: 'name',
  hierarchy: { parent: 'parent_id' },
  list: { columns: ['id', 'name'], sort: 'name' },
});
const label = defineEntity({
  name: 'race_labels',
  path: 'test/race-labels',
  route: 'race-label',
  permission: 'MASTER',
  menu: false,
  lookup: true,
  fields: { name: text({ required: true }) },
  recordTitle: 'name',
  list: { columns: ['id', 'name'], sort: 'name' },
});
const pack = defineEntity({
  name: 'race_packs',
  path: 'test/race-packs',
  route: 'race-pack',
  permission: 'MASTER',
  menu: false,
  fields: { name: text({ required: true }), label_ids: references('race_labels') },
  recordTitle: 'name',
  list: { columns: ['id', 'name'], sort: 'name' },
});

describe(`checks that hold under concurrent writes (${backend})`, () => {
  const ctx = useServer({ schemas: [group, label, pack] });
  const api = (method: string, url: string, body?: unknown) =>
    call(ctx.server, method, `/api/v1/test/${url}`, { token: ctx.token, body });
  const made = async (url: string, body: unknown) => {
    const answer = await api('POST', url, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.id as number;
  };

  /** Starts `calls` while the test holds `table`'s rows `ids`, and lets them go once each waits for a lock. */
  async function raced(table: string, ids: number[], calls: () => Promise<Answer>[]): Promise<Answer[]> {
    let started: Promise<Answer[]> | undefined;
    await ctx.server.db.transaction().execute(async (trx) => {
      await trx.selectFrom(table).select('id').where('id', 'in', ids).forUpdate().execute();
      started = Promise.all(calls());
      // PGlite has one connection, which this transaction holds: the calls wait for it anyway.
      if (backend === 'postgres') await waitingOnLocks(ctx.server.db, 2, [table, 'advisory']);
    });
    return started!;
  }

  it('two records of a hierarchy cannot each become the parent of the other', async () => {
    for (let round = 1; round <= 3; round++) {
      const x = await made('race-groups', { name: `X${round}` });
      const y = await made('race-groups', { name: `Y${round}` });
      const answers = await raced('race_groups', [x, y], () => [
        api('PUT', `race-groups/${x}`, { parent_id: y }),
        api('PUT', `race-groups/${y}`, { parent_id: x }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
      const parentOf = async (id: number) => (await api('GET', `race-groups/${id}`)).body.data.parent_id;
      const parents = { x: await parentOf(x), y: await parentOf(y) };
      // One is the other's parent, and that one has none: no cycle.
      expect([
        { x: y, y: null },
        { x: null, y: x },
      ]).toContainEqual(parents);
    }
  });

  it('a record named in a list of ids is not deleted between the check of the list and its write', async () => {
    for (let round = 1; round <= 3; round++) {
      const named = await made('race-labels', { name: `L${round}` });
      const [created, deleted] = await raced('race_labels', [named], () => [
        api('POST', 'race-packs', { name: `P${round}`, label_ids: [named] }),
        api('DELETE', `race-labels/${named}`),
      ]);
      // Either the list was written first and the delete is refused as in use, or the delete went first and
      // the list is refused as naming a missing record.
      expect([
        [201, 409],
        [422, 200],
      ]).toContainEqual([created.status, deleted.status]);
      const exists = (await api('GET', `race-labels/${named}`)).status === 200;
      expect(exists).toBe(created.status === 201);
      if (deleted.status === 409)
        expect(deleted.body.meta.usage.references).toEqual([{ entity: 'race_packs', field: 'label_ids', count: 1 }]);
    }
  });

  it('counts the lists that name a record as its usage, and refuses its delete', async () => {
    const named = await made('race-labels', { name: 'Kept' });
    await made('race-packs', { name: 'Holder', label_ids: [named] });
    const usage = await api('GET', `race-labels/${named}/usage`);
    expect(usage.body.data).toEqual({
      total: 1,
      references: [{ entity: 'race_packs', field: 'label_ids', count: 1 }],
    });
    expect((await api('DELETE', `race-labels/${named}`)).status).toBe(409);
  });
});
