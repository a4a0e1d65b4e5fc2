// What a create or update must pass beyond each field's own rules: the record rules on the stored
// record merged with the input, the hierarchy, the lists of ids, the translations, the version it
// was based on; and the transaction that keeps what was checked true until the write commits.
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { MAX_INT, targetOf, type Issue } from '../src/engine/kinds';
import type { EntitySchema } from '../src/engine/schema';
import { validateInput, validateRecord } from '../src/engine/validation';
import { schemas as registry } from '../schemas';
import { audited } from './audit';
import type { Db } from './db';
import { fail, objectBody } from './http';
import { serializeRecord } from './records';
import { sanitizeRichTextValues } from './richText';

/**
 * The version a PUT was based on: undefined when the body names none (last
 * write wins), else a positive integer or a 422 on the field `version`.
 */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body) || !Object.hasOwn(body, 'version')) return undefined;
  const version = (body as Record<string, unknown>).version;
  if (typeof version === 'number' && Number.isInteger(version) && version >= 1 && version <= MAX_INT) return version;
  throw fail(request, 422, 'server.validation_failed', {}, { version: { message: 'validation.integer' } });
}

function rejectIssues(request: FastifyRequest, errors: Record<string, Issue>): void {
  const names = Object.keys(errors);
  if (!names.length) return;
  throw fail(request, 422, 'server.validation_failed', {}, errors);
}

/**
 * The body's values once the field rules, the schema's record rules (on the
 * stored record merged with the input) and the hierarchy rules pass.
 */
