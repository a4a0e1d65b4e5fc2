// Uploads and stored files: the type read from the bytes, the limits, the
// answers a browser needs to show a picture, and the seeded demo pictures.
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { sql } from 'kysely';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config';
import { safeFileName } from '../../server/files';
import { FILE_CHUNK_BYTES } from '../../server/fileStore';
import { applyMigrations } from '../../server/migrations';
import { DEMO_IMAGE_COUNTS, demoImage } from '../../demo/data/images';
import { FILE_SWEEP_LOCK, scheduleFileSweep, sweepUnusedFiles, UNUSED_FILE_GRACE_MS } from '../../server/fileUse';
import { FILE_URL } from '../../src/engine/kinds';
import { defineEntity, image, images, richText, text } from '../../src/engine/schema';
import { adminWithGrants, backend, call, type TestServer, useServer } from './helpers';

/** The one entity of these servers: a record that holds files in every way a record can. */
const holder = defineEntity({
  name: 'file_holders',
  route: 'file-holder',
  permission: 'BANNERS',
  menu: false,
  fields: { label: text({ required: true }), photo: image(), gallery: images(), notes: richText() },
  recordTitle: 'label',
  list: { columns: ['id'], sort: 'label' },
});
const SCHEMAS = [holder];

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
  const ctx = useServer({ schemas: SCHEMAS, env: { UPLOAD_MAX_IMAGE_BYTES: '4000', UPLOAD_MAX_FILE_BYTES: '8000' } });

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

/** Chunk `seq` of a file made by `storeChunks`: the MD5 of its number, over and over. */
const chunkOf = (seq: number) =>
  Buffer.concat(Array(FILE_CHUNK_BYTES / 16).fill(createHash('md5').update(String(seq)).digest()));

/**
 * Stores a PDF of `count` whole chunks under `id`, made by the database itself: beyond the upload limit,
 * and quick, as no bytes cross the driver. Returns its bytes.
 */
async function storeChunks(server: TestServer, id: string, count: number): Promise<Buffer> {
  const size = count * FILE_CHUNK_BYTES;
  await server.db.insertInto('files').values({ id, name: 'big.pdf', mime: 'application/pdf', size }).execute();
  await sql`INSERT INTO file_chunks (file_id, seq, data)
    SELECT ${id}, seq, decode(repeat(md5(seq::text), ${FILE_CHUNK_BYTES / 16}), 'hex')
    FROM generate_series(0, ${count - 1}) AS seq`.execute(server.db);
  return Buffer.concat(Array.from({ length: count }, (_, seq) => chunkOf(seq)));
}

/** A PDF of `size` bytes whose body does not compress: a real document as far as the type check goes. */
function pdfOf(size: number): Buffer {
  const bytes = randomBytes(size);
  PDF.copy(bytes, 0, 0, Math.min(PDF.length, 16));
  return bytes;
}

interface StalledDownload {
  socket: net.Socket;
  /** The answer's status line. */
  status: string;
  closed: Promise<void>;
}

/**
 * A client that asks for `path` from `localAddress` and, once the first bytes of the answer are in, stops
 * reading: what it has not taken stays in the kernel, as with a client that never reads.
 */
