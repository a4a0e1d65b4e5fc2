// Validation derived from a schema, run by the form (per field) and by the
// server (whole record). One code path, so both sides agree on every rule.
import { KINDS, type Field, type Issue } from './kinds';
import type { EntitySchema } from './schema';

/** Checks one field's raw value; returns an issue or null. */
export function validateField(field: Field, raw: unknown): Issue | null {
  const value = KINDS[field.kind].normalize(raw, field);
  if (value === null || value === undefined) return field.required ? { message: 'ra.validation.required' } : null;
  return KINDS[field.kind].validate(value, field);
}

export interface ValidatedInput {
  /** Normalised values of the writable fields that were given. */
  values: Record<string, unknown>;
  errors: Record<string, Issue>;
}

/**
 * Validates a request body. On create every required field must be there; on
 * update only the given fields are checked (a PUT may carry the whole record or
 * part of it), but a required field can never be emptied. Unknown, system and
 * read-only fields are ignored.
 */
export function validateInput(
  schema: EntitySchema,
  body: Record<string, unknown>,
  mode: 'create' | 'update',
  /** Read-only fields too: for data the server writes itself (demo data). */
  { includeReadOnly = false } = {},
): ValidatedInput {
  const values: Record<string, unknown> = {};
  const errors: Record<string, Issue> = {};
  for (const [name, field] of Object.entries(schema.fields)) {
    if (field.readOnly && !includeReadOnly) continue;
    const given = Object.prototype.hasOwnProperty.call(body, name);
    if (!given && mode === 'update') continue;
    const issue = validateField(field, body[name]);
    if (issue) {
      errors[name] = issue;
      continue;
    }
    const value = KINDS[field.kind].normalize(body[name], field);
    if (given) values[name] = value ?? null;
    else if (field.kind === 'boolean' && field.default !== undefined) values[name] = field.default;
  }
  return { values, errors };
}

/** The schema's cross-field rules on a whole record; none when it has none. */
export function validateRecord(schema: EntitySchema, record: Record<string, unknown>): Record<string, Issue> {
  return schema.validate ? schema.validate(record) : {};
}
