// @vitest-environment jsdom
import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LookupCache } from '../../src/engine/lookups';
import { boolean, defineEntity, reference, select, text, variantOf } from '../../src/engine/schema';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createDataProvider, fetchLookup } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/http';
import { tokenStore } from '../../src/providers/tokenStore';
import { clearAllCookies, fakeFetch, json, type RecordedCall, type Route } from './helpers';

const companies = defineEntity({
  name: 'companies',
  path: 'admin/companies',
  route: 'company',
  permission: 'COMPANIES',
  menu: { group: 'accounts' },
  fields: { name: text({ required: true }), active: boolean(), city_id: reference('cities') },
  recordTitle: 'name',
  list: { columns: ['id', 'name'], sort: '-created_at' },
  actions: [{ name: 'activate', call: 'PATCH admin/companies/{id}/active' }],
});
const cities = defineEntity({
  name: 'cities',
  route: 'city',
  permission: 'MASTER',
  menu: { group: 'masters' },
  fields: { name: text() },
  recordTitle: 'name',
  list: { columns: ['id', 'name'], sort: 'name' },
});

const posts = defineEntity({
  name: 'posts',
  path: 'admin/posts',
  calls: { list: 'admin/posts/dashboard', show: 'admin/posts/dashboard/{id}', create: 'admin/posts/register' },
  route: 'post',
  permission: 'ARTICLES',
  menu: false,
  fields: { title: text(), kind: select(['news', 'blog'] as const) },
  recordTitle: 'title',
  list: { columns: ['id', 'title'], sort: 'title' },
});
const blogs = variantOf(posts, { name: 'blogs', route: 'blog', menu: false, values: { kind: 'blog' } });

let locale: string | undefined;

function setup(route: Route = () => json(200, { data: { id: 1 } })) {
  const fake = fakeFetch(route);
  const http = createHttpClient({ getApiUrl: () => 'https://api.test', tokens: tokenStore, fetchFn: fake.fn });
  const dataProvider = createDataProvider({
    http,
    schemas: [companies, cities, posts, blogs],
    getLocale: () => locale as string,
  });
  return { dataProvider, calls: fake.calls };
}

const params = (call: RecordedCall) => Object.fromEntries(call.url.searchParams);

beforeEach(() => {
  locale = undefined;
  tokenStore.save({ access_token: 'acc-1', expires_in: 3600, refresh_token: 'ref-1' });
});

afterEach(() => {
  clearAllCookies();
  localStorage.clear();
});

