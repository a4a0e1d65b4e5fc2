// Uploaded files: POST /files stores one file, GET /files/:id/:name streams it
// (HEAD and Range answered from its facts alone). The type is read from the
// bytes, never from the name or the declared type, and only pictures and PDF
// documents are taken. The bytes live in a FileStore (fileStore.ts).
import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import parseRange from 'range-parser';
import { authenticate } from './auth';
import type { EntitySchema } from '../src/engine/schema';
import type { Config } from './config';
import type { Db } from './db';
import { databaseFileStore, type FileStore } from './fileStore';
import { mayUpload, uploadedLastHour, uploadingTypes } from './fileUse';
import { fail, HttpError } from './http';
import { dataOf, describe, integer, object, text } from './openapi/operation';

/** Accepted contents by detected MIME type: the extension a stored name gets, and the others it may keep. */
const IMAGE_TYPES: Record<string, { ext: string; aliases: string[] }> = {
  'image/jpeg': { ext: 'jpg', aliases: ['jpeg', 'jpe'] },
  'image/png': { ext: 'png', aliases: [] },
  // An animated PNG is a PNG to every browser.
  'image/apng': { ext: 'png', aliases: ['apng'] },
  'image/webp': { ext: 'webp', aliases: [] },
  'image/gif': { ext: 'gif', aliases: [] },
};
const DOCUMENT_TYPES: Record<string, { ext: string; aliases: string[] }> = {
  'application/pdf': { ext: 'pdf', aliases: [] },
};

export type UploadKind = 'image' | 'file';
export const UPLOAD_KINDS: readonly UploadKind[] = ['image', 'file'];

/** The limits in force: pictures up to UPLOAD_MAX_IMAGE_BYTES, documents up to UPLOAD_MAX_FILE_BYTES. */
export function uploadLimits(config: Pick<Config, 'UPLOAD_MAX_IMAGE_BYTES' | 'UPLOAD_MAX_FILE_BYTES'>) {
  return {
    image: config.UPLOAD_MAX_IMAGE_BYTES,
    file: Math.max(config.UPLOAD_MAX_FILE_BYTES, config.UPLOAD_MAX_IMAGE_BYTES),
  };
}

/**
 * The rules /config.json hands the browser, which refuses by them a file this server would refuse before
 * sending a byte: per family, the largest size and the accepted types. A picture field takes pictures, a
 * file field both families; a picture keeps the picture limit in either. The server still checks each file.
 */
export function browserUploadRules(config: Pick<Config, 'UPLOAD_MAX_IMAGE_BYTES' | 'UPLOAD_MAX_FILE_BYTES'>) {
  const limits = uploadLimits(config);
  return {
    image: { maxBytes: limits.image, types: Object.keys(IMAGE_TYPES) },
    document: { maxBytes: limits.file, types: Object.keys(DOCUMENT_TYPES) },
  };
}

/** Room for the multipart headers and boundaries around the file itself. */
const MULTIPART_OVERHEAD = 16 * 1024;
const MAX_NAME_LENGTH = 100;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export const fileUrl = (id: string, name: string) => `/api/v1/files/${id}/${encodeURIComponent(name)}`;

/** A random, URL-safe id (128 bits): a file's URL cannot be guessed. */
export const newFileId = () => randomBytes(16).toString('base64url');

/**
 * A name safe in a URL path and a header: the last path segment of what the
 * client sent, letters and digits of any script, '.', '-' and '_' kept, the
 * rest turned into '-', and an extension that matches the content.
 */
export function safeFileName(
  original: string | undefined,
  type: { ext: string; aliases: string[] },
  fallback: string,
): string {
  const last = (original ?? '').split(/[/\\]/).pop() ?? '';
  const normalized = last.normalize('NFC');
  const dot = normalized.lastIndexOf('.');
  const given = dot > 0 ? normalized.slice(dot + 1).toLowerCase() : '';
  const stemText = dot > 0 ? normalized.slice(0, dot) : normalized;
  const stem = [
    ...stemText
      .replace(/[^\p{L}\p{N}._-]+/gu, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[.-]+|[.-]+$/g, ''),
  ]
    .slice(0, MAX_NAME_LENGTH)
    .join('');
  const ext = given === type.ext || type.aliases.includes(given) ? given : type.ext;
  return `${stem || fallback}.${ext}`;
}

