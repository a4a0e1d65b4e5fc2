// Two-level entities, scopes, whole lookup lists, entities that cannot be
// created or changed and record rules, on schemas that exist only here; then
// the demo data of the real registry.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Issue } from '../../src/engine/kinds';
import { defineEntity, integer, reference, select, text } from '../../src/engine/schema';
import { translate } from '../../server/messages';
import { call, useServer } from './helpers';

const topic = defineEntity({
  name: 'hier_topics',
  path: 'test/topics',
  route: 'topic',
  permission: 'MASTER',
  menu: false,
  fields: {
    name: text({ required: true, max: 50 }),
    kind: select(['job', 'home'] as const, { required: true }),
    parent_id: reference('hier_topics'),
    min_age: integer({ min: 0 }),
    max_age: integer({ min: 0 }),
    sort_order: integer(),
  },
  recordTitle: 'name',
  hierarchy: { parent: 'parent_id', inherit: ['kind'] },
  lookup: true,
  validate: (record): Record<string, Issue> =>
    typeof record.min_age === 'number' && typeof record.max_age === 'number' && record.max_age < record.min_age
      ? { max_age: { message: 'ra.validation.minValue', args: { min: record.min_age } } }
      : {},
  list: { columns: ['id', 'name', 'kind', 'parent_id'], sort: 'sort_order', filters: ['kind', 'parent_id'] },
});

const note = defineEntity({
  name: 'hier_notes',
  path: 'test/notes',
  route: 'note',
  permission: 'MASTER',
  menu: false,
  fields: { body: text({ required: true }), sort_order: integer() },
  recordTitle: 'body',
  views: { create: false, edit: false },
  list: { columns: ['id', 'body'], sort: 'sort_order' },
});

const en = (key: string, args?: Record<string, unknown>) => {
  const message = translate('en', key, args);
  // A missing key would come back as itself and prove nothing.
  expect(message).not.toBe(key);
  return message;
};

type Row = Record<string, any>;