describe('getList', () => {
  it('maps pagination, sort and filters to the query and {data, meta} to {data, total}', async () => {
    const rows = [
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
    ];
    const { dataProvider, calls } = setup(() =>
      json(200, { data: rows, meta: { page: 2, paging: 20, total: 42, total_pages: 3 } }),
    );
    const result = await dataProvider.getList('companies', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'acme', active: true, verified: false, city_id: [3, 4], empty: '', missing: undefined },
    });
    expect(result).toEqual({ data: rows, total: 42 });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.method).toBe('GET');
    expect(call.url.origin + call.url.pathname).toBe('https://api.test/api/v1/admin/companies');
    expect(params(call)).toEqual({
      page: '2',
      paging: '20',
      sort: '-created_at',
      q: 'acme',
      active: 'true',
      verified: 'false',
      city_id: '3,4',
    });
    expect(call.headers.get('Accept')).toBe('application/json, text/plain, */*');
    expect(call.headers.get('Authorization')).toBe('Bearer acc-1');
  });

  it('sorts ascending without a prefix and sends the language when known', async () => {
    locale = 'ja';
    const { dataProvider, calls } = setup(() => json(200, { data: [], meta: { total: 0 } }));
    await dataProvider.getList('cities', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(calls[0].url.pathname).toBe('/api/v1/cities');
    expect(params(calls[0])).toEqual({ page: '1', paging: '20', sort: 'name', language: 'ja' });
  });

  it("asks for meta.fields only, a list screen's columns, and for whole records without them", async () => {
    const { dataProvider, calls } = setup(() => json(200, { data: [], meta: { total: 0 } }));
    const params0 = {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'name', order: 'ASC' as const },
      filter: {},
    };
    await dataProvider.getList('cities', { ...params0, meta: { fields: ['id', 'name'] } });
    await dataProvider.getList('cities', params0);
    await dataProvider.getList('cities', { ...params0, meta: { fields: [] } });
    await dataProvider.getManyReference('cities', {
      ...params0,
      target: 'country_id',
      id: 3,
      meta: { fields: ['id', 'name'] },
    });
    expect(calls.map((call) => call.url.searchParams.get('fields'))).toEqual(['id,name', null, null, 'id,name']);
  });

  it('reads the page beside the last one from its cursor, and any other page by its number', async () => {
    const { dataProvider, calls } = setup((call) => {
      const page = Number(call.url.searchParams.get('page'));
      return json(200, {
        data: [{ id: page }],
        meta: { page, paging: 20, total: 100, next_cursor: `after-${page}`, previous_cursor: `before-${page}` },
      });
    });
    const pageOf = (page: number, filter: Record<string, unknown> = {}) =>
      dataProvider.getList('companies', {
        pagination: { page, perPage: 20 },
        sort: { field: 'created_at', order: 'DESC' },
        filter,
      });
    for (const page of [1, 2, 3, 2, 5]) await pageOf(page);
    // Another filter is another list: page 2 of it goes by number.
    await pageOf(2, { active: true });
    expect(calls.map((call) => call.url.searchParams.get('cursor'))).toEqual([
      null,
      'after-1',
      'after-2',
      'before-3',
      null,
      null,
    ]);
    expect(calls.map((call) => call.url.searchParams.get('page'))).toEqual(['1', '2', '3', '2', '5', '2']);
  });

  it('counts the rows when meta is missing', async () => {
    const { dataProvider } = setup(() => json(200, { data: [{ id: 1 }] }));
    await expect(
      dataProvider.getList('cities', {
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).resolves.toEqual({
      data: [{ id: 1 }],
      total: 1,
    });
  });
});

describe('other reads', () => {
  it('getOne reads {data}', async () => {
    const { dataProvider, calls } = setup(() => json(200, { data: { id: 5, name: 'Acme' } }));
    await expect(dataProvider.getOne('companies', { id: 5 })).resolves.toEqual({ data: { id: 5, name: 'Acme' } });
    expect(calls[0].url.pathname).toBe('/api/v1/admin/companies/5');
    expect(calls[0].method).toBe('GET');
  });

  it('getMany asks for exact ids with a matching page size', async () => {
    const { dataProvider, calls } = setup(() =>
      json(200, { data: [{ id: 1 }, { id: 2 }, { id: 3 }], meta: { total: 3 } }),
    );
    const result = await dataProvider.getMany('cities', { ids: [1, 2, 3, 2] });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }, { id: 3 }] });
    expect(params(calls[0])).toEqual({ ids: '1,2,3', page: '1', paging: '3' });
  });

  it('getMany makes no call for no ids', async () => {
    const { dataProvider, calls } = setup();
    await expect(dataProvider.getMany('cities', { ids: [] })).resolves.toEqual({ data: [] });
    expect(calls).toHaveLength(0);
  });

  it('getManyReference filters on the target', async () => {
    const { dataProvider, calls } = setup(() => json(200, { data: [{ id: 8 }], meta: { total: 9 } }));
    const result = await dataProvider.getManyReference('companies', {
      target: 'city_id',
      id: 4,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
      filter: { active: true },
    });
    expect(result).toEqual({ data: [{ id: 8 }], total: 9 });
    expect(params(calls[0])).toEqual({ city_id: '4', active: 'true', page: '1', paging: '5', sort: 'name' });
  });
});

