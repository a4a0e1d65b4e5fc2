// What the calls on a list's selection share: the ids they name, the fields a bulk edit sets, and how a
// record skipped for its own reason is told in the caller's language.
import type { FastifyRequest } from 'fastify';
import type { Issue } from '../src/engine/kinds';
import { bulkEditable, type EntitySchema } from '../src/engine/schema';
import { validateInput } from '../src/engine/validation';
import { HttpError, fail, languageOf } from './http';
import { formatIssue, translate } from './messages';
import { MAX_ID } from './params';

/** Most records one bulk call decides: a list's largest page. */
export const MAX_BULK = 1000;

const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body)
    ? (request.body as Record<string, unknown>)
    : {};

/** The ids of a bulk call: distinct record ids (positive, within the column's range), 1 to MAX_BULK of them, or a 422 on the field `ids`. */
export function idsOf(request: FastifyRequest): number[] {
  const raw = bodyOf(request).ids;
  let issue: Issue | undefined;
  if (!Array.isArray(raw) || raw.length === 0) issue = { message: 'ra.validation.required' };
  else if (raw.length > MAX_BULK) issue = { message: 'validation.maxItems', args: { max: MAX_BULK } };
  else if (!raw.every((id) => Number.isInteger(id) && (id as number) > 0 && (id as number) <= MAX_ID))
    issue = { message: 'validation.integer' };
  if (issue) throw fail(request, 422, 'server.validation_failed', {}, { ids: issue });
  return [...new Set(raw as number[])];
}

/**
 * The body a bulk edit writes to each record (`data`): one field at least, each marked bulk-editable,
 * each passing its kind's rules; else a 422 on the field (or on `data`). The same for every record, so
 * checked once for all of them here rather than skipping each.
 */
export function bulkEditOf(request: FastifyRequest, schema: EntitySchema): Record<string, unknown> {
  const raw = bodyOf(request).data;
  const data = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined;
  if (!data || !Object.keys(data).length)
    throw fail(request, 422, 'server.validation_failed', {}, { data: { message: 'ra.validation.required' } });
  const allowed = bulkEditable(schema);
  const refused = Object.keys(data).filter((name) => !allowed.includes(name));
  if (refused.length)
    throw fail(
      request,
      422,
      'server.validation_failed',
      {},
      Object.fromEntries(refused.map((name) => [name, { message: 'validation.notBulkEditable' }])),
    );
  const { errors } = validateInput(schema, data, 'update');
  if (Object.keys(errors).length) throw fail(request, 422, 'server.validation_failed', {}, errors);
  return data;
}

/**
 * Why one record of a batch was refused, in the caller's language: the refusal's message, or for a
 * record whose own values fail a rule "Field: what is wrong".
 */
export function refusalText(request: FastifyRequest, schema: EntitySchema, error: HttpError): string {
  const language = languageOf(request);
  const [name, issue] = Object.entries(error.errors ?? {})[0] ?? [];
  if (!name || !issue) return error.message;
  const label = name in schema.fields ? translate(language, `resources.${schema.name}.fields.${name}`) : name;
  return `${label}: ${formatIssue(language, issue)}`;
}