export async function validated(
  db: Db,
  request: FastifyRequest,
  schema: EntitySchema,
  mode: 'create' | 'update',
  id?: number,
  list: readonly EntitySchema[] = registry,
  /** What is written, when not the request's body (a bulk edit's `data`). */
  body: Record<string, unknown> = objectBody(request),
): Promise<Record<string, unknown>> {
  const { values, errors } = validateInput(schema, body, mode);
  rejectIssues(request, errors);
  // Formatted text is stored cleaned; one cleaned down to nothing is empty.
  rejectIssues(request, sanitizeRichTextValues(schema, values));
  let stored: Record<string, unknown> | undefined;
  if (id !== undefined && (schema.validate || schema.hierarchy || translationRules(schema, list))) {
    const row = await db.selectFrom(schema.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw fail(request, 404, 'server.not_found');
    // As the API gives it (ISO timestamps), so rules compare like with like.
    stored = serializeRecord(row);
  }
  rejectIssues(request, validateRecord(schema, { ...stored, ...values }));
  if (schema.hierarchy) rejectIssues(request, await hierarchyIssues(db, schema, values, stored));
  rejectIssues(request, await missingListedIds(db, schema, values, list));
  rejectIssues(request, await translationIssues(db, schema, values, stored, list));
  return values;
}

/** The entity whose translations `schema` holds, and `schema` itself when it names its own texts' language. */
function translationRules(schema: EntitySchema, list: readonly EntitySchema[]) {
  const original = list.find((s) => s.translatedBy?.entity === schema.name && !s.variant);
  const ownLanguage = schema.translatedBy?.original;
  return original || ownLanguage ? { original, ownLanguage } : undefined;
}

/**
 * A translation is one per record and language, and never in the language of the record's own texts: both
 * answered 422 on its language (a second one in a language would otherwise meet the unique index, 409). A
 * record whose own language changes may not take one a translation of it is in.
 */
async function translationIssues(
  db: Db,
  schema: EntitySchema,
  values: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
  list: readonly EntitySchema[],
): Promise<Record<string, Issue>> {
  const rules = translationRules(schema, list);
  if (!rules) return {};
  const merged = { ...stored, ...values };
  const { original, ownLanguage } = rules;
  if (original) {
    const { field, original: originalLanguage } = original.translatedBy!;
    const parentId = merged[field];
    const language = merged.language_code;
    if (parentId === null || parentId === undefined || language === null || language === undefined) return {};
    if (originalLanguage) {
      const parent = await db
        .selectFrom(original.table)
        .select(originalLanguage)
        .where('id', '=', parentId as number)
        .executeTakeFirst();
      if (parent && parent[originalLanguage] === language)
        return { language_code: { message: 'validation.translationOfOriginal' } };
    }
    let twin = db
      .selectFrom(schema.table)
      .select('id')
      .where(field, '=', parentId as number)
      .where('language_code', '=', language as string);
    if (stored) twin = twin.where('id', '!=', stored.id as number);
    if (await twin.executeTakeFirst()) return { language_code: { message: 'validation.translationExists' } };
  }
  if (ownLanguage && stored && values[ownLanguage] !== undefined && values[ownLanguage] !== stored[ownLanguage]) {
    const { entity, field } = schema.translatedBy!;
    const target = list.find((s) => s.name === entity && !s.variant);
    const translated =
      target &&
      (await db
        .selectFrom(target.table)
        .select('id')
        .where(field, '=', stored.id as number)
        .where('language_code', '=', values[ownLanguage] as string)
        .executeTakeFirst());
    if (translated) return { [ownLanguage]: { message: 'validation.translationExists' } };
  }
  return {};
}

/**
 * A list of ids (referenceList) names existing records only; the database has no foreign key to check it.
 * The records found stay locked (FOR KEY SHARE) until the write's transaction ends, so none of them can be
 * deleted between this check and the write (a delete looks for lists naming its record: `listUsage`).
 */
async function missingListedIds(
  db: Db,
  schema: EntitySchema,
  values: Record<string, unknown>,
  list: readonly EntitySchema[],
): Promise<Record<string, Issue>> {
  const issues: Record<string, Issue> = {};
  for (const [name, field] of Object.entries(schema.fields)) {
    const ids = values[name];
    const named = targetOf(field);
    if (!named?.many || !Array.isArray(ids) || !ids.length) continue;
    const target = list.find((s) => s.name === named.entity && !s.variant);
    if (!target) continue;
    const found = await db
      .selectFrom(target.table)
      .select('id')
      .where('id', 'in', ids as number[])
      .forKeyShare()
      .execute();
    if (found.length !== new Set(ids).size) issues[name] = { message: 'validation.reference' };
  }
  return issues;
}

/**
 * Runs a create or update's check and write as one transaction, the caller named as the actor of its
 * writes (server/audit.ts), so that what was checked still holds when the write commits. Writes to one
 * hierarchy wait for each other (a transaction-level advisory lock per table): two records cannot each
 * become the other's parent.
 */
export async function checkedWrite<T>(
  db: Db,
  request: FastifyRequest,
  schema: EntitySchema,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  return audited(db, request, async (trx) => {
    if (schema.hierarchy)
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`marketplace_admin.hierarchy.${schema.table}`}))`.execute(trx);
    return work(trx);
  });
}

/**
 * Two levels only: a parent must be a general record, and a record with
 * children stays general. A specific record's inherited fields equal its
 * general record's, and a general record with children keeps them.
 */
async function hierarchyIssues(
  db: Db,
  schema: EntitySchema,
  values: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
): Promise<Record<string, Issue>> {
  const { parent: parentField, inherit = [] } = schema.hierarchy!;
  const id = stored?.id as number | undefined;
  const parentId = parentField in values ? values[parentField] : stored?.[parentField];
  const hasChildren = async () =>
    id !== undefined &&
    Boolean(await db.selectFrom(schema.table).select('id').where(parentField, '=', id).limit(1).executeTakeFirst());
  const issues: Record<string, Issue> = {};
  if (parentId === undefined || parentId === null) {
    const changed = inherit.filter((name) => stored && name in values && values[name] !== stored[name]);
    if (changed.length && (await hasChildren()))
      for (const name of changed) issues[name] = { message: 'validation.inheritedLocked' };
    return issues;
  }
  if (parentId === id) return { [parentField]: { message: 'validation.parentSelf' } };
  const row = await db
    .selectFrom(schema.table)
    .selectAll()
    .where('id', '=', parentId as number)
    .executeTakeFirst();
  if (!row) return { [parentField]: { message: 'validation.reference' } };
  const parent = serializeRecord(row);
  if (parent[parentField] !== null) return { [parentField]: { message: 'validation.parentNotGeneral' } };
  if (parentField in values && (await hasChildren()))
    return { [parentField]: { message: 'validation.parentHasChildren' } };
  for (const name of inherit) {
    const value = name in values ? values[name] : stored?.[name];
    if (value !== parent[name]) issues[name] = { message: 'validation.inheritedMismatch' };
  }
  return issues;
}
