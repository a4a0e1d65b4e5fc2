// The API document's bytes as sent (server/openapi/served.ts): written once, each encoding compressed
// once however many callers ask at the same moment, and tagged by its content. Through the server, the
// negotiation and the 304 are tested in openapi.test.ts.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { servedDocument } from '../../server/openapi/served';

const document = { openapi: '3.1.0', info: { title: 'Tested', version: '1' }, paths: { '/a': { get: {} } } };

describe('servedDocument', () => {
  it('sends the JSON as written, and each encoding of the same bytes', async () => {
    const served = servedDocument(document);
    const identity = await served.bytes('identity');
    expect(JSON.parse(identity.toString('utf8'))).toEqual(document);
    expect(brotliDecompressSync(await served.bytes('br')).equals(identity)).toBe(true);
    expect(gunzipSync(await served.bytes('gzip')).equals(identity)).toBe(true);
  });

  it('compresses each encoding once: callers at the same moment and later share the same bytes', async () => {
    const served = servedDocument(document);
    const [first, second] = await Promise.all([served.bytes('br'), served.bytes('br')]);
    expect(second).toBe(first);
    expect(await served.bytes('br')).toBe(first);
    expect(await served.bytes('identity')).toBe(await served.bytes('identity'));
  });

  it('tags the content: the same document the same tag, another document another', () => {
    const tag = servedDocument(document).etag;
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(servedDocument(structuredClone(document)).etag).toBe(tag);
    expect(servedDocument({ ...document, info: { ...document.info, version: '2' } }).etag).not.toBe(tag);
  });
});
