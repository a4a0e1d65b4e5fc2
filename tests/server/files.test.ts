// Uploads and stored files: the type read from the bytes, the limits, the
// answers a browser needs to show a picture, and the seeded demo pictures.
import { createHash, randomBytes } from 'node:crypto';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { safeFileName } from '../../server/files';
import { DEMO_IMAGE_COUNTS, demoImage } from '../../server/seed-data/images';
import { FILE_URL } from '../../src/engine/kinds';
import { call, useServer } from './helpers';

/** A small real PNG of one colour. */
function png(width = 8, height = 6, shade = 200): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(shade);
  return PNG.sync.write(image);
}

/** A PNG whose pixels do not compress: its size follows its dimensions. */
function noisyPng(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  randomBytes(image.data.length).copy(image.data);
  return PNG.sync.write(image);
}

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 1),
  Buffer.from([0xff, 0xd9]),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

interface UploadOptions {
  token?: string;
  kind?: string;
  field?: string;
  type?: string;
  headers?: Record<string, string>;
}

/** POST /files with one file part, as a browser's FormData sends it. */
async function upload(server: { url: string }, bytes: Buffer, name: string, options: UploadOptions = {}) {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'application/octet-stream' }),
    name,
  );
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const query = options.kind ? `?kind=${options.kind}` : '';
  const response = await fetch(`${server.url}/api/v1/files${query}`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as any, headers: response.headers };
}

