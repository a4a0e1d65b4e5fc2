// Adding an entity is its schema and nothing else on the server side: the
// table, its constraints, CRUD, filters and validation all follow from it.
import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import { book } from '../engine/fixtures';
import { call, useServer } from './helpers';

describe('a schema that is not in the registry', () => {
  const ctx = useServer({ schemas: [...schemas, book] });

  it('gets a table and full CRUD from its schema alone', async () => {
    const japan = (await call(ctx.server, 'GET', '/api/v1/countries?code=JP', { token: ctx.token })).body.data[0];
    const created = await call(ctx.server, 'POST', '/api/v1/books', {
      token: ctx.token,
      body: { title: 'Kokoro', genre: 'novel', pages: '250', country_id: japan.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: 'Kokoro',
      genre: 'novel',
      pages: 250,
      in_print: true,
      country_id: japan.id,
    });
    const id = created.body.data.id;

    const listed = await call(ctx.server, 'GET', '/api/v1/books?genre=novel&sort=-title', { token: ctx.token });
    expect(listed.body.meta).toMatchObject({ page: 1, paging: 20, total: 1, total_pages: 1 });
    expect(listed.body.data[0].id).toBe(id);

    const updated = await call(ctx.server, 'PUT', `/api/v1/books/${id}`, { token: ctx.token, body: { pages: 260 } });
    expect(updated.body.data).toMatchObject({ title: 'Kokoro', pages: 260 });

    const deleted = await call(ctx.server, 'DELETE', `/api/v1/books/${id}`, { token: ctx.token });
    expect(deleted.status).toBe(200);
    expect((await call(ctx.server, 'GET', `/api/v1/books/${id}`, { token: ctx.token })).status).toBe(404);
  });

  it('applies the schema rules: required, choices, references', async () => {
    const invalid = await call(ctx.server, 'POST', '/api/v1/books', {
      token: ctx.token,
      body: { genre: 'poem', pages: 0 },
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['genre', 'pages', 'title']);
    const dangling = await call(ctx.server, 'POST', '/api/v1/books', {
      token: ctx.token,
      body: { title: 'X', genre: 'essay', country_id: 999999 },
    });
    expect(dangling.status).toBe(422);
    expect(dangling.body.errors).toHaveProperty('country_id');
  });
});
