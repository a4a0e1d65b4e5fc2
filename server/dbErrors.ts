// Database errors caused by a request's input, answered as 4xx with the field at fault; any other
// error is left to fail as a 500.
import type { FastifyRequest } from 'fastify';
import { KINDS, targetOf, type Field } from '../src/engine/kinds';
import type { EntitySchema } from '../src/engine/schema';
import { ownField } from '../src/engine/validation';
import { HttpError, languageOf } from './http';
import { translate } from './messages';
import { uniqueIndexName } from './migrate';

const holdsText = (field: Field) => KINDS[field.kind].sqlType(field) === 'text';
const holdsJson = (field: Field) => KINDS[field.kind].sqlType(field) === 'jsonb';

export type Operation = 'list' | 'show' | 'create' | 'edit' | 'delete';
const READS: readonly Operation[] = ['list', 'show'];

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
  column?: string;
}

/** Whether `error` is a unique violation of a constraint whose name starts with `prefix`. */
export function uniqueViolation(error: unknown, prefix: string): boolean {
  const e = error as PgError | undefined;
  return e?.code === '23505' && typeof e.constraint === 'string' && e.constraint.startsWith(prefix);
}

/**
 * Maps database errors caused by input to answers; anything else is rethrown.
 * `given` are the fields of the body, named when the error names no column, so
 * every 422 says which field is wrong.
 */
export function databaseError(
  request: FastifyRequest,
  schema: EntitySchema,
  operation: Operation,
  error: unknown,
  given: string[] = [],
): unknown {
  const e = error as PgError;
  if (error instanceof HttpError || typeof e?.code !== 'string') return error;
  const message = (key: string) => translate(languageOf(request), key);
  const own = (name: string | undefined) => (name && ownField(schema, name) ? name : undefined);
  const keyColumn = own(/Key \(([^)]+)\)/.exec(e.detail ?? '')?.[1]) ?? own(e.column);
  /** 422 on the named column, else on the given fields whose columns can cause it. */
  const invalid = (key: string, cause?: (field: Field) => boolean) => {
    const named = keyColumn
      ? [keyColumn]
      : given.filter((name) => {
          const field = ownField(schema, name);
          return !cause || (field !== undefined && cause(field));
        });
    const fields = named.length ? named : given;
    return new HttpError(
      422,
      message('server.validation_failed'),
      Object.fromEntries(fields.map((name) => [name, { message: key }])),
    );
  };
  // A read has no body: what went wrong is in the query.
  if (READS.includes(operation))
    return e.code.startsWith('22') ? new HttpError(400, message('server.bad_request')) : error;
  switch (e.code) {
    case '23505': {
      const field =
        Object.keys(schema.fields).find((name) => uniqueIndexName(schema.table, name) === e.constraint) ??
        schema.uniqueTogether?.find((set) => uniqueIndexName(schema.table, set.join('_')) === e.constraint)?.at(-1) ??
        keyColumn ??
        Object.keys(schema.fields).find((name) => schema.fields[name].unique);
      return new HttpError(
        409,
        message('validation.unique'),
        field ? { [field]: { message: 'validation.unique' } } : undefined,
      );
    }
    case '23001': // RESTRICT violation (newer PostgreSQL, PGlite)
    case '23503':
      if (operation === 'delete') return new HttpError(409, message('validation.in_use'));
      return invalid('validation.reference', (field) => targetOf(field)?.many === false);
    case '23502':
      return invalid('ra.validation.required');
    case '22021': // a character the encoding cannot hold (NUL)
    case '22P05': // \u0000 in jsonb
      return invalid('validation.invalidCharacter', (field) => holdsText(field) || holdsJson(field));
    case '54000': // a value too large for its index
      return invalid('validation.invalidValue', holdsText);
    default:
      // Out-of-range or malformed values the field rules let through.
      return e.code.startsWith('22')
        ? invalid('validation.invalidValue', (field) => !holdsText(field) && !holdsJson(field))
        : error;
  }
}
