// The API document as sent. It is about a megabyte of JSON that changes only with a release, and anyone
// may fetch it: it is written once, compressed once (on first demand), and every caller gets the same
// bytes, with an ETag so that a client asking again gets 304 and no body. A slow reader holds a
// reference to the shared bytes, not a copy of its own.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const COMPRESS: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  // Quality 9: within a few percent of the best, at a small share of its time.
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 9 }),
};

export interface ServedDocument {
  etag: string;
  /** The bytes as sent for each encoding a client may accept, `identity` when it accepts none. */
  bytes(encoding: Encoding | 'identity'): Promise<Buffer>;
}

export function servedDocument(document: unknown): ServedDocument {
  const identity = Buffer.from(JSON.stringify(document));
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const compressed = new Map<Encoding, Promise<Buffer>>();
  return {
    etag,
    bytes(encoding) {
      if (encoding === 'identity') return Promise.resolve(identity);
      let made = compressed.get(encoding);
      if (!made) {
        made = COMPRESS[encoding](identity);
        compressed.set(encoding, made);
        // A failure is not kept: the next call compresses again.
        made.catch(() => compressed.delete(encoding));
      }
      return made;
    },
  };
}

/** Whether an If-None-Match header names the tag (or is `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Answers the document: 304 to a client holding this version, else its bytes in the best encoding it accepts. */
export async function sendDocument(request: FastifyRequest, reply: FastifyReply, served: ServedDocument) {
  // Revalidated at each use: a release changes it, and a client's copy then goes stale at once.
  reply.header('Cache-Control', 'no-cache').header('ETag', served.etag).header('Vary', 'Accept-Encoding');
  if (matches(request.headers['if-none-match'], served.etag)) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  const encoding = (accepted && negotiate(accepted, [...ENCODINGS])) || 'identity';
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(await served.bytes(encoding));
}
