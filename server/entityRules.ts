// What an entity's own server code adds to its generic routes (server/crud.ts): the values of its
// virtual fields, checks and work inside each write's transaction, and what follows a commit. The
// admins, permissions and sessions use them (server/admins.ts, server/sessions.ts); most entities need none.
import type { FastifyRequest } from 'fastify';
import type { Db } from './db';

export type Row = Record<string, unknown>;

export interface RecordWrite {
  operation: 'create' | 'edit' | 'delete';
  /** The record's id (edit, delete). */
  id?: number;
  /** Its validated values, virtual fields included (create, edit). */
  values: Row;
  /** The body as sent: what the schema does not declare (a new account's password) is read from it. */
  body: Row;
}

/** The write itself, with the extra columns a new row takes (a password's hash); undefined: no such record. */
export type Write = (columns?: Row) => Promise<Row | undefined>;

export interface EntityRules {
  /** Adds the virtual fields' values to records about to be answered: a page's rows or one record. */
  read?(db: Db, request: FastifyRequest, rows: Row[]): Promise<void>;
  /**
   * Runs a write within its transaction: checks before it (an HttpError refuses it and undoes all),
   * the write, work after it (the virtual fields) and checks on the result (the last administrator).
   */
  write?(trx: Db, request: FastifyRequest, change: RecordWrite, write: Write): Promise<Row | undefined>;
  /** After the write committed, with the record as written (e.g. closing the connections of the sessions it ended). */
  committed?(request: FastifyRequest, change: RecordWrite, row: Row): void;
}

/** The rules of each entity that has some, by entity name. */
export type EntityRuleSet = Readonly<Record<string, EntityRules>>;
