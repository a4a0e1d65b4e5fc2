// @vitest-environment jsdom
import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { boolean, defineEntity, reference, text } from '../../src/engine/schema';
import { createDataProvider } from '../../src/providers/dataProvider';
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

let locale: string | undefined;

function setup(route: Route = () => json(200, { data: { id: 1 } })) {
  const fake = fakeFetch(route);
  const http = createHttpClient({ getApiUrl: () => 'https://api.test', tokens: tokenStore, fetchFn: fake.fn });
  const dataProvider = createDataProvider({ http, schemas: [companies, cities], getLocale: () => locale as string });
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
    const rows = [{ id: 1, name: 'A' }, { id: 2, name: 'B' }];
    const { dataProvider, calls } = setup(() => json(200, { data: rows, meta: { page: 2, paging: 20, total: 42, total_pages: 3 } }));
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
    expect(params(call)).toEqual({ page: '2', paging: '20', sort: '-created_at', q: 'acme', active: 'true', verified: 'false', city_id: '3,4' });
    expect(call.headers.get('Accept')).toBe('application/json, text/plain, */*');
    expect(call.headers.get('Authorization')).toBe('Bearer acc-1');
  });

  it('sorts ascending without a prefix and sends the language when known', async () => {
    locale = 'ja';
    const { dataProvider, calls } = setup(() => json(200, { data: [], meta: { total: 0 } }));
    await dataProvider.getList('cities', { pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(calls[0].url.pathname).toBe('/api/v1/cities');
    expect(params(calls[0])).toEqual({ page: '1', paging: '20', sort: 'name', language: 'ja' });
  });

  it('counts the rows when meta is missing', async () => {
    const { dataProvider } = setup(() => json(200, { data: [{ id: 1 }] }));
    await expect(dataProvider.getList('cities', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).resolves.toEqual({
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
    const { dataProvider, calls } = setup(() => json(200, { data: [{ id: 1 }, { id: 2 }, { id: 3 }], meta: { total: 3 } }));
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

describe('writes', () => {
  it('create posts the record', async () => {
    const { dataProvider, calls } = setup(() => json(201, { data: { id: 10, name: 'New' } }));
    await expect(dataProvider.create('companies', { data: { name: 'New' } })).resolves.toEqual({ data: { id: 10, name: 'New' } });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { name: 'New' } });
    expect(calls[0].url.pathname).toBe('/api/v1/admin/companies');
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
  });

  it('update puts data to {id}', async () => {
    const { dataProvider, calls } = setup(() => json(200, { data: { id: 5, name: 'Renamed' } }));
    const result = await dataProvider.update('companies', { id: 5, data: { name: 'Renamed' }, previousData: { id: 5, name: 'Old' } });
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
      await new Promise((r) => setTimeout(r, 2));
      inFlight -= 1;
      return json(200, { data: { id: Number(call.path.split('/').pop()) } });
    });
    await expect(dataProvider.updateMany('cities', { ids: [1, 2, 3], data: { active: false } })).resolves.toEqual({ data: [1, 2, 3] });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT cities/1', 'PUT cities/2', 'PUT cities/3']);
    expect(calls.every((c) => JSON.stringify(c.body) === '{"active":false}')).toBe(true);
    expect(maxInFlight).toBe(1);
  });

  it('delete and deleteMany', async () => {
    const { dataProvider, calls } = setup((call) => json(200, { data: { id: Number(call.path.split('/').pop()) } }));
    await expect(dataProvider.delete('cities', { id: 4, previousData: { id: 4 } })).resolves.toEqual({ data: { id: 4 } });
    await expect(dataProvider.deleteMany('cities', { ids: [5, 6] })).resolves.toEqual({ data: [5, 6] });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE cities/4', 'DELETE cities/5', 'DELETE cities/6']);
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
    const error = await dataProvider.getList('ghosts', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, message: 'Unknown resource "ghosts"' });
    await expect(dataProvider.getOne('ghosts', { id: 1 })).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(0);
  });

  it('callAction substitutes {id} and sends the body', async () => {
    const { dataProvider, calls } = setup(() => json(200, { data: { id: 5, active: true } }));
    await expect(dataProvider.callAction('PATCH admin/companies/{id}/active', 5)).resolves.toEqual({ data: { id: 5, active: true } });
    await dataProvider.callAction('PATCH admin/companies/{id}/deactivate', 5, { reason: 'spam' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PATCH admin/companies/5/active', 'PATCH admin/companies/5/deactivate']);
    expect(calls[0].body).toBeUndefined();
    expect(calls[1].body).toEqual({ reason: 'spam' });
  });

  it('callAction refuses a malformed call', async () => {
    const { dataProvider, calls } = setup();
    await expect(dataProvider.callAction('FETCH admin/x', 1)).rejects.toMatchObject({ status: 400 });
    await expect(dataProvider.callAction('PATCH admin/companies/{id}/active')).rejects.toMatchObject({ status: 400 });
    expect(calls).toHaveLength(0);
  });
});