function stalledDownload(server: TestServer, path: string, localAddress = '127.0.0.1'): Promise<StalledDownload> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(port), localAddress });
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('error', reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: files.test\r\n\r\n`);
    socket.once('data', (first) => {
      socket.pause();
      resolve({ socket, status: first.toString('latin1').split('\r\n')[0], closed });
    });
  });
}

describe('file downloads: streamed in chunks, ranges, HEAD, and clients that do not read', () => {
  // A send timeout no test comes near: the stalled clients here stay until the test lets them go.
  const ctx = useServer({ schemas: SCHEMAS, env: { FILE_SEND_TIMEOUT: '3600', FILE_DOWNLOADS_PER_ADDRESS: '12' } });
  const id = 'big-document-file-id';
  const url = `/api/v1/files/${id}/big.pdf`;
  let big: Buffer;
  // 10 MiB, and 4 chunks for the answers that send a file whole.
  const smallId = 'small-document-file-id';
  const smallUrl = `/api/v1/files/${smallId}/big.pdf`;
  let small: Buffer;
  beforeAll(async () => {
    big = await storeChunks(ctx.server, id, 80);
    small = await storeChunks(ctx.server, smallId, 4);
  });

  it('stores an upload of several chunks and serves it back byte for byte', async () => {
    const bytes = pdfOf(FILE_CHUNK_BYTES * 2 + 1234);
    const answer = await upload(ctx.server, bytes, 'several.pdf', { token: ctx.token, kind: 'file' });
    expect(answer.status).toBe(201);
    const served = await download(ctx.server, answer.body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-length')).toBe(String(bytes.length));
    expect(served.headers.get('accept-ranges')).toBe('bytes');
    expect(sha(served.bytes)).toBe(sha(bytes));
    expect(sha((await download(ctx.server, url)).bytes)).toBe(sha(big));
  });

  it('answers a byte range with 206 and exactly those bytes, across chunk edges too', async () => {
    const size = big.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      [`bytes=${FILE_CHUNK_BYTES - 10}-${FILE_CHUNK_BYTES * 3 + 9}`, FILE_CHUNK_BYTES - 10, FILE_CHUNK_BYTES * 3 + 9],
      ['bytes=-10', size - 10, size - 1],
      [`bytes=${size - 5}-`, size - 5, size - 1],
      [`bytes=${size - 5}-${size + 100}`, size - 5, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const answer = await download(ctx.server, url, { range });
      expect(answer.status, range).toBe(206);
      expect(answer.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`);
      expect(answer.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(answer.bytes.equals(big.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers a range past the end with 416, and the whole file to several ranges, a broken one or a stale If-Range', async () => {
    const past = await download(ctx.server, smallUrl, { range: `bytes=${small.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${small.length}`);
    for (const headers of [
      { range: 'bytes=0-9,20-29' } as Record<string, string>,
      { range: 'pages=1-2' },
      { range: 'bytes=abc' },
      { range: 'bytes=0-9', 'if-range': '"another-version"' },
    ]) {
      const whole = await download(ctx.server, smallUrl, headers);
      expect(whole.status, JSON.stringify(headers)).toBe(200);
      expect(whole.bytes.equals(small), JSON.stringify(headers)).toBe(true);
    }
    expect((await download(ctx.server, smallUrl, { range: 'bytes=0-9', 'if-range': `"${smallId}"` })).status).toBe(206);
  });

  it('cuts a file an earlier version stored whole into chunks by its migration, and serves it the same', async () => {
    const bytes = pdfOf(FILE_CHUNK_BYTES * 2 + 5);
    await ctx.server.db
      .insertInto('files')
      .values({
        id: 'stored-whole',
        name: 'old.pdf',
        mime: 'application/pdf',
        size: bytes.length,
        data: sql`decode(${bytes.toString('base64')}, 'base64')`,
      })
      .execute();
    // A store of that version had not applied the migration yet.
    await ctx.server.db.deleteFrom('schema_migrations').where('name', '=', '0001-files-in-chunks.sql').execute();
    expect(await applyMigrations(ctx.server.db, [])).toEqual(['0001-files-in-chunks.sql']);
    const served = await download(ctx.server, '/api/v1/files/stored-whole/old.pdf');
    expect(sha(served.bytes)).toBe(sha(bytes));
    const row = await ctx.server.db
      .selectFrom('files')
      .select(sql<boolean>`data IS NULL`.as('emptied'))
      .where('id', '=', 'stored-whole')
      .executeTakeFirstOrThrow();
    expect(row.emptied).toBe(true);
  });

  it('answers HEAD from the facts alone: the bytes are not read', async () => {
    const bytes = pdfOf(FILE_CHUNK_BYTES + 7);
    const stored = await upload(ctx.server, bytes, 'facts.pdf', { token: ctx.token, kind: 'file' });
    const fileId = stored.body.data.url.split('/')[4];
    // Without its bytes the file can no longer be sent, but everything HEAD says is still known.
    await ctx.server.db.deleteFrom('file_chunks').where('file_id', '=', fileId).execute();
    const head = await fetch(ctx.server.url + stored.body.data.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect(head.headers.get('content-type')).toBe('application/pdf');
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    const ranged = await fetch(ctx.server.url + stored.body.data.url, {
      method: 'HEAD',
      headers: { range: 'bytes=5-' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-length')).toBe(String(bytes.length - 5));
  });

  it('holds 120 clients that do not read a 10 MiB file in little memory, and answers the health check meanwhile', async () => {
    const before = process.memoryUsage.rss();
    // Ten clients from each of twelve addresses: within the per-address limit, so every one is served.
    const clients = await Promise.all(
      Array.from({ length: 120 }, (_, i) => stalledDownload(ctx.server, url, `127.0.0.${2 + (i % 12)}`)),
    );
    try {
      expect(new Set(clients.map((client) => client.status))).toEqual(new Set(['HTTP/1.1 200 OK']));
      const health = await call(ctx.server, 'GET', '/healthz');
      expect(health.status).toBe(200);
      // Read whole per request, the file took 10 MiB (and its base64 text 13 MiB more) per client.
      expect(process.memoryUsage.rss() - before).toBeLessThan(100 * 1024 * 1024);
    } finally {
      for (const client of clients) client.socket.destroy();
    }
  });

  it('serves a bounded number of downloads per address at once: the next gets 429 until one ends', async () => {
    const address = '127.0.0.30';
    const held = await Promise.all(Array.from({ length: 12 }, () => stalledDownload(ctx.server, url, address)));
    const refused = await stalledDownload(ctx.server, url, address);
    expect(refused.status).toBe('HTTP/1.1 429 Too Many Requests');
    refused.socket.destroy();
    // Another address, and HEAD from this one, are not held up.
    const other = await stalledDownload(ctx.server, url, '127.0.0.31');
    expect(other.status).toBe('HTTP/1.1 200 OK');
    other.socket.destroy();
    held[0].socket.destroy();
    await held[0].closed;
    // The server learns of the close on its own side a moment later.
    await vi.waitFor(
      async () => {
        const next = await stalledDownload(ctx.server, url, address);
        next.socket.destroy();
        expect(next.status).toBe('HTTP/1.1 200 OK');
      },
      { timeout: 30_000, interval: 20 },
    );
    for (const client of held) client.socket.destroy();
  });
});

describe('file downloads: a client that stops reading', () => {
  const ctx = useServer({ schemas: SCHEMAS, env: { FILE_SEND_TIMEOUT: '1' } });
  // 40 MiB: far more than the kernel's buffers of both ends take from a client that does not read.
  let big: Buffer;
  beforeAll(async () => (big = await storeChunks(ctx.server, 'stalled-file-id', 320)));

  it('is dropped once FILE_SEND_TIMEOUT passes without it taking a chunk; the file is not sent whole', async () => {
    // The server's end of the connection: a client that does not read sees nothing until it reads again.
    let serverSideClosed!: Promise<unknown>;
    ctx.server.app.server.on('connection', (socket: net.Socket) => {
      if (socket.remoteAddress?.endsWith('127.0.0.20'))
        serverSideClosed = new Promise((done) => socket.once('close', done));
    });
    const client = await stalledDownload(ctx.server, '/api/v1/files/stalled-file-id/big.pdf', '127.0.0.20');
    expect(client.status).toBe('HTTP/1.1 200 OK');
    await serverSideClosed;
    let received = 0;
    client.socket.on('data', (bytes: Buffer) => (received += bytes.length));
    client.socket.on('error', () => undefined);
    client.socket.resume();
    await client.closed;
    expect(received).toBeLessThan(big.length);
  });
});

describe('who may upload, how much, and files no record names', () => {
  const ctx = useServer({ schemas: SCHEMAS, env: { UPLOAD_HOURLY_FILES: '3', UPLOAD_HOURLY_BYTES: '100000' } });
  const photo = (shade: number) => png(8, 6, shade);

  it('needs CREATE or UPDATE on an entity with a file field: VIEW, or CREATE elsewhere, is refused', async () => {
    const viewer = await adminWithGrants(ctx.server.db, 'views the holders', { BANNERS: ['VIEW'], NEWS: ['CREATE'] });
    const refused = await upload(ctx.server, photo(1), 'a.png', {
      token: viewer.token,
      headers: { 'accept-language': 'ja' },
    });
    expect(refused.status).toBe(403);
    expect(await ctx.server.db.selectFrom('files').select('id').where('created_by', '=', viewer.id).execute()).toEqual(
      [],
    );
    for (const privilege of ['CREATE', 'UPDATE'] as const) {
      const editor = await adminWithGrants(ctx.server.db, `${privilege} holders`, { BANNERS: ['VIEW', privilege] });
      expect((await upload(ctx.server, photo(2), 'b.png', { token: editor.token })).status, privilege).toBe(201);
    }
  });

  it('takes UPLOAD_HOURLY_FILES files an hour per account, then 429 with the wait, in the caller’s language', async () => {
    const editor = await adminWithGrants(ctx.server.db, 'uploads a lot', { BANNERS: ['VIEW', 'UPDATE'] });
    const other = await adminWithGrants(ctx.server.db, 'uploads too', { BANNERS: ['VIEW', 'UPDATE'] });
    for (let i = 0; i < 3; i++) expect((await upload(ctx.server, photo(10 + i), 'p.png', editor)).status).toBe(201);
    const refused = await upload(ctx.server, photo(20), 'p.png', { ...editor, headers: { 'accept-language': 'vi' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(refused.body.message).toMatch(/^Bạn đã tải lên tối đa/);
    // Each account has its own.
    expect((await upload(ctx.server, photo(21), 'p.png', other)).status).toBe(201);
    // An hour later the first uploads no longer count.
    await ctx.server.db
      .updateTable('files')
      .set({ created_at: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where('created_by', '=', editor.id)
      .execute();
    expect((await upload(ctx.server, photo(22), 'p.png', editor)).status).toBe(201);
  });

  it('takes UPLOAD_HOURLY_BYTES an hour per account, counting the file being sent', async () => {
    const editor = await adminWithGrants(ctx.server.db, 'uploads large', { BANNERS: ['VIEW', 'CREATE'] });
    // Three pictures of about 40 kB: the third would pass 100,000 bytes.
    const large = [noisyPng(100, 100), noisyPng(100, 101), noisyPng(100, 102)];
    for (const picture of large) expect(picture.length).toBeGreaterThan(34_000);
    expect(large[0].length + large[1].length).toBeLessThan(100_000);
    expect((await upload(ctx.server, large[0], 'l.png', editor)).status).toBe(201);
    expect((await upload(ctx.server, large[1], 'l.png', editor)).status).toBe(201);
    expect((await upload(ctx.server, large[2], 'l.png', editor)).status).toBe(429);
  });

  it('removes files older than a day that no record names, in a field, a gallery or formatted text', async () => {
    const names = async (count: number) => {
      const urls: string[] = [];
      for (let i = 0; i < count; i++)
        urls.push((await upload(ctx.server, photo(100 + i), `s${i}.png`, { token: ctx.token })).body.data.url);
      return urls;
    };
    // The administrator's quota here is the test's, not the point: uploads of earlier tests are older.
    await ctx.server.db
      .updateTable('files')
      .set({ created_at: new Date(Date.now() - 2 * 86_400_000) })
      .execute();
    const [inPhoto, inGallery, inNotes] = await names(3);
    const created = await call(ctx.server, 'POST', '/api/v1/file_holders', {
      token: ctx.token,
      body: {
        label: 'holds',
        photo: inPhoto,
        gallery: [inGallery],
        notes: `<p><a href="https://admin.example.com${inNotes}">the plan</a></p>`,
      },
    });
    expect(created.status).toBe(201);
    await ctx.server.db
      .updateTable('files')
      .set({ created_at: new Date(Date.now() - 2 * 86_400_000) })
      .execute();
    const [recent] = await names(1);
    const idOf = (url: string) => url.split('/')[4];
    const before = new Set(
      (await ctx.server.db.selectFrom('files').select('id').execute()).map((row) => String(row.id)),
    );

    const removed = await sweepUnusedFiles(ctx.server.db, SCHEMAS, new Date(Date.now() - UNUSED_FILE_GRACE_MS));
    const after = new Set(
      (await ctx.server.db.selectFrom('files').select('id').execute()).map((row) => String(row.id)),
    );
    for (const kept of [inPhoto, inGallery, inNotes, recent]) expect(after.has(idOf(kept)), kept).toBe(true);
    expect(removed).toBe(before.size - after.size);
    expect(removed).toBeGreaterThan(0);
    // Its bytes went with it.
    const chunks = await ctx.server.db.selectFrom('file_chunks').select('file_id').distinct().execute();
    expect(chunks.every((row) => after.has(String(row.file_id)))).toBe(true);
  });

  it('sweeps on a schedule, once at start: a file a replaced picture left is gone', async () => {
    const [first, second] = [photo(200), photo(201)];
    const a = (await upload(ctx.server, first, 'a.png', { token: ctx.token })).body.data.url;
    const record = await call(ctx.server, 'POST', '/api/v1/file_holders', {
      token: ctx.token,
      body: { label: 'replaced', photo: a },
    });
    const b = (await upload(ctx.server, second, 'b.png', { token: ctx.token })).body.data.url;
    expect(
      (
        await call(ctx.server, 'PUT', `/api/v1/file_holders/${record.body.data.id}`, {
          token: ctx.token,
          body: { photo: b },
        })
      ).status,
    ).toBe(200);
    const stop = scheduleFileSweep(
      ctx.server.db,
      SCHEMAS,
      3_600_000,
      (error) => {
        throw error;
      },
      () => new Date(Date.now() + 2 * 86_400_000),
    );
    await stop();
    expect((await download(ctx.server, a)).status).toBe(404);
    expect((await download(ctx.server, b)).status).toBe(200);
  });

  // Another replica is another database session: PostgreSQL only.
  it.skipIf(backend !== 'postgres')(
    'sweeps on one replica at a time: while another sweeps, this one lets its turn pass',
    async () => {
      const url = (await upload(ctx.server, photo(300), 'left.png', { token: ctx.token })).body.data.url as string;
      const later = () => new Date(Date.now() + 2 * 86_400_000);
      const sweepOnce = () =>
        scheduleFileSweep(
          ctx.server.db,
          SCHEMAS,
          3_600_000,
          (error) => {
            throw error;
          },
          later,
        )();
      // The other replica's sweep, held open.
      await ctx.server.db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${FILE_SWEEP_LOCK}))`.execute(trx);
        await sweepOnce();
        expect((await download(ctx.server, url)).status).toBe(200);
      });
      await sweepOnce();
      expect((await download(ctx.server, url)).status).toBe(404);
    },
  );
});