async function download(server: { url: string }, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + url, { headers });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('file uploads', () => {
  // Small limits, so "too large" needs no megabytes; no entities, so the seed is the accounts and the pictures.
  const ctx = useServer({ schemas: [], env: { UPLOAD_MAX_IMAGE_BYTES: '4000', UPLOAD_MAX_FILE_BYTES: '8000' } });

  it('stores a PNG and serves it back byte for byte, with the headers an <img> needs', async () => {
    const bytes = png();
    const answer = await upload(ctx.server, bytes, 'photo.png', { token: ctx.token, type: 'image/png' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({
      url: expect.stringMatching(/^\/api\/v1\/files\/[A-Za-z0-9_-]{22}\/photo\.png$/),
      name: 'photo.png',
      mime: 'image/png',
      size: bytes.length,
    });
    // The answer is a value the image fields accept.
    expect(FILE_URL.test(answer.body.data.url)).toBe(true);

    const served = await download(ctx.server, answer.body.data.url);
    expect(served.status).toBe(200);
    expect(sha(served.bytes)).toBe(sha(bytes));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="photo\.png"/);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // No bearer token was sent: the file is public.
    const again = await download(ctx.server, answer.body.data.url, { 'if-none-match': served.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('gives every upload its own unguessable id', async () => {
    const first = await upload(ctx.server, png(), 'a.png', { token: ctx.token });
    const second = await upload(ctx.server, png(), 'a.png', { token: ctx.token });
    expect(first.body.data.url).not.toBe(second.body.data.url);
  });

  it('judges the type by the content and names the file after it', async () => {
    const jpeg = await upload(ctx.server, JPEG, 'holiday.png', { token: ctx.token, type: 'image/png' });
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.data).toMatchObject({ name: 'holiday.jpg', mime: 'image/jpeg' });
    const served = await download(ctx.server, jpeg.body.data.url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('cleans the name: no path, no spaces or symbols, scripts other than Latin kept', async () => {
    expect(safeFileName('../../etc/My holiday photo!.PNG', { ext: 'png', aliases: [] }, 'image')).toBe(
      'My-holiday-photo.png',
    );
    expect(safeFileName('C:\\Users\\a\\scan.JPEG', { ext: 'jpg', aliases: ['jpeg'] }, 'image')).toBe('scan.jpeg');
    expect(safeFileName('...', { ext: 'png', aliases: [] }, 'image')).toBe('image.png');
    expect(safeFileName(undefined, { ext: 'pdf', aliases: [] }, 'file')).toBe('file.pdf');
    expect(safeFileName('x'.repeat(300) + '.png', { ext: 'png', aliases: [] }, 'image')).toHaveLength(104);

    const answer = await upload(ctx.server, png(), '東京 の 部屋.png', { token: ctx.token });
    expect(answer.body.data.name).toBe('東京-の-部屋.png');
    expect(FILE_URL.test(answer.body.data.url)).toBe(true);
    const served = await download(ctx.server, answer.body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toBe(
      `inline; filename="__-_-__.png"; filename*=UTF-8''${encodeURIComponent('東京-の-部屋.png')}`,
    );
  });

  it('takes a PDF as a file, served as an attachment, but not as a picture', async () => {
    const asImage = await upload(ctx.server, PDF, 'terms.pdf', {
      token: ctx.token,
      kind: 'image',
      type: 'application/pdf',
    });
    expect(asImage.status).toBe(415);
    const asFile = await upload(ctx.server, PDF, 'terms.pdf', {
      token: ctx.token,
      kind: 'file',
      type: 'application/pdf',
    });
    expect(asFile.status).toBe(201);
    expect(asFile.body.data).toMatchObject({ name: 'terms.pdf', mime: 'application/pdf' });
    const served = await download(ctx.server, asFile.body.data.url);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="terms\.pdf"/);
    // A document may be personal (a CV): kept by the browser alone, never by a shared cache.
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const again = await download(ctx.server, asFile.body.data.url, { 'If-None-Match': served.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
  });

  it('refuses uploads without a session', async () => {
    const answer = await upload(ctx.server, png(), 'photo.png');
    expect(answer.status).toBe(401);
    const expired = await upload(ctx.server, png(), 'photo.png', { token: 'not-a-token' });
    expect(expired.status).toBe(401);
  });

  it("refuses an SVG and text named .png with 415 and a message in the caller's language", async () => {
    for (const [bytes, name, type] of [
      [SVG, 'logo.svg', 'image/svg+xml'],
      [Buffer.from('hello, this is no picture'), 'photo.png', 'image/png'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'page.gif', 'image/gif'],
    ] as const) {
      const answer = await upload(ctx.server, bytes, name, { token: ctx.token, type });
      expect(answer.status, name).toBe(415);
      expect(answer.body.message).toBe('Only JPEG, PNG, WebP or GIF pictures can be uploaded here');
    }
    const svgAsFile = await upload(ctx.server, SVG, 'logo.svg', { token: ctx.token, kind: 'file' });
    expect(svgAsFile.status).toBe(415);
    const japanese = await upload(ctx.server, SVG, 'logo.svg', {
      token: ctx.token,
      headers: { 'accept-language': 'ja' },
    });
    expect(japanese.body.message).toBe('アップロードできるのは JPEG、PNG、WebP、GIF の画像だけです');
  });

  it('refuses a file over the limit with 413, whether the length is announced or found while reading', async () => {
    // Within the multipart allowance: refused while reading.
    const slightlyOver = noisyPng(40, 40);
    expect(slightlyOver.length).toBeGreaterThan(4000);
    expect(slightlyOver.length).toBeLessThan(4000 + 16 * 1024);
    const read = await upload(ctx.server, slightlyOver, 'big.png', { token: ctx.token });
    expect(read.status).toBe(413);
    expect(read.body.message).toBe('The file is larger than 0 MB');
    // Far over: refused from Content-Length before anything is read.
    const farOver = noisyPng(200, 200);
    const early = await upload(ctx.server, farOver, 'huge.png', { token: ctx.token });
    expect(early.status).toBe(413);
    // A picture sent as a file keeps the picture limit.
    const asFile = await upload(ctx.server, slightlyOver, 'big.png', { token: ctx.token, kind: 'file' });
    expect(asFile.status).toBe(413);
  });

  it('answers 400 to a body without a file, a broken form and an unknown kind', async () => {
    const json = await call(ctx.server, 'POST', '/api/v1/files', { token: ctx.token, body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Send one file in a multipart form field named "file"');

    const otherField = await upload(ctx.server, png(), 'photo.png', { token: ctx.token, field: 'picture' });
    expect(otherField.status).toBe(400);

    const onlyText = new FormData();
    onlyText.append('file', 'just text, no file part');
    const noFile = await fetch(`${ctx.server.url}/api/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.token}` },
      body: onlyText,
    });
    expect(noFile.status).toBe(400);

    const cut = [
      '--XyZ',
      'Content-Disposition: form-data; name="file"; filename="a.png"',
      'Content-Type: image/png',
      '',
      png().toString('latin1').slice(0, 20),
    ].join('\r\n');
    const broken = await call(ctx.server, 'POST', '/api/v1/files', {
      token: ctx.token,
      rawBody: cut,
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
    });
    expect(broken.status).toBe(400);
    const noBoundary = await call(ctx.server, 'POST', '/api/v1/files', {
      token: ctx.token,
      rawBody: 'abc',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.status).toBe(400);
    const raw = await call(ctx.server, 'POST', '/api/v1/files', {
      token: ctx.token,
      rawBody: 'abc',
      headers: { 'content-type': 'image/png' },
    });
    expect(raw.status).toBe(400);

    const empty = await upload(ctx.server, Buffer.alloc(0), 'empty.png', { token: ctx.token });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The file is empty');

    const kind = await upload(ctx.server, png(), 'photo.png', { token: ctx.token, kind: 'video' });
    expect(kind.status).toBe(400);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const url of [
      '/api/v1/files/AAAAAAAAAAAAAAAAAAAAAA/x.png',
      '/api/v1/files/a.b/x.png',
      `/api/v1/files/${'a'.repeat(65)}/x.png`,
    ]) {
      const answer = await call(ctx.server, 'GET', url);
      expect(answer.status, url).toBe(404);
      expect(answer.body.message).toBe('Not found');
      // A miss is not cached for a year, even when the browser offers the id's tag.
      expect(answer.headers.get('cache-control') ?? '').not.toContain('immutable');
    }
    const offered = await call(ctx.server, 'GET', '/api/v1/files/AAAAAAAAAAAAAAAAAAAAAA/x.png', {
      headers: { 'if-none-match': '"AAAAAAAAAAAAAAAAAAAAAA"' },
    });
    expect(offered.status).toBe(404);
  });

  it('has its limits in the configuration, 5 MiB for pictures and 10 MiB for documents by default', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.UPLOAD_MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(config.UPLOAD_MAX_FILE_BYTES).toBe(10 * 1024 * 1024);
    expect(() => loadConfig({ UPLOAD_MAX_IMAGE_BYTES: '-1' })).toThrow(/UPLOAD_MAX_IMAGE_BYTES/);
  });

  it('stores the demo pictures when it seeds: real PNGs of the stated sizes, all different', async () => {
    const seen = new Set<string>();
    for (const [topic, count] of Object.entries(DEMO_IMAGE_COUNTS) as [keyof typeof DEMO_IMAGE_COUNTS, number][]) {
      for (let n = 0; n < count; n++) {
        const served = await download(ctx.server, demoImage(topic, n));
        expect(served.status, demoImage(topic, n)).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/png');
        const image = PNG.sync.read(served.bytes);
        expect([image.width, image.height]).toEqual(topic === 'banner' ? [1200, 300] : [640, 420]);
        seen.add(sha(served.bytes));
      }
    }
    expect(seen.size).toBe(Object.values(DEMO_IMAGE_COUNTS).reduce((a, b) => a + b, 0));
  });
});
