// GET /api/v1/openapi.json: made from the routes the server registers, it lists each of them and nothing
// else, is a valid OpenAPI 3.1 document, and says what the server answers: every GET the admin can make
// without a record's id, and every entity's record, is checked against the schema it documents.
import http from 'node:http';
import zlib from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { apiRoutes, documentPath } from '../../server/openapi/document';
import { call, useServer } from './helpers';

type Json = any;

/** A value for each query parameter a call requires. */
const REQUIRED_SAMPLES: Record<string, string> = { q: 'ab', ids: '1' };

describe('the API document', () => {
  const ctx = useServer();
  let document: Json;
  const answerSchema = (path: string, method: string, status = '200') =>
    document.paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;

  /** Checks an answer against the document's schema for it; the list of problems, empty when it fits. */
  function misfits(schema: Json, answer: unknown): string[] {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    // The document's components beside the schema, so that its #/components/… references resolve.
    const validate = ajv.compile({ ...schema, components: document.components });
    return validate(answer)
      ? []
      : (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath} ${error.message}`);
  }

  it('is served without a token, and is valid OpenAPI 3.1', async () => {
    const answer = await call(ctx.server, 'GET', '/api/v1/openapi.json');
    expect(answer.status).toBe(200);
    document = answer.body;
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? [], 'validator errors').toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is sent as the same compressed bytes to all, with an ETag a client revalidates for nothing', async () => {
    const raw = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${ctx.server.url}/api/v1/openapi.json`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      });
    const plain = await raw({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(document);
    const etag = plain.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', zlib.gunzipSync],
    ] as const) {
      const packed = await raw({ 'accept-encoding': accepted });
      expect(packed.headers['content-encoding'], accepted).toBe(encoding);
      expect(packed.headers.etag).toBe(etag);
      expect(packed.body.length, accepted).toBeLessThan(plain.body.length / 5);
      expect(decode(packed.body).equals(plain.body), accepted).toBe(true);
    }
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await raw({ 'if-none-match': tag, 'accept-encoding': 'br' });
      expect(again.status, tag).toBe(304);
      expect(again.body.length).toBe(0);
    }
    expect((await raw({ 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('describes every route the server registers under /api/v1, and no other', () => {
    const routes = apiRoutes(ctx.server.routes);
    expect(
      routes.filter((route) => !route.api).map((route) => `${route.method} ${route.url}`),
      'routes without an entry: give them describe({...})',
    ).toEqual([]);
    const registered = new Set(routes.map((route) => `${route.method.toLowerCase()} ${documentPath(route.url)}`));
    const documented = new Set(
      Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method} ${path}`),
      ),
    );
    expect(
      [...registered].filter((key) => !documented.has(key)),
      'registered, not documented',
    ).toEqual([]);
    expect(
      [...documented].filter((key) => !registered.has(key)),
      'documented, not registered',
    ).toEqual([]);
    // The entities, state actions and statistics are all there.
    expect(document.paths['/admin/receipts/{id}/denied'].patch.requestBody).toBeDefined();
    expect(document.paths['/admin/jobs/stats'].get).toBeDefined();
    expect(document.paths['/admin/oauth/token'].post.security).toEqual([]);
    expect(document.paths['/admin/jobs'].get.security).toEqual([{ bearer: [] }]);
  });

  it('gives a call the spec makes without a body no required body field (the banner rejection)', () => {
    const body = document.paths['/banners/{id}/reject'].put.requestBody.content['application/json'].schema;
    expect(body.required ?? []).toEqual([]);
    expect(body.properties.reason).toBeDefined();
    const denied = document.paths['/admin/receipts/{id}/denied'].patch.requestBody.content['application/json'].schema;
    expect(denied.required).toEqual(['reason']);
  });

  // Over a hundred calls, one after another: a bound far above what they take.
  it('says what every GET without a record id answers the administrator', { timeout: 180_000 }, async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(document.paths as Record<string, Json>)) {
      const get = methods.get;
      if (!get || path.includes('{')) continue;
      const required = (get.parameters ?? []).filter((p: Json) => p.in === 'query' && p.required);
      const query = required.map((p: Json) => `${p.name}=${REQUIRED_SAMPLES[p.name]}`);
      // A statistics call asks one question.
      if (path.endsWith('/stats')) query.push('per=day');
      const answer = await call(ctx.server, 'GET', `/api/v1${path}${query.length ? `?${query.join('&')}` : ''}`, {
        token: ctx.token,
      });
      if (answer.status !== 200) {
        problems.push(`GET ${path}: ${answer.status}`);
        continue;
      }
      checked++;
      for (const misfit of misfits(answerSchema(path, 'get'), answer.body)) problems.push(`GET ${path}: ${misfit}`);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it("says what each entity's record reads as", { timeout: 180_000 }, async () => {
    const problems: string[] = [];
    for (const path of Object.keys(document.paths)) {
      if (!path.endsWith('/{id}') || !document.paths[path].get) continue;
      const list = path.slice(0, -'/{id}'.length);
      if (!document.paths[list]?.get) continue;
      const listed = await call(ctx.server, 'GET', `/api/v1${list}?page=1&paging=1`, { token: ctx.token });
      const first = listed.body.data?.[0];
      if (!first) continue;
      const answer = await call(ctx.server, 'GET', `/api/v1${list}/${first.id}`, { token: ctx.token });
      expect(answer.status, `GET ${path}`).toBe(200);
      for (const misfit of misfits(answerSchema(path, 'get'), answer.body)) problems.push(`GET ${path}: ${misfit}`);
    }
    expect(problems).toEqual([]);
  });
});