describe("the spec's own calls, variants and languages", () => {
  it('lists, reads and creates through the calls the schema names, and writes the rest through its path', async () => {
    const { dataProvider, calls } = setup((call) =>
      call.url.pathname.endsWith('dashboard')
        ? json(200, { data: [], meta: { total: 0 } })
        : json(200, { data: { id: 7 } }),
    );
    await dataProvider.getList('post', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'title', order: 'ASC' },
      filter: {},
    });
    await dataProvider.getOne('post', { id: 7 });
    await dataProvider.update('post', { id: 7, data: { title: 'x' }, previousData: { id: 7 } });
    await dataProvider.create('post', { data: { title: 'y' } });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/v1/admin/posts/dashboard',
      'GET /api/v1/admin/posts/dashboard/7',
      'PUT /api/v1/admin/posts/7',
      'POST /api/v1/admin/posts/register',
    ]);
  });

  it('a variant lists and creates only its records', async () => {
    const { dataProvider, calls } = setup((call) =>
      call.method === 'GET' ? json(200, { data: [], meta: { total: 0 } }) : json(201, { data: { id: 3 } }),
    );
    await dataProvider.getList('blog', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'title', order: 'ASC' },
      filter: { kind: 'news', q: 'tokyo' },
    });
    await dataProvider.create('blog', { data: { title: 'Hello', kind: 'news' } });
    expect(params(calls[0])).toMatchObject({ kind: 'blog', q: 'tokyo' });
    expect(calls[1].method).toBe('POST');
    // Through its base entity's create call.
    expect(calls[1].url.pathname).toBe('/api/v1/admin/posts/register');
    expect(calls[1].body).toEqual({ title: 'Hello', kind: 'blog' });
  });

  it('getOne asks a record in a language when meta names one', async () => {
    const { dataProvider, calls } = setup(() => json(200, { data: { id: 5, translation: null } }));
    await dataProvider.getOne('company', { id: 5, meta: { language: 'vi' } });
    expect(calls[0].url.pathname).toBe('/api/v1/admin/companies/5');
    expect(params(calls[0])).toEqual({ language: 'vi' });
  });
});

describe('writes', () => {
  it('create posts the record', async () => {
    const { dataProvider, calls } = setup(() => json(201, { data: { id: 10, name: 'New' } }));
    await expect(dataProvider.create('companies', { data: { name: 'New' } })).resolves.toEqual({
      data: { id: 10, name: 'New' },
    });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { name: 'New' } });
    expect(calls[0].url.pathname).toBe('/api/v1/admin/companies');
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
  });

  it('update puts data to {id}', async () => {
    const { dataProvider, calls } = setup(() => json(200, { data: { id: 5, name: 'Renamed' } }));
    const result = await dataProvider.update('companies', {
      id: 5,
      data: { name: 'Renamed' },
      previousData: { id: 5, name: 'Old' },
    });
    expect(result).toEqual({ data: { id: 5, name: 'Renamed' } });
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { name: 'Renamed' } });
    expect(calls[0].url.pathname).toBe('/api/v1/admin/companies/5');
  });

  it('updateMany puts one after the other', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const { dataProvider, calls } = setup(async (call) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      // Held over a turn of the event loop: a second call sent meanwhile would be counted in flight.
      await new Promise((r) => setImmediate(r));
      inFlight -= 1;
      return json(200, { data: { id: Number(call.path.split('/').pop()) } });
    });
    await expect(dataProvider.updateMany('cities', { ids: [1, 2, 3], data: { active: false } })).resolves.toEqual({
      data: [1, 2, 3],
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT cities/1', 'PUT cities/2', 'PUT cities/3']);
    expect(calls.every((c) => JSON.stringify(c.body) === '{"active":false}')).toBe(true);
    expect(maxInFlight).toBe(1);
  });

  it('delete and deleteMany', async () => {
    const { dataProvider, calls } = setup((call) => json(200, { data: { id: Number(call.path.split('/').pop()) } }));
    await expect(dataProvider.delete('cities', { id: 4, previousData: { id: 4 } })).resolves.toEqual({
      data: { id: 4 },
    });
    await expect(dataProvider.deleteMany('cities', { ids: [5, 6] })).resolves.toEqual({ data: [5, 6] });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE cities/4',
      'DELETE cities/5',
      'DELETE cities/6',
    ]);
  });

  it('passes server validation errors through for the form', async () => {
    const body = { message: 'The given data was invalid.', errors: { name: 'The name field is required.' } };
    const { dataProvider } = setup(() => json(422, body));
    const error = await dataProvider.create('companies', { data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, body: { errors: { name: 'The name field is required.' } } });
  });
});

