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
    out[name] = value !== null && field && KINDS[field.kind].sqlType(field) === 'jsonb' ? sql`CAST(${JSON.stringify(value)} AS jsonb)` : value;
  }
  return out;
}

/** A row as JSON wants it: ISO timestamps, plain numbers. */
export function serializeRecord(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? Number(value) : value;
  }
  return out;
}
