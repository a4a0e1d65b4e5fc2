// Conversions between API values and table rows, shared by the routes and the seed.
import { sql } from 'kysely';
import { KINDS } from '../src/engine/kinds';
import type { EntitySchema } from '../src/engine/schema';
import { ownField } from '../src/engine/validation';

/** Validated values as columns: jsonb ones get their JSON text, since node-postgres would turn an array into a Postgres array. */
export function toColumns(schema: EntitySchema, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = ownField(schema, name);
    // A virtual field's value is the entity's rules' to keep.
    if (field?.virtual) continue;
    out[name] =
      value !== null && field && KINDS[field.kind].sqlType(field) === 'jsonb'
        ? sql`CAST(${JSON.stringify(value)} AS jsonb)`
        : value;
  }
  return out;
}

/** A value as JSON wants it: an ISO timestamp, a plain number. */
const jsonValue = (value: unknown) =>
  value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? Number(value) : value;

/** A row as JSON wants it: ISO timestamps, plain numbers. */
export function serializeRecord(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in row) out[key] = jsonValue(row[key]);
  return out;
}

/**
 * A page of rows just read, made ready for JSON in place (a list's answer, which nothing else
 * reads): no copy of each row, which a busy list pays for at every call.
 */
export function serializeRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  for (const row of rows) {
    for (const key in row) {
      const value = row[key];
      if (value instanceof Date || typeof value === 'bigint') row[key] = jsonValue(value);
    }
  }
  return rows;
}