describe('resources and actions', () => {
  it('rejects an unknown resource with a 404 HttpError and no call', async () => {
    const { dataProvider, calls } = setup();
    const error = await dataProvider
      .getList('ghosts', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, message: 'Unknown resource "ghosts"' });
    await expect(dataProvider.getOne('ghosts', { id: 1 })).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(0);
  });

  it('callAction substitutes {id} and sends the body', async () => {
    const { dataProvider, calls } = setup(() => json(200, { data: { id: 5, active: true } }));
    await expect(dataProvider.callAction('PATCH admin/companies/{id}/active', 5)).resolves.toEqual({
      data: { id: 5, active: true },
    });
    await dataProvider.callAction('PATCH admin/companies/{id}/deactivate', 5, { reason: 'spam' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PATCH admin/companies/5/active',
      'PATCH admin/companies/5/deactivate',
    ]);
    expect(calls[0].body).toBeUndefined();
    expect(calls[1].body).toEqual({ reason: 'spam' });
  });

  it("getUsage asks the record's usage under its REST path and tolerates a thin answer", async () => {
    const usage = { total: 3, references: [{ entity: 'jobs', field: 'company_id', count: 3 }] };
    const { dataProvider, calls } = setup((call) => json(200, { data: call.path.endsWith('/7/usage') ? usage : {} }));
    await expect(dataProvider.getUsage('company', 7)).resolves.toEqual(usage);
    await expect(dataProvider.getUsage('company', 8)).resolves.toEqual({ total: 0, references: [] });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET admin/companies/7/usage',
      'GET admin/companies/8/usage',
    ]);
  });

  it('callList reads {data, meta.total} of any path, dropping empty query values and spelling booleans', async () => {
    const rows = [{ id: 3, name: 'Ann' }];
    const { dataProvider, calls } = setup((call) =>
      call.path === 'admin/moderators'
        ? json(200, { data: rows, meta: { page: 2, paging: 20, total: 41, total_pages: 3 } })
        : json(200, { data: [{ id: 1 }] }),
    );
    await expect(
      dataProvider.callList('admin/moderators', {
        page: 2,
        paging: 20,
        q: '',
        active: false,
        permission_id: undefined,
      }),
    ).resolves.toEqual({ data: rows, total: 41 });
    // Without meta the total is the rows' count.
    await expect(dataProvider.callList('admin/privileges')).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET admin/moderators', 'GET admin/privileges']);
    expect(params(calls[0])).toEqual({ page: '2', paging: '20', active: 'false' });
    expect(params(calls[1])).toEqual({});
  });

  it("callAction sends a visitor's call without a session, signed out or not", async () => {
    const { dataProvider, calls } = setup(() => json(201, { data: { id: 9 } }));
    await dataProvider.callAction('POST register/requests', undefined, { email: 'a@example.com' });
    tokenStore.clear();
    await expect(
      dataProvider.callAction('POST /register/requests', undefined, { email: 'b@example.com' }),
    ).resolves.toEqual({ data: { id: 9 } });
    expect(calls.map((c) => c.headers.has('Authorization'))).toEqual([false, false]);
    // A signed-in call signed out fails without being sent.
    await expect(dataProvider.callAction('PATCH admin/companies/{id}/active', 5)).rejects.toMatchObject({
      status: 401,
    });
    expect(calls).toHaveLength(2);
  });

  it('callAction refuses a malformed call', async () => {
    const { dataProvider, calls } = setup();
    await expect(dataProvider.callAction('FETCH admin/x', 1)).rejects.toMatchObject({ status: 400 });
    await expect(dataProvider.callAction('PATCH admin/companies/{id}/active')).rejects.toMatchObject({ status: 400 });
    expect(calls).toHaveLength(0);
  });
});

