// POST register/requests: a visitor's request for a back-office account,
// without a token; stored for administrators, validated, and limited per
// client address and per email. Each test sends from its own address
// (X-Forwarded-For, trusted here) so the limits of one do not meet another.
import { describe, expect, it } from 'vitest';
import { MAX_REQUESTS_PER_ADDRESS, MAX_REQUESTS_PER_EMAIL, REQUEST_WINDOW } from '../../server/access-requests';
import { call, useServer } from './helpers';

const REQUEST = {
  name: 'Nguyễn Thị Lan',
  email: 'lan@example.com',
  organisation: 'Sakura Housing',
  reason: 'I manage our rental listings.',
};

describe('account requests', () => {
  const ctx = useServer({ env: { TRUST_PROXY: 'true' }, moderator: true });
  const send = (body: unknown, address: string, headers: Record<string, string> = {}) =>
    call(ctx.server, 'POST', '/api/v1/register/requests', {
      body,
      headers: { 'x-forwarded-for': address, ...headers },
    });
  const stored = async (email: string) => {
    const answer = await call(ctx.server, 'GET', `/api/v1/admin/access_requests?q=&paging=100&sort=-id`, {
      token: ctx.token,
    });
    expect(answer.status).toBe(200);
    return (answer.body.data as Record<string, unknown>[]).filter((r) => r.email === email);
  };

  it('stores a request sent without a token, pending, with its language and address', async () => {
    const answer = await send({ ...REQUEST, email: 'Lan@Example.com', language_code: 'vi' }, '203.0.113.1');
    expect(answer.status).toBe(201);
    expect(answer.body.data.status).toBe('pending');
    // Nothing stored is echoed back.
    expect(answer.body.data.email).toBeUndefined();
    const [record] = await stored('lan@example.com');
    expect(record).toMatchObject({
      name: REQUEST.name,
      organisation: REQUEST.organisation,
      reason: REQUEST.reason,
      language_code: 'vi',
      status: 'pending',
      client_address: '203.0.113.1',
    });
  });

  it('ignores what a visitor may not set: the state and the address', async () => {
    const answer = await send(
      { ...REQUEST, email: 'state@example.com', language_code: 'en', status: 'accepted', client_address: '1.2.3.4' },
      '203.0.113.2',
    );
    expect(answer.status).toBe(201);
    const [record] = await stored('state@example.com');
    expect(record).toMatchObject({ status: 'pending', client_address: '203.0.113.2' });
  });

  it('refuses missing and malformed fields with 422 and field errors, storing nothing', async () => {
    const empty = await send({}, '203.0.113.3');
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['email', 'language_code', 'name', 'organisation', 'reason']);
    const bad = await send(
      { ...REQUEST, email: 'not-an-email', language_code: 'fr', reason: 'x'.repeat(2001) },
      '203.0.113.3',
      { 'accept-language': 'ja' },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.issues).sort()).toEqual(['email', 'language_code', 'reason']);
    // The messages come in the caller's language.
    expect(bad.body.message).not.toBe('Validation failed');
    expect(await stored('not-an-email')).toEqual([]);
    expect((await send('just text', '203.0.113.3')).status).toBe(400);
    expect((await send([REQUEST], '203.0.113.3')).status).toBe(400);
  });

  it(`answers 429 after ${MAX_REQUESTS_PER_EMAIL} requests for one email, and keeps only the accepted ones`, async () => {
    const body = { ...REQUEST, email: 'twice@example.com', language_code: 'ja' };
    for (let i = 0; i < MAX_REQUESTS_PER_EMAIL; i++) expect((await send(body, `198.51.100.${i + 1}`)).status).toBe(201);
    const refused = await send(body, '198.51.100.99', { 'accept-language': 'en' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many requests/);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(REQUEST_WINDOW);
    expect(await stored('twice@example.com')).toHaveLength(MAX_REQUESTS_PER_EMAIL);
  });

  it(`answers 429 after ${MAX_REQUESTS_PER_ADDRESS} requests from one address, whatever the email`, async () => {
    const address = '192.0.2.50';
    for (let i = 0; i < MAX_REQUESTS_PER_ADDRESS; i++) {
      expect((await send({ ...REQUEST, email: `many${i}@example.com`, language_code: 'en' }, address)).status).toBe(
        201,
      );
    }
    const refused = await send({ ...REQUEST, email: 'one-more@example.com', language_code: 'en' }, address);
    expect(refused.status).toBe(429);
    expect(await stored('one-more@example.com')).toEqual([]);
    // Another address is not held back.
    expect((await send({ ...REQUEST, email: 'elsewhere@example.com', language_code: 'en' }, '192.0.2.51')).status).toBe(
      201,
    );
  });

  it('is reviewed by administrators only, who accept or deny it', async () => {
    const [record] = await stored('lan@example.com');
    const moderator = await call(ctx.server, 'GET', '/api/v1/admin/access_requests', { token: ctx.moderator });
    expect(moderator.status).toBe(403);
    const accepted = await call(ctx.server, 'PATCH', `/api/v1/admin/access_requests/${record.id}/accept`, {
      token: ctx.token,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.status).toBe('accepted');
    // Requests are written by visitors, not created or edited in the back office.
    expect(
      (
        await call(ctx.server, 'POST', '/api/v1/admin/access_requests', {
          token: ctx.token,
          body: { ...REQUEST, language_code: 'en' },
        })
      ).status,
    ).toBe(405);
    expect(
      (
        await call(ctx.server, 'PUT', `/api/v1/admin/access_requests/${record.id}`, {
          token: ctx.token,
          body: { name: 'x' },
        })
      ).status,
    ).toBe(405);
  });
});
