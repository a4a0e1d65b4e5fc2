// Where uploaded files' bytes live: rows of FILE_CHUNK_BYTES in the database (table file_chunks), so
// PGlite and PostgreSQL work alike, every replica serves every file, and a download holds one chunk in
// memory at a time however large the file or slow the client. Everything else reaches the bytes through
// FileStore, so a store on disk or S3-compatible storage would be one more implementation.
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from './db';
import { Limiter } from './limiter';

/** Bytes per stored chunk: small enough that a stalled client costs little, large enough to be few rows. */
export const FILE_CHUNK_BYTES = 128 * 1024;

/** What is known of a file without reading its bytes. */
export interface StoredFile {
  id: string;
  name: string;
  mime: string;
  size: number;
}

export interface FileStore {
  /** Stores a new file: its facts and its bytes, in one transaction. */
  put(file: StoredFile & { createdBy: number | null }, data: Buffer): Promise<void>;
  /** The facts of a file, or undefined; never its bytes. */
  head(id: string): Promise<StoredFile | undefined>;
  /**
   * Bytes `start` to `end` (inclusive) of a file, read a chunk at a time as the reader takes them. A
   * file gone while it is read ends the stream with an error (the client sees a cut connection).
   * `onPull` is told each time the reader asks for more, and once more when all is read.
   */
  stream(id: string, start: number, end: number, onPull?: (done: boolean) => void): Readable;
}

/**
 * Bytes cross the driver as base64 text: PGlite turns a bytea parameter or result into JS values byte by
 * byte, some ten times slower than this, and PostgreSQL's own encode()/decode() do the work in both.
 */
const toBytea = (data: Buffer) => sql<Uint8Array>`decode(${data.toString('base64')}, 'base64')`;

/**
 * Recently read chunks, shared by every download: a file never changes under its id, and many clients
 * on one popular file then cost one read per chunk, in flight or done.
 */
const CHUNK_CACHE_BYTES = 32 * 1024 * 1024;
/**
 * Chunk reads in flight at once: downloads share the database with every other call (the embedded one runs
 * one statement at a time), so a few large downloads may slow each other but never hold a page or a
 * health check behind a queue of chunk reads.
 */
const CHUNK_READS_AT_ONCE = 2;

/** Chunks written per statement: one statement per chunk costs round trips, all at once a huge statement. */
const CHUNKS_PER_INSERT = 8;

export function databaseFileStore(db: Db): FileStore {
  const reads = new Limiter(CHUNK_READS_AT_ONCE);
  const chunks = new LRUCache<string, Buffer, { id: string; seq: number }>({
    maxSize: CHUNK_CACHE_BYTES,
    sizeCalculation: (bytes) => Math.max(bytes.length, 1),
    fetchMethod: async (_key, _stale, { context: { id, seq } }) => {
      const row = await reads.run(0, () =>
        db
          .selectFrom('file_chunks')
          .select(sql<string>`encode(data, 'base64')`.as('data'))
          .where('file_id', '=', id)
          .where('seq', '=', seq)
          .executeTakeFirst(),
      );
      if (!row) throw new Error(`file ${id} has no chunk ${seq}`);
      return Buffer.from(String(row.data), 'base64');
    },
  });
  const chunk = async (id: string, seq: number): Promise<Buffer> =>
    (await chunks.fetch(`${id}/${seq}`, { context: { id, seq } }))!;

  return {
    async put(file, data) {
      const rows: { file_id: string; seq: number; data: ReturnType<typeof toBytea> }[] = [];
      for (let seq = 0; seq * FILE_CHUNK_BYTES < data.length; seq++)
        rows.push({
          file_id: file.id,
          seq,
          data: toBytea(data.subarray(seq * FILE_CHUNK_BYTES, (seq + 1) * FILE_CHUNK_BYTES)),
        });
      const inOne = (work: (trx: Db) => Promise<void>) =>
        db.isTransaction ? work(db) : db.transaction().execute(work);
      await inOne(async (trx) => {
        await trx
          .insertInto('files')
          .values({ id: file.id, name: file.name, mime: file.mime, size: file.size, created_by: file.createdBy })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        for (let i = 0; i < rows.length; i += CHUNKS_PER_INSERT)
          await trx
            .insertInto('file_chunks')
            .values(rows.slice(i, i + CHUNKS_PER_INSERT))
            .onConflict((oc) => oc.columns(['file_id', 'seq']).doNothing())
            .execute();
      });
    },

    async head(id) {
      const row = await db
        .selectFrom('files')
        .select(['id', 'name', 'mime', 'size'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { id: String(row.id), name: String(row.name), mime: String(row.mime), size: Number(row.size) };
    },

    stream(id, start, end, onPull) {
      let seq = Math.floor(start / FILE_CHUNK_BYTES);
      const last = Math.floor(end / FILE_CHUNK_BYTES);
      // highWaterMark 0: the next chunk is read only once the response has taken the previous one.
      return new Readable({
        highWaterMark: 0,
        read() {
          onPull?.(seq > last);
          if (seq > last) {
            this.push(null);
            return;
          }
          const at = seq++;
          chunk(id, at).then(
            (bytes) => {
              const from = at === Math.floor(start / FILE_CHUNK_BYTES) ? start % FILE_CHUNK_BYTES : 0;
              const to = at === last ? (end % FILE_CHUNK_BYTES) + 1 : bytes.length;
              // Handed over in a later turn of the event loop: many downloads taking cached chunks as fast as
              // their sockets do then take turns with every other request instead of going first.
              setImmediate(() => this.push(bytes.subarray(from, to)));
            },
            (error: Error) => this.destroy(error),
          );
        },
      });
    },
  };
}
