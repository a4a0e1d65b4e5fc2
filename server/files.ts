// Uploaded files: POST /files stores one file in the database, GET
// /files/:id/:name serves it. The type is read from the bytes, never from the
// name or the declared type, and only pictures and PDF documents are taken.
// Files live in the database so PGlite and PostgreSQL work alike and every
// replica serves every file.
import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { sql } from 'kysely';
import { authenticate } from './auth';
import type { Config } from './config';
import type { Db } from './db';
import { fail, HttpError } from './http';
import { demoPictures } from './pictures';

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

/**
 * Bytes cross the driver as base64 text: PGlite turns a bytea parameter or
 * result into JS values byte by byte, some ten times slower than this, and
 * PostgreSQL's own encode()/decode() do the work in both databases.
 */
const toBytea = (data: Buffer) => sql<Uint8Array>`decode(${data.toString('base64')}, 'base64')`;
const fromBytea = sql<string>`encode(data, 'base64')`;

export function fileRoutes(db: Db, config: Config) {
  const limits = uploadLimits(config);

  return async function files(app: FastifyInstance) {
    // Multipart only here: every other route keeps JSON bodies. Anything that is
    // neither JSON nor multipart reaches the handler unread and gets "no file".
    await app.register(fastifyMultipart, { throwFileSizeLimit: true });
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    app.post('/files', { onRequest: authenticate(db) }, async (request: FastifyRequest, reply: FastifyReply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const kind = query.kind === undefined ? 'image' : query.kind;
      if (typeof kind !== 'string' || !(UPLOAD_KINDS as readonly string[]).includes(kind))
        throw fail(request, 400, 'server.invalid_query', { name: 'kind' });
      const limit = limits[kind as UploadKind];
      // A body that cannot fit is refused before it is read.
      const length = Number(request.headers['content-length']);
      if (Number.isFinite(length) && length > limit + MULTIPART_OVERHEAD) throw tooLarge(request, limit);
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

      const id = newFileId();
      const stored = { id, name: safeFileName(name, type, kind), mime: detected.mime, size: data.length };
      await db
        .insertInto('files')
        .values({ ...stored, data: toBytea(data), created_by: request.auth!.user.id })
        .execute();
      return reply
        .code(201)
        .send({ data: { url: fileUrl(id, stored.name), name: stored.name, mime: stored.mime, size: stored.size } });
    });

    // Public: <img> sends no bearer token, and the ids cannot be guessed.
    app.get(
      '/files/:id/:name',
      async (request: FastifyRequest<{ Params: { id: string; name: string } }>, reply: FastifyReply) => {
        const { id } = request.params;
        if (!ID.test(id)) throw fail(request, 404, 'server.not_found');
        const etag = `"${id}"`;
        // A file never changes under its id (set only on answers that carry it, never on a 404). Pictures
        // may sit in shared caches; documents (a CV, a contract) only in the browser's own.
        const cacheable = (mime: string) =>
          reply
            .header('Cache-Control', `${mime.startsWith('image/') ? 'public' : 'private'}, max-age=31536000, immutable`)
            .header('ETag', etag)
            .header('X-Content-Type-Options', 'nosniff')
            // The app may be served from another origin than the API (PUBLIC_API_URL).
            .header('Cross-Origin-Resource-Policy', 'cross-origin');
        // The browser holds this very file already: its bytes are not read again.
        if (request.headers['if-none-match'] === etag) {
          const known = await db.selectFrom('files').select('mime').where('id', '=', id).executeTakeFirst();
          if (known) return cacheable(String(known.mime)).code(304).send();
        }
        const row = await db
          .selectFrom('files')
          .select(['name', 'mime', fromBytea.as('data')])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw fail(request, 404, 'server.not_found');
        cacheable(String(row.mime));
        return reply
          .type(String(row.mime))
          .header(
            'Content-Disposition',
            disposition(String(row.mime).startsWith('image/') ? 'inline' : 'attachment', String(row.name)),
          )
          .send(Buffer.from(String(row.data), 'base64'));
      },
    );
  };
}

/** Draws and stores every demo picture (seed-data/images.ts) under its fixed id; returns how many. */
export async function storeDemoPictures(db: Db): Promise<number> {
  const rows = [...demoPictures()].map(({ id, name, data }) => ({
    id,
    name,
    mime: 'image/png',
    size: data.length,
    data: toBytea(data),
  }));
  // Inserted a few at a time: one statement per picture costs round trips, all at once a huge statement.
  for (let i = 0; i < rows.length; i += 8) {
    await db
      .insertInto('files')
      .values(rows.slice(i, i + 8))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  return rows.length;
}
