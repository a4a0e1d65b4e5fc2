// Validation derived from a schema, run by the form (per field) and by the
// server (whole record). One code path, so both sides agree on every rule.
import { KINDS, type Field, type Issue } from './kinds';
import type { EntitySchema } from './schema';

/** The normalised value of one field and its issue, if any; the kind's limits come before any other work. */
function check(field: Field, raw: unknown): { value: unknown; issue: Issue | null } {
  const kind = KINDS[field.kind];
  const value = kind.normalize(raw, field);
  if (value === null || value === undefined)
    return { value, issue: field.required ? { message: 'ra.validation.required' } : null };
  return { value, issue: kind.validate(value, field) };
}

/** Checks one field's raw value; returns an issue or null. */
export function validateField(field: Field, raw: unknown): Issue | null {
  return check(field, raw).issue;
}

/** The select fields the schema's actions move (a status): set by actions only, starting at their first choice. */
export function stateFields(schema: EntitySchema): Set<string> {
  return new Set(schema.actions.filter((a) => a.transition).map((a) => a.transition!.field ?? 'status'));
}

/** A field of the schema by name: own fields only, so `constructor` or `__proto__` name none. */
export function ownField(schema: EntitySchema, name: string): Field | undefined {
  return Object.hasOwn(schema.fields, name) ? schema.fields[name] : undefined;
}

/** The entity's own field of that name when it is a column of its table (what SQL may name). */
export function storedField(schema: EntitySchema, name: string): Field | undefined {
  const field = ownField(schema, name);
  return field?.virtual ? undefined : field;
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
  const states = stateFields(schema);
  for (const [name, field] of Object.entries(schema.fields)) {
    // A new record starts in its first state unless the server's own data says otherwise.
    const firstState = states.has(name) ? KINDS[field.kind].choices?.(field)[0] : undefined;
    if (firstState !== undefined && mode === 'create' && !(includeReadOnly && Object.hasOwn(body, name))) {
      values[name] = firstState;
      continue;
    }
    if ((field.readOnly || states.has(name)) && !includeReadOnly) continue;
    const given = Object.hasOwn(body, name);
    if (!given && mode === 'update') continue;
    const { value, issue } = check(field, given ? body[name] : undefined);
    if (issue) {
      errors[name] = issue;
      continue;
    }
    if (given) values[name] = value ?? null;
    else {
      const initial = KINDS[field.kind].initial?.(field);
      if (initial !== undefined) values[name] = initial;
    }
  }
  return { values, errors };
}

/** The schema's cross-field rules on a whole record; none when it has none. */
export function validateRecord(schema: EntitySchema, record: Record<string, unknown>): Record<string, Issue> {
  return schema.validate ? schema.validate(record) : {};
}