describe('scopes, lookups and the session', () => {
  const occupations = defineEntity({
    name: 'occupations',
    path: 'masters/occupations',
    route: 'occupation',
    permission: 'MASTER',
    menu: { group: 'masters' },
    fields: { name: text({ required: true }), active: boolean(), parent_id: reference('occupations') },
    recordTitle: 'name',
    list: { columns: ['id', 'name'], sort: 'name' },
    hierarchy: { parent: 'parent_id' },
    scopes: [{ name: 'active', path: 'masters/occupations/active', where: { active: { in: [true] } } }],
    lookup: true,
  });

  function setupWithLookups(route: Route = () => json(200, { data: { id: 1 } })) {
    const fake = fakeFetch(route);
    const http = createHttpClient({ getApiUrl: () => 'https://api.test', tokens: tokenStore, fetchFn: fake.fn });
    // Records how many requests had been made when each invalidation came.
    const invalidated: { path: string; afterCalls: number }[] = [];
    const lookups = {
      invalidate: vi.fn((path: string) => void invalidated.push({ path, afterCalls: fake.calls.length })),
    };
    const dataProvider = createDataProvider({ http, schemas: [companies, cities, occupations], lookups });
    return { dataProvider, calls: fake.calls, http, lookups, invalidated };
  }

  const page = { pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' as const } };

  it('reads a scope from its own path and keeps the other filters', async () => {
    const { dataProvider, calls } = setupWithLookups(() => json(200, { data: [{ id: 2 }], meta: { total: 7 } }));
    const result = await dataProvider.getList('occupations', {
      ...page,
      filter: { scope: 'general', active: true, q: 'eng' },
    });
    expect(result).toEqual({ data: [{ id: 2 }], total: 7 });
    expect(calls[0].method).toBe('GET');
    expect(calls[0].url.pathname).toBe('/api/v1/masters/occupations/general');
    expect(params(calls[0])).toEqual({ active: 'true', q: 'eng', page: '1', paging: '20', sort: 'name' });

    await dataProvider.getList('occupation', { ...page, filter: { scope: 'specific' } });
    await dataProvider.getList('occupations', { ...page, filter: { scope: 'active', parent_id: 4 } });
    expect(calls[1].url.pathname).toBe('/api/v1/masters/occupations/specific');
    expect(calls[2].url.pathname).toBe('/api/v1/masters/occupations/active');
    expect(params(calls[2])).toEqual({ parent_id: '4', page: '1', paging: '20', sort: 'name' });
  });

  it('reads the whole entity when the scope is empty', async () => {
    const { dataProvider, calls } = setupWithLookups(() => json(200, { data: [], meta: { total: 0 } }));
    for (const scope of ['', null, undefined]) {
      await dataProvider.getList('occupations', { ...page, filter: { scope, active: false } });
    }
    expect(calls.map((c) => c.url.pathname)).toEqual(Array(3).fill('/api/v1/masters/occupations'));
    for (const call of calls) expect(params(call)).toEqual({ active: 'false', page: '1', paging: '20', sort: 'name' });
  });

  it('rejects an unknown scope with a 400 HttpError and no call', async () => {
    const { dataProvider, calls } = setupWithLookups();
    const error = await dataProvider
      .getList('occupations', { ...page, filter: { scope: 'everything' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: 'Unknown scope "everything"' });
    // An entity without a hierarchy has no general scope.
    await expect(dataProvider.getList('cities', { ...page, filter: { scope: 'general' } })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      dataProvider.getManyReference('occupations', { ...page, target: 'parent_id', id: 1, filter: { scope: 'nope' } }),
    ).rejects.toMatchObject({ status: 400 });
    expect(calls).toHaveLength(0);
  });

  it('getManyReference reads a scope with the target as a filter', async () => {
    const { dataProvider, calls } = setupWithLookups(() => json(200, { data: [{ id: 8 }], meta: { total: 1 } }));
    const result = await dataProvider.getManyReference('occupations', {
      ...page,
      target: 'parent_id',
      id: 3,
      filter: { scope: 'specific', active: true },
    });
    expect(result).toEqual({ data: [{ id: 8 }], total: 1 });
    expect(calls[0].url.pathname).toBe('/api/v1/masters/occupations/specific');
    expect(params(calls[0])).toEqual({ parent_id: '3', active: 'true', page: '1', paging: '20', sort: 'name' });
  });

  it('every write drops the lookup lists of its entity path once it is answered', async () => {
    const { dataProvider, calls, invalidated } = setupWithLookups((call) =>
      json(200, { data: { id: Number(call.path.split('/').pop()) || 1 } }),
    );
    await dataProvider.create('occupations', { data: { name: 'Nurse' } });
    await dataProvider.update('occupation', { id: 2, data: { name: 'Cook' }, previousData: { id: 2 } });
    await dataProvider.updateMany('occupations', { ids: [3, 4], data: { active: false } });
    await dataProvider.delete('occupations', { id: 5, previousData: { id: 5 } });
    await dataProvider.deleteMany('occupations', { ids: [6, 7] });
    await dataProvider.create('companies', { data: { name: 'Acme' } });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST masters/occupations',
      'PUT masters/occupations/2',
      'PUT masters/occupations/3',
      'PUT masters/occupations/4',
      'DELETE masters/occupations/5',
      'DELETE masters/occupations/6',
      'DELETE masters/occupations/7',
      'POST admin/companies',
    ]);
    expect(invalidated).toEqual([
      { path: 'masters/occupations', afterCalls: 1 },
      { path: 'masters/occupations', afterCalls: 2 },
      { path: 'masters/occupations', afterCalls: 4 },
      { path: 'masters/occupations', afterCalls: 5 },
      { path: 'masters/occupations', afterCalls: 7 },
      { path: 'admin/companies', afterCalls: 8 },
    ]);
  });

  it('drops the lists when a write fails too', async () => {
    const { dataProvider, lookups } = setupWithLookups((call) =>
      call.path.endsWith('/2')
        ? json(200, { data: { id: 2 } })
        : json(422, { message: 'Invalid', errors: { name: 'Required' } }),
    );
    await expect(dataProvider.create('occupations', { data: {} })).rejects.toMatchObject({ status: 422 });
    await expect(
      dataProvider.update('occupations', { id: 1, data: {}, previousData: { id: 1 } }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(dataProvider.delete('occupations', { id: 1, previousData: { id: 1 } })).rejects.toMatchObject({
      status: 422,
    });
    // The first record of each bulk call is written before the second fails.
    await expect(dataProvider.updateMany('occupations', { ids: [2, 3], data: { active: true } })).rejects.toMatchObject(
      { status: 422 },
    );
    await expect(dataProvider.deleteMany('occupations', { ids: [2, 3] })).rejects.toMatchObject({ status: 422 });
    expect(lookups.invalidate.mock.calls).toEqual(Array(5).fill(['masters/occupations']));
  });

  it('drops the lists when the network fails', async () => {
    const { dataProvider, lookups } = setupWithLookups(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(dataProvider.create('occupations', { data: { name: 'X' } })).rejects.toBeDefined();
    expect(lookups.invalidate).toHaveBeenCalledWith('masters/occupations');
  });

  it('also drops the lists of scopes whose call lies outside the entity path', async () => {
    const homeCategories = defineEntity({
      name: 'home_categories',
      path: 'homes/categories',
      route: 'categoryHome',
      permission: 'MASTER',
      menu: false,
      fields: { name: text(), usage: text() },
      recordTitle: 'name',
      list: { columns: ['id'], sort: 'id' },
      scopes: [{ name: 'sale', path: 'homes/sale/categories', where: { usage: { in: ['sale'] } } }],
    });
    const fake = fakeFetch(() => json(200, { data: { id: 1 } }));
    const lookups = { invalidate: vi.fn() };
    const http = createHttpClient({ getApiUrl: () => 'https://api.test', tokens: tokenStore, fetchFn: fake.fn });
    const dataProvider = createDataProvider({ http, schemas: [homeCategories], lookups });
    await dataProvider.update('categoryHome', { id: 1, data: { name: 'Flat' }, previousData: { id: 1 } });
    expect(lookups.invalidate.mock.calls).toEqual([['homes/categories'], ['homes/sale/categories']]);
  });

  it('reads do not drop anything', async () => {
    const { dataProvider, lookups } = setupWithLookups(() => json(200, { data: [{ id: 1 }], meta: { total: 1 } }));
    await dataProvider.getList('occupations', { ...page, filter: {} });
    await dataProvider.getMany('occupations', { ids: [1] });
    await dataProvider.getManyReference('occupations', { ...page, target: 'parent_id', id: 1, filter: {} });
    await dataProvider.callAction('GET masters/occupations/general');
    expect(lookups.invalidate).not.toHaveBeenCalled();
  });

  it('a write to an unknown resource fails without a call or an invalidation', async () => {
    const { dataProvider, calls, lookups } = setupWithLookups();
    await expect(dataProvider.create('ghosts', { data: {} })).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(0);
    expect(lookups.invalidate).not.toHaveBeenCalled();
  });

  it('a write makes the cache fetch the list again', async () => {
    let version = 0;
    const fake = fakeFetch((call) => {
      if (call.method !== 'GET') {
        version += 1;
        return json(200, { data: { id: 1 } });
      }
      return json(200, { data: [{ id: 1, version }] });
    });
    const client = createHttpClient({ getApiUrl: () => 'https://api.test', tokens: tokenStore, fetchFn: fake.fn });
    const cache = new LookupCache((path) => fetchLookup(client, path));
    const dataProvider = createDataProvider({ http: client, schemas: [occupations], lookups: cache });
    expect(await cache.load('masters/occupations')).toEqual([{ id: 1, version: 0 }]);
    expect(await cache.load('masters/occupations/general')).toEqual([{ id: 1, version: 0 }]);
    await dataProvider.update('occupations', { id: 1, data: { name: 'X' }, previousData: { id: 1 } });
    expect(cache.peek('masters/occupations')).toBeUndefined();
    expect(cache.peek('masters/occupations/general')).toBeUndefined();
    expect(await cache.load('masters/occupations/general')).toEqual([{ id: 1, version: 1 }]);
  });

  it('fetchLookup asks for the whole list without paging', async () => {
    const { http, calls } = setupWithLookups(() => json(200, { data: [{ id: 1 }, { id: 2 }], meta: { total: 2 } }));
    await expect(fetchLookup(http, 'masters/occupations/general')).resolves.toEqual([{ id: 1 }, { id: 2 }]);
    expect(calls[0].method).toBe('GET');
    expect(calls[0].url.origin + calls[0].url.pathname).toBe('https://api.test/api/v1/masters/occupations/general');
    expect(params(calls[0])).toEqual({});
    expect(calls[0].headers.get('Authorization')).toBe('Bearer acc-1');
  });

  it('fetchLookup gives an empty list for an answer without a data list, and rejects on an error', async () => {
    const { http } = setupWithLookups(() => json(200, { data: { id: 1 } }));
    await expect(fetchLookup(http, 'cities')).resolves.toEqual([]);
    const failing = setupWithLookups(() => json(500, { message: 'boom' }));
    await expect(fetchLookup(failing.http, 'cities')).rejects.toMatchObject({ status: 500 });
  });

  it('login and logout end the lookup session', async () => {
    const fake = fakeFetch((call) =>
      call.path === 'admin/oauth/token'
        ? json(200, { data: { access_token: 'acc-2', token_type: 'Bearer', expires_in: 3600, refresh_token: 'ref-2' } })
        : json(200, { data: null }),
    );
    const http = createHttpClient({ getApiUrl: () => '', tokens: tokenStore, fetchFn: fake.fn });
    const cache = new LookupCache(async (path) => [{ id: 1, path }]);
    const onSessionChange = vi.fn(() => cache.clear());
    const auth = createAuthProvider({ http, tokens: tokenStore, resolvePermission: () => 'MASTER', onSessionChange });

    await cache.load('cities');
    expect(cache.peek('cities')).toBeDefined();
    await auth.login({ email: 'a@example.test', password: 'x' });
    expect(onSessionChange).toHaveBeenCalledTimes(1);
    expect(cache.peek('cities')).toBeUndefined();

    await cache.load('cities');
    expect(cache.peek('cities')).toBeDefined();
    await auth.logout({});
    expect(onSessionChange).toHaveBeenCalledTimes(2);
    expect(cache.peek('cities')).toBeUndefined();
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST admin/oauth/token', 'POST oauth/revoke']);
  });
});