describe('hierarchy, scopes and lookups on a test-only schema', () => {
  const ctx = useServer({ schemas: [topic, note] });

  const api = (method: string, url: string, body?: unknown) =>
    call(ctx.server, method, `/api/v1/${url}`, { token: ctx.token, body });
  const create = async (body: Row): Promise<Row> => {
    const answer = await api('POST', 'test/topics', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data;
  };
  const ids = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);

  describe('scopes', () => {
    let jobs: Row;
    let homes: Row;
    let child: Row;

    beforeAll(async () => {
      jobs = await create({ name: 'Scope jobs', kind: 'job', sort_order: 1 });
      homes = await create({ name: 'Scope homes', kind: 'home', sort_order: 2 });
      child = await create({ name: 'Scope child', kind: 'job', parent_id: jobs.id, sort_order: 3 });
    });

    it('general lists the records without a parent, specific those with one', async () => {
      const general = await api('GET', 'test/topics/general?q=Scope');
      expect(general.status).toBe(200);
      expect(ids(general.body.data)).toEqual(ids([jobs, homes]));
      const specific = await api('GET', 'test/topics/specific?q=Scope');
      expect(specific.status).toBe(200);
      expect(specific.body.data).toEqual([expect.objectContaining({ id: child.id, parent_id: jobs.id, kind: 'job' })]);
    });

    it('takes the list query: filters, sort and paging', async () => {
      const filtered = await api('GET', 'test/topics/general?q=Scope&kind=home');
      expect(filtered.body.data.map((r: Row) => r.id)).toEqual([homes.id]);
      const sorted = await api('GET', 'test/topics/general?q=Scope&sort=-sort_order');
      expect(sorted.body.data.map((r: Row) => r.id)).toEqual([homes.id, jobs.id]);
      const paged = await api('GET', 'test/topics/general?q=Scope&page=2&paging=1&sort=sort_order');
      expect(paged.body.data.map((r: Row) => r.id)).toEqual([homes.id]);
      expect(paged.body.meta).toEqual({ page: 2, paging: 1, total: 2, total_pages: 2 });
      const byParent = await api('GET', `test/topics/specific?parent_id=${homes.id}`);
      expect(byParent.body.data).toEqual([]);
    });

    it('is not mistaken for a record id', async () => {
      expect((await api('GET', `test/topics/${jobs.id}`)).body.data.id).toBe(jobs.id);
      expect((await api('GET', 'test/topics/general')).body.data).toBeInstanceOf(Array);
      expect((await api('PUT', 'test/topics/general', { name: 'x' })).status).toBe(404);
    });

    it('needs a session', async () => {
      expect((await call(ctx.server, 'GET', '/api/v1/test/topics/general')).status).toBe(401);
    });
  });

  describe('whole lookup lists', () => {
    beforeAll(async () => {
      // More than a default page of each.
      await ctx.server.db
        .insertInto('hier_topics')
        .values(
          Array.from({ length: 25 }, (_, i) => ({
            name: `Bulk ${String(i).padStart(2, '0')}`,
            kind: 'home',
            sort_order: 100 + i,
          })),
        )
        .execute();
      await ctx.server.db
        .insertInto('hier_notes')
        .values(Array.from({ length: 25 }, (_, i) => ({ body: `Note ${i}`, sort_order: i })))
        .execute();
    });

    it('answers every record of a lookup entity when neither page nor paging is given', async () => {
      const total = Number((await api('GET', 'test/topics?page=1')).body.meta.total);
      expect(total).toBeGreaterThanOrEqual(25);
      const whole = await api('GET', 'test/topics');
      expect(whole.status).toBe(200);
      expect(whole.body.data).toHaveLength(total);
      expect(whole.body.meta).toEqual({ page: 1, paging: total, total, total_pages: 1 });
      // In the list order.
      const orders = whole.body.data.map((r: Row) => r.sort_order ?? Infinity);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    });

    it('applies filters to the whole list, and scopes answer whole too', async () => {
      const bulk = await api('GET', 'test/topics?q=Bulk');
      expect(bulk.body.data).toHaveLength(25);
      expect(bulk.body.meta).toEqual({ page: 1, paging: 25, total: 25, total_pages: 1 });
      const general = await api('GET', 'test/topics/general?kind=home&q=Bulk');
      expect(general.body.data).toHaveLength(25);
      expect(general.body.meta.total_pages).toBe(1);
    });

    it('pages when page or paging is given', async () => {
      const byPage = await api('GET', 'test/topics?q=Bulk&page=2');
      expect(byPage.body.data).toHaveLength(5);
      expect(byPage.body.meta).toEqual({ page: 2, paging: 20, total: 25, total_pages: 2 });
      const byPaging = await api('GET', 'test/topics?q=Bulk&paging=10');
      expect(byPaging.body.data).toHaveLength(10);
      expect(byPaging.body.meta).toEqual({ page: 1, paging: 10, total: 25, total_pages: 3 });
    });

    it('pages an entity that is not a lookup', async () => {
      const answer = await api('GET', 'test/notes');
      expect(answer.status).toBe(200);
      expect(answer.body.data).toHaveLength(20);
      expect(answer.body.meta).toEqual({ page: 1, paging: 20, total: 25, total_pages: 2 });
    });
  });

  describe('hierarchy rules', () => {
    let general: Row;
    let other: Row;
    let specific: Row;

    beforeAll(async () => {
      general = await create({ name: 'Rule general', kind: 'job' });
      other = await create({ name: 'Rule other', kind: 'job' });
      specific = await create({ name: 'Rule specific', kind: 'job', parent_id: general.id });
    });

    it('a parent must exist', async () => {
      const answer = await api('POST', 'test/topics', { name: 'Orphan', kind: 'job', parent_id: 999999 });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ parent_id: en('validation.reference') });
    });

    it('a parent must be general, on create and on update', async () => {
      const created = await api('POST', 'test/topics', { name: 'Grandchild', kind: 'job', parent_id: specific.id });
      expect(created.status).toBe(422);
      expect(created.body).toEqual({
        message: en('server.validation_failed'),
        errors: { parent_id: en('validation.parentNotGeneral') },
        issues: { parent_id: { message: 'validation.parentNotGeneral' } },
      });

      const updated = await api('PUT', `test/topics/${other.id}`, { parent_id: specific.id });
      expect(updated.status).toBe(422);
      expect(updated.body.errors).toEqual({ parent_id: en('validation.parentNotGeneral') });
      expect((await api('GET', `test/topics/${other.id}`)).body.data.parent_id).toBeNull();
    });

    it('a record cannot be its own parent', async () => {
      const answer = await api('PUT', `test/topics/${other.id}`, { parent_id: other.id });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ parent_id: en('validation.parentSelf') });
      const asText = await api('PUT', `test/topics/${specific.id}`, { parent_id: String(specific.id) });
      expect(asText.status).toBe(422);
      expect(asText.body.errors).toEqual({ parent_id: en('validation.parentSelf') });
    });

    it('a record with children cannot get a parent', async () => {
      const answer = await api('PUT', `test/topics/${general.id}`, { name: 'Renamed', parent_id: other.id });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ parent_id: en('validation.parentHasChildren') });
      expect((await api('GET', `test/topics/${general.id}`)).body.data).toMatchObject({
        name: 'Rule general',
        parent_id: null,
      });
    });

    it('allows moving a record to another general record, or back to the top', async () => {
      const leaf = await create({ name: 'Rule leaf', kind: 'job' });
      const moved = await api('PUT', `test/topics/${leaf.id}`, { parent_id: other.id });
      expect(moved.status).toBe(200);
      expect(moved.body.data.parent_id).toBe(other.id);
      const again = await api('PUT', `test/topics/${leaf.id}`, { parent_id: general.id });
      expect(again.body.data.parent_id).toBe(general.id);
      const top = await api('PUT', `test/topics/${leaf.id}`, { parent_id: null });
      expect(top.status).toBe(200);
      expect(top.body.data.parent_id).toBeNull();
      // Updating other fields of a record with children is fine.
      expect((await api('PUT', `test/topics/${general.id}`, { sort_order: 5 })).status).toBe(200);
      expect((await api('PUT', `test/topics/${general.id}`, { parent_id: null })).status).toBe(200);
    });

    it('a general record with children cannot be deleted; without them it can', async () => {
      const refused = await api('DELETE', `test/topics/${general.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(en('server.in_use_count', { count: 1 }));
      expect(refused.body.meta).toEqual({
        usage: { total: 1, references: [{ entity: 'hier_topics', field: 'parent_id', count: 1 }] },
      });
      expect((await api('GET', `test/topics/${general.id}`)).status).toBe(200);

      expect((await api('DELETE', `test/topics/${specific.id}`)).status).toBe(200);
      expect((await api('DELETE', `test/topics/${general.id}`)).status).toBe(200);
      expect((await api('GET', `test/topics/${general.id}`)).status).toBe(404);
    });
  });

  describe('views that are off', () => {
    let stored: Row;

    beforeAll(async () => {
      stored = await ctx.server.db
        .insertInto('hier_notes')
        .values({ body: 'Fixed', sort_order: -1 })
        .returningAll()
        .executeTakeFirstOrThrow();
    });

    it('POST answers 405 when the entity cannot be created', async () => {
      const answer = await api('POST', 'test/notes', { body: 'New' });
      expect(answer.status).toBe(405);
      expect(answer.body).toEqual({ message: en('server.not_creatable') });
      expect((await api('GET', 'test/notes?body=New')).body.meta.total).toBe(0);
    });

    it('PUT answers 405 when the entity cannot be edited', async () => {
      const answer = await api('PUT', `test/notes/${stored.id}`, { body: 'Changed' });
      expect(answer.status).toBe(405);
      expect(answer.body).toEqual({ message: en('server.not_editable') });
      expect((await api('GET', `test/notes/${stored.id}`)).body.data.body).toBe('Fixed');
    });

    it('reads still work', async () => {
      expect((await api('GET', `test/notes/${stored.id}`)).status).toBe(200);
    });
  });

  describe('the record rule', () => {
    it('runs on create', async () => {
      const answer = await api('POST', 'test/topics', { name: 'Ages', kind: 'job', min_age: 30, max_age: 20 });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ max_age: en('ra.validation.minValue', { min: 30 }) });
      expect((await api('GET', 'test/topics?name=Ages')).body.meta.total).toBe(0);
    });

    it('sees normalised values', async () => {
      const answer = await api('POST', 'test/topics', { name: 'Ages text', kind: 'job', min_age: '9', max_age: '10' });
      expect(answer.status).toBe(201);
      const refused = await api('POST', 'test/topics', {
        name: 'Ages text 2',
        kind: 'job',
        min_age: '10',
        max_age: '9',
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ max_age: en('ra.validation.minValue', { min: 10 }) });
    });

    it('runs on update on the stored record merged with the input', async () => {
      const record = await create({ name: 'Ages range', kind: 'job', min_age: 18, max_age: 40 });

      const lowMax = await api('PUT', `test/topics/${record.id}`, { max_age: 10 });
      expect(lowMax.status).toBe(422);
      expect(lowMax.body.errors).toEqual({ max_age: en('ra.validation.minValue', { min: 18 }) });

      const highMin = await api('PUT', `test/topics/${record.id}`, { min_age: 50 });
      expect(highMin.status).toBe(422);
      expect(highMin.body.errors).toEqual({ max_age: en('ra.validation.minValue', { min: 50 }) });

      expect((await api('GET', `test/topics/${record.id}`)).body.data).toMatchObject({ min_age: 18, max_age: 40 });

      // The input wins over the stored value.
      const both = await api('PUT', `test/topics/${record.id}`, { min_age: 50, max_age: 60 });
      expect(both.status).toBe(200);
      expect(both.body.data).toMatchObject({ min_age: 50, max_age: 60 });

      const cleared = await api('PUT', `test/topics/${record.id}`, { min_age: null });
      expect(cleared.status).toBe(200);
      const anyMax = await api('PUT', `test/topics/${record.id}`, { max_age: 1 });
      expect(anyMax.status).toBe(200);
      expect(anyMax.body.data).toMatchObject({ name: 'Ages range', min_age: null, max_age: 1 });
    });

    it('answers 404 for a record that does not exist', async () => {
      expect((await api('PUT', 'test/topics/999999', { min_age: 1 })).status).toBe(404);
    });
  });

  describe('inherited fields', () => {
    it('a specific record keeps the inherited fields of its general record', async () => {
      const general = await create({ name: 'Inherit root', kind: 'job' });
      const mismatch = await api('POST', 'test/topics', { name: 'Wrong kind', kind: 'home', parent_id: general.id });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.errors).toEqual({ kind: en('validation.inheritedMismatch') });
      const child = await create({ name: 'Right kind', kind: 'job', parent_id: general.id });

      // Moving it under a general record of another kind needs the new kind too.
      const other = await create({ name: 'Home root', kind: 'home' });
      const moved = await api('PUT', `test/topics/${child.id}`, { parent_id: other.id });
      expect(moved.status).toBe(422);
      expect(moved.body.errors).toEqual({ kind: en('validation.inheritedMismatch') });
      expect((await api('PUT', `test/topics/${child.id}`, { parent_id: other.id, kind: 'home' })).status).toBe(200);
    });

    it('a general record with specific records under it keeps its inherited fields; without any it may change them', async () => {
      const general = await create({ name: 'Locked root', kind: 'job' });
      await create({ name: 'Locked child', kind: 'job', parent_id: general.id });
      const locked = await api('PUT', `test/topics/${general.id}`, { kind: 'home' });
      expect(locked.status).toBe(422);
      expect(locked.body.errors).toEqual({ kind: en('validation.inheritedLocked') });
      // Other fields still change.
      expect((await api('PUT', `test/topics/${general.id}`, { name: 'Locked root renamed', kind: 'job' })).status).toBe(
        200,
      );

      const alone = await create({ name: 'Lonely root', kind: 'job' });
      const changed = await api('PUT', `test/topics/${alone.id}`, { kind: 'home' });
      expect(changed.status).toBe(200);
      expect(changed.body.data.kind).toBe('home');
    });
  });
});

describe('hierarchies in the demo data of the registry', () => {
  const ctx = useServer();

  const list = async (path: string): Promise<Row[]> => {
    const answer = await call(ctx.server, 'GET', `/api/v1/${path}`, { token: ctx.token });
    expect(answer.status, path).toBe(200);
    expect(answer.body.meta.total_pages, path).toBe(1);
    return answer.body.data;
  };
  const english = (record: Row) =>
    (record.names as { language_code: string; name: string }[]).find((n) => n.language_code === 'en')?.name;

  it('puts $children under their parent', async () => {
    for (const path of ['occupations', 'industries', 'tags', 'report_items', 'news_categories', 'categories']) {
      const general = await list(`${path}/general`);
      const specific = await list(`${path}/specific`);
      expect(general.length, path).toBeGreaterThan(0);
      expect(specific.length, path).toBeGreaterThan(0);
      const generalIds = new Set(general.map((r) => r.id));
      for (const record of specific) expect(generalIds.has(record.parent_id), `${path} #${record.id}`).toBe(true);
      for (const record of general) expect(record.parent_id, `${path} #${record.id}`).toBeNull();
    }
  });

  it('puts each occupation under the field of work it was listed with', async () => {
    const general = await list('occupations/general');
    const specific = await list('occupations/specific');
    const itGroup = general.find((r) => english(r) === 'IT and engineering');
    const construction = general.find((r) => english(r) === 'Construction');
    expect(itGroup && construction).toBeTruthy();
    expect(specific.find((r) => english(r) === 'Software engineer')?.parent_id).toBe(itGroup!.id);
    expect(specific.find((r) => english(r) === 'Scaffolder')?.parent_id).toBe(construction!.id);
  });

  it('keeps the inherited type of report items', async () => {
    const general = new Map((await list('report_items/general')).map((r) => [r.id, r]));
    for (const record of await list('report_items/specific'))
      expect(record.type).toBe(general.get(record.parent_id)?.type);
  });

  it('resolves the region of each home city by its English name', async () => {
    const regions = new Map((await list('regions')).map((r) => [r.id, english(r)]));
    const cities = await list('homes/cities');
    expect(cities.length).toBeGreaterThan(0);
    for (const city of cities) {
      expect(city.region_id, english(city)).toEqual(expect.any(Number));
      expect(regions.has(city.region_id), english(city)).toBe(true);
    }
    const regionOf = (name: string) => regions.get(cities.find((c) => english(c) === name)?.region_id);
    expect(regionOf('Tokyo')).toBe('Kanto');
    expect(regionOf('Osaka')).toBe('Kansai');
    expect(regionOf('Hanoi')).toBe('Red River Delta');
    expect(regionOf('Can Tho')).toBe('Mekong Delta');
  });
});