/** Content-Disposition with an ASCII name for old clients and the exact one (RFC 5987) for the rest. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

function tooLarge(request: FastifyRequest, limit: number): HttpError {
  return fail(request, 413, 'server.files.too_large', { max: megabytes(limit) });
}

/** What went wrong while reading the multipart body, as a 4xx. */
function multipartError(request: FastifyRequest, error: unknown, limit: number): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as FastifyError).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(request, limit);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return fail(request, 400, 'server.files.no_file');
  // Busboy's own errors (a missing boundary, a cut-off part) and the parts limits: the body is not one file.
  return fail(request, 400, 'server.files.broken');
}

export function fileRoutes(
  db: Db,
  config: Config,
  schemas: readonly EntitySchema[],
  store: FileStore = databaseFileStore(db),
) {
  const limits = uploadLimits(config);
  const uploaders = uploadingTypes(schemas);

  /**
   * 429 when `adding` more bytes would pass the account's hour (UPLOAD_HOURLY_FILES, UPLOAD_HOURLY_BYTES).
   * `used` is read once per upload: before the body, with its announced length, and again after it, with
   * the file's own size.
   */
  function checkQuota(
    request: FastifyRequest,
    reply: FastifyReply,
    used: Awaited<ReturnType<typeof uploadedLastHour>>,
    adding: number,
  ) {
    if (used.files < config.UPLOAD_HOURLY_FILES && used.bytes + adding <= config.UPLOAD_HOURLY_BYTES) return;
    const wait = used.oldest ? used.oldest.getTime() + 60 * 60 * 1000 - Date.now() : 0;
    const seconds = Math.max(1, Math.ceil(wait / 1000));
    reply.header('Retry-After', String(seconds));
    throw fail(request, 429, 'server.files.quota', { minutes: Math.ceil(seconds / 60) });
  }
  /** Downloads under way per client address. */
  const downloads = new Map<string, number>();

  return async function files(app: FastifyInstance) {
    // Multipart only here: every other route keeps JSON bodies. Anything that is
    // neither JSON nor multipart reaches the handler unread and gets "no file".
    await app.register(fastifyMultipart, { throwFileSizeLimit: true });
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    app.post(
      '/files',
      {
        onRequest: authenticate(db),
        ...describe({
          summary: 'Upload a file for a record (a picture, a document)',
          tag: 'Files',
          access: 'self',
          description: 'Any admin who may create or change a record holding a file of the kind asked.',
          query: [{ name: 'kind', schema: { type: 'string', enum: [...UPLOAD_KINDS], default: 'image' } }],
          body: 'multipart',
          answer: dataOf(
            object({ url: text('Where the file is served.'), name: text(), mime: text(), size: integer() }),
          ),
          status: 201,
          refusals: [413, 415, 429],
        }),
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const query = (request.query ?? {}) as Record<string, unknown>;
        const kind = query.kind === undefined ? 'image' : query.kind;
        if (typeof kind !== 'string' || !(UPLOAD_KINDS as readonly string[]).includes(kind))
          throw fail(request, 400, 'server.invalid_query', { name: 'kind' });
        const limit = limits[kind as UploadKind];
        // A body that cannot fit is refused before it is read.
        const length = Number(request.headers['content-length']);
        if (Number.isFinite(length) && length > limit + MULTIPART_OVERHEAD) throw tooLarge(request, limit);
        // Files are for records: whoever may create or change none that holds one has nothing to upload.
        if (!mayUpload(request.auth!.grants, uploaders)) throw fail(request, 403, 'server.forbidden');
        const used = await uploadedLastHour(db, request.auth!.user.id, new Date());
        checkQuota(request, reply, used, Number.isFinite(length) ? Math.max(0, length - MULTIPART_OVERHEAD) : 0);
        if (!request.isMultipart()) throw fail(request, 400, 'server.files.no_file');

        let name: string | undefined;
        let data: Buffer;
        try {
          const part = await request.file({
            limits: { fileSize: limit, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
          });
          if (!part || part.fieldname !== 'file') {
            part?.file.resume();
            throw fail(request, 400, 'server.files.no_file');
          }
          name = part.filename;
          data = await part.toBuffer();
        } catch (error) {
          throw multipartError(request, error, limit);
        }
        if (data.length === 0) throw fail(request, 400, 'server.files.empty');

        const detected = await fileTypeFromBuffer(data);
        const allowed = kind === 'image' ? IMAGE_TYPES : { ...IMAGE_TYPES, ...DOCUMENT_TYPES };
        const type = detected && allowed[detected.mime];
        if (!detected || !type)
          throw fail(request, 415, kind === 'image' ? 'server.files.not_image' : 'server.files.not_allowed');
        // A picture sent as a file keeps the picture limit.
        const typeLimit = IMAGE_TYPES[detected.mime] ? limits.image : limits.file;
        if (data.length > typeLimit) throw tooLarge(request, typeLimit);

        // The length announced was a guess (or absent): the file's own size is what counts.
        checkQuota(request, reply, used, data.length);
        const id = newFileId();
        const stored = { id, name: safeFileName(name, type, kind), mime: detected.mime, size: data.length };
        await store.put({ ...stored, createdBy: request.auth!.user.id }, data);
        return reply
          .code(201)
          .send({ data: { url: fileUrl(id, stored.name), name: stored.name, mime: stored.mime, size: stored.size } });
      },
    );

    // Public: <img> sends no bearer token, and the ids cannot be guessed.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/files/:id/:name',
      ...describe({
        summary: 'Download a stored file',
        tag: 'Files',
        access: 'public',
        description: 'Public, as an <img> sends no token; ids cannot be guessed.',
        answer: null,
        refusals: [404, 429],
      }),
      // Fastify's own HEAD would run the GET handler and throw the body away.
      exposeHeadRoute: false,
      handler: async (request: FastifyRequest<{ Params: { id: string; name: string } }>, reply: FastifyReply) => {
        const { id } = request.params;
        if (!ID.test(id)) throw fail(request, 404, 'server.not_found');
        const file = await store.head(id);
        if (!file) throw fail(request, 404, 'server.not_found');
        const etag = `"${id}"`;
        // A file never changes under its id (set only on answers that carry it, never on a 404). Pictures
        // may sit in shared caches; documents (a CV, a contract) only in the browser's own.
        reply
          .header(
            'Cache-Control',
            `${file.mime.startsWith('image/') ? 'public' : 'private'}, max-age=31536000, immutable`,
          )
          .header('ETag', etag)
          .header('Accept-Ranges', 'bytes')
          .header('X-Content-Type-Options', 'nosniff')
          // The app may be served from another origin than the API (PUBLIC_API_URL).
          .header('Cross-Origin-Resource-Policy', 'cross-origin');
        // The browser holds this very file already.
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        // A bounded number of bodies in flight per address: each holds a socket and a chunk.
        const address = request.ip;
        const downloading = downloads.get(address) ?? 0;
        if (request.method === 'GET' && downloading >= config.FILE_DOWNLOADS_PER_ADDRESS) {
          reply.header('Retry-After', '1');
          throw fail(request, 429, 'server.files.busy');
        }
        reply
          .type(file.mime)
          .header(
            'Content-Disposition',
            disposition(file.mime.startsWith('image/') ? 'inline' : 'attachment', file.name),
          );

        let start = 0;
        let end = file.size - 1;
        const range = wantedRange(request, etag, file.size);
        if (range === 'unsatisfiable') {
          return reply.code(416).header('Content-Range', `bytes */${file.size}`).header('Content-Length', '0').send();
        }
        if (range) {
          ({ start, end } = range);
          reply.code(206).header('Content-Range', `bytes ${start}-${end}/${file.size}`);
        }
        reply.header('Content-Length', String(end - start + 1));
        if (request.method === 'HEAD' || file.size === 0) return reply.send();

        downloads.set(address, downloading + 1);
        // A client that stops reading holds a socket and a chunk: dropped once FILE_SEND_TIMEOUT passes
        // without it taking the chunk before.
        let idle: NodeJS.Timeout | undefined;
        const watch = (done: boolean) => {
          clearTimeout(idle);
          if (!done) idle = setTimeout(() => request.raw.socket.destroy(), config.FILE_SEND_TIMEOUT * 1000).unref();
        };
        reply.raw.once('close', () => {
          clearTimeout(idle);
          const left = (downloads.get(address) ?? 1) - 1;
          if (left > 0) downloads.set(address, left);
          else downloads.delete(address);
        });
        return reply.send(store.stream(id, start, end, watch));
      },
    });
  };
}

/**
 * The one byte range asked for (RFC 9110 §14), 'unsatisfiable', or undefined for the whole file: no
 * Range, one that cannot be read, several ranges (answered whole, as the RFC allows), or an If-Range
 * naming another version.
 */
function wantedRange(
  request: FastifyRequest,
  etag: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const header = request.headers.range;
  if (typeof header !== 'string' || size === 0) return undefined;
  const ifRange = request.headers['if-range'];
  if (typeof ifRange === 'string' && ifRange !== etag) return undefined;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return { start: ranges[0].start, end: ranges[0].end };
}
