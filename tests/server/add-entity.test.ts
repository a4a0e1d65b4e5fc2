// Adding an entity is its schema and nothing else on the server side: the
// table, its constraints, CRUD, filters and validation all follow from it.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { schemas } from '../../schemas';
import { defineEntity } from '../../src/engine/schema';
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

describe('a schema with a create call of its own, over a table holding more than its fields', () => {
  const shelf = defineEntity({
    ...book,
    name: 'shelf_books',
    path: 'shelf_books',
    table: 'shelf_books',
    calls: { create: 'admin/shelf/register' },
  });
  const ctx = useServer({ schemas: [...schemas, shelf] });

  it('never answers a column no field names, and PATCH changes only the fields it names', async () => {
    // What another part of the server keeps in the same table (as accounts keep a password's hash).
    await sql`ALTER TABLE shelf_books ADD COLUMN secret text DEFAULT 'hidden'`.execute(ctx.server.db);
    const created = await call(ctx.server, 'POST', '/api/v1/admin/shelf/register', {
      token: ctx.token,
      body: { title: 'Kokoro', genre: 'novel', pages: 250 },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const patched = await call(ctx.server, 'PATCH', `/api/v1/shelf_books/${id}`, {
      token: ctx.token,
      body: { pages: 260 },
    });
    expect(patched.body.data).toMatchObject({ title: 'Kokoro', genre: 'novel', pages: 260 });
    const answers = [
      created.body.data,
      patched.body.data,
      (await call(ctx.server, 'GET', `/api/v1/shelf_books/${id}`, { token: ctx.token })).body.data,
      (await call(ctx.server, 'GET', '/api/v1/shelf_books', { token: ctx.token })).body.data[0],
      (await call(ctx.server, 'DELETE', `/api/v1/shelf_books/${id}`, { token: ctx.token })).body.data,
    ];
    for (const answer of answers) {
      expect(answer.id).toBe(id);
      expect(answer).not.toHaveProperty('secret');
    }
  });
});
