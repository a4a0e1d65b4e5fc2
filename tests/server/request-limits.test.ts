// Request-level limits: the body size, broken JSON, the content type and a
// malformed address each get their status and a message in the caller's
// language; fields a body may not write are ignored, never stored.
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../server/app';
import { translate } from '../../server/messages';
import { call, useServer } from './helpers';

const LANGUAGES = ['en', 'ja', 'vi'] as const;

describe('request limits', () => {
  const ctx = useServer();

  it("refuses a JSON body over 1 MiB with 413 in the caller's language, and takes one just under it", async () => {
    expect(BODY_LIMIT).toBe(1024 * 1024);
    for (const language of LANGUAGES) {
      const answer = await call(ctx.server, 'POST', '/api/v1/countries', {
        token: ctx.token,
        body: { code: 'XQ', description: 'x'.repeat(BODY_LIMIT) },
        headers: { 'accept-language': language },
      });
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe(translate(language, 'server.body_too_large', { max: 1 }));
    }
    // Just under the limit the body is read and the field rules answer (the text is too long for its field).
    const under = await call(ctx.server, 'POST', '/api/v1/countries', {
      token: ctx.token,
      body: { code: 'XQ', phone_code: 'x'.repeat(BODY_LIMIT - 100) },
    });
    expect(under.status).toBe(422);
    expect(under.body.errors).toHaveProperty('phone_code');
  });

  it('refuses broken and empty JSON with 400, translated', async () => {
    for (const language of LANGUAGES) {
      const headers = { 'accept-language': language };
      for (const rawBody of ['{"names": [', '', '{"__proto__": {"admin": true}}']) {
        const answer = await call(ctx.server, 'POST', '/api/v1/countries', { token: ctx.token, rawBody, headers });
        expect(answer.status, rawBody).toBe(400);
        expect(answer.body.message, rawBody).toBe(translate(language, 'server.invalid_json'));
      }
    }
    expect(translate('ja', 'server.invalid_json')).not.toBe(translate('en', 'server.invalid_json'));
  });

  it('refuses a body of a type the API does not read with 415, translated', async () => {
    for (const language of LANGUAGES) {
      for (const type of ['application/xml', 'application/x-www-form-urlencoded', 'image/png']) {
        const answer = await call(ctx.server, 'PUT', '/api/v1/countries/1', {
          token: ctx.token,
          rawBody: '<code>XQ</code>',
          headers: { 'content-type': type, 'accept-language': language },
        });
        expect(answer.status, type).toBe(415);
        expect(answer.body.message, type).toBe(translate(language, 'server.unsupported_media_type'));
      }
    }
  });

  it('answers a malformed address with 400, translated', async () => {
    const answer = await call(ctx.server, 'GET', '/api/v1/countries/%E0%A4%A', {
      token: ctx.token,
      headers: { 'accept-language': 'vi' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(translate('vi', 'server.bad_url'));
  });

  it('ignores unknown, system and read-only fields of a body: the others are written, these never', async () => {
    const list = await call(ctx.server, 'GET', '/api/v1/admin/qnas?paging=1', { token: ctx.token });
    const before = list.body.data[0];
    expect(before).toBeDefined();
    const answer = await call(ctx.server, 'PUT', `/api/v1/admin/qnas/${before.id}`, {
      token: ctx.token,
      body: {
        title: 'Written by the request limits test',
        answer_count: (before.answer_count ?? 0) + 1000,
        status: before.status === 'hidden' ? 'published' : 'hidden',
        id: before.id + 1000,
        created_at: '2000-01-01T00:00:00.000Z',
        no_such_field: 'ignored',
      },
    });
    expect(answer.status).toBe(200);
    const after = (await call(ctx.server, 'GET', `/api/v1/admin/qnas/${before.id}`, { token: ctx.token })).body.data;
    expect(after.title).toBe('Written by the request limits test');
    expect(after.answer_count).toBe(before.answer_count);
    expect(after.status).toBe(before.status);
    expect(after.id).toBe(before.id);
    expect(after.created_at).toBe(before.created_at);
    expect(after).not.toHaveProperty('no_such_field');

    const created = await call(ctx.server, 'POST', '/api/v1/countries', {
      token: ctx.token,
      body: { code: 'XU', names: [{ language_code: 'en', name: 'Unknown fields' }], no_such_field: 1, id: 999_999 },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.id).not.toBe(999_999);
    expect(created.body.data).not.toHaveProperty('no_such_field');
  });
});
