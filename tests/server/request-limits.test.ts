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

describe('the per-address rate limit', () => {
  // One proxy in front: the address is the one it saw, so a test can speak for several clients.
  const ctx = useServer({ schemas: [], login: false, env: { RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '1' } });
  const from = (address: string, language = 'en') => ({
    headers: { 'x-forwarded-for': address, 'accept-language': language },
  });

  it('answers 429 with Retry-After past RATE_LIMIT_PER_MINUTE calls from one address, in its language', async () => {
    for (let i = 0; i < 5; i++)
      expect((await call(ctx.server, 'GET', '/api/v1/user', from('203.0.113.1'))).status).toBe(401);
    // A garbage token is refused before it is looked up, like any other call past the limit.
    const refused = await call(ctx.server, 'GET', '/api/v1/user', {
      ...from('203.0.113.1', 'ja'),
      token: 'garbage',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(translate('ja', 'server.too_many_requests', { minutes: 1 }));
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.headers.get('x-ratelimit-remaining')).toBeNull();
  });

  it('counts each address on its own, and leaves the health check out', async () => {
    for (let i = 0; i < 6; i++) await call(ctx.server, 'GET', '/api/v1/user', from('203.0.113.7'));
    expect((await call(ctx.server, 'GET', '/api/v1/user', from('203.0.113.7'))).status).toBe(429);
    expect((await call(ctx.server, 'GET', '/api/v1/user', from('203.0.113.8'))).status).toBe(401);
    expect((await call(ctx.server, 'GET', '/healthz', from('203.0.113.7'))).status).toBe(200);
  });
});

describe('the per-address rate limit behind proxies named by address', () => {
  // The proxy (the test client, at 127.0.0.1) is trusted by its address, not by a count of hops.
  const ctx = useServer({ schemas: [], login: false, env: { RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '127.0.0.1' } });

  it('counts the address the trusted proxy saw, whatever a client writes before it', async () => {
    // Each call forges another first entry: the limit still counts the one address the proxy added.
    for (let i = 0; i < 5; i++) {
      const forged = { headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.20` } };
      expect((await call(ctx.server, 'GET', '/api/v1/user', forged)).status).toBe(401);
    }
    const sixth = { headers: { 'x-forwarded-for': '198.51.100.99, 203.0.113.20' } };
    expect((await call(ctx.server, 'GET', '/api/v1/user', sixth)).status).toBe(429);
    const other = { headers: { 'x-forwarded-for': '203.0.113.21' } };
    expect((await call(ctx.server, 'GET', '/api/v1/user', other)).status).toBe(401);
  });
});
