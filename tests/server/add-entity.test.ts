// Adding an entity is its schema and nothing else on the server side: the
// table, its constraints, CRUD, filters and validation all follow from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import { book } from '../engine/fixtures';
import { call, createStore, login, startServer, type TestServer, type TestStore } from './helpers';

describe('a schema that is not in the registry', () => {
  let store: TestStore;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    store = await createStore();
    server = await startServer(store.config(), [...schemas, book]);
    token = (await login(server)).access_token;
  });
  afterAll(async () => {
    await server?.close();
    await store?.dispose();
  });

  it('gets a table and full CRUD from its schema alone', async () => {
    const japan = (await call(server, 'GET', '/api/v1/countries?code=JP', { token })).body.data[0];
    const created = await call(server, 'POST', '/api/v1/books', { token, body: { title: 'Kokoro', genre: 'novel', pages: '250', country_id: japan.id } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ title: 'Kokoro', genre: 'novel', pages: 250, in_print: true, country_id: japan.id });
    const id = created.body.data.id;

    const listed = await call(server, 'GET', '/api/v1/books?genre=novel&sort=-title', { token });
    expect(listed.body.meta).toMatchObject({ page: 1, paging: 20, total: 1, total_pages: 1 });
    expect(listed.body.data[0].id).toBe(id);

    const updated = await call(server, 'PUT', `/api/v1/books/${id}`, { token, body: { pages: 260 } });
    expect(updated.body.data).toMatchObject({ title: 'Kokoro', pages: 260 });

    const deleted = await call(server, 'DELETE', `/api/v1/books/${id}`, { token });
    expect(deleted.status).toBe(200);
    expect((await call(server, 'GET', `/api/v1/books/${id}`, { token })).status).toBe(404);
  });

  it('applies the schema rules: required, choices, references', async () => {
    const invalid = await call(server, 'POST', '/api/v1/books', { token, body: { genre: 'poem', pages: 0 } });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['genre', 'pages', 'title']);
    const dangling = await call(server, 'POST', '/api/v1/books', { token, body: { title: 'X', genre: 'essay', country_id: 999999 } });
    expect(dangling.status).toBe(422);
    expect(dangling.body.errors).toHaveProperty('country_id');
  });
});
