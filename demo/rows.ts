// The shape of an entity's demo rows: the fields of its schema and no other name (a misspelt field is a
// compile error, not a value the seeder drops), each optional and written as the seeder takes it (a
// reference as {$lookup} or {$index}, server/seed.ts); a hierarchy's general row lists its specific ones
// under $children. `rowsOf` ties a file's rows to the schema they are seeded into. TypeScript checks the
// names of an object literal only where it is given this type: a row a callback returns needs the
// callback's return type (`(x): Row => ({…})`), and an object spread into a row `satisfies Row`.
import type { EntitySchema } from '../src/engine/schema';
import type { DemoRecord } from '../server/seed';

/** Never set: it carries the schema's field names, so rows of one entity are not taken for another's. */
declare const fieldsOf: unique symbol;

export type DemoRow<S extends Pick<EntitySchema, 'fields'>> = { [K in keyof S['fields']]?: unknown } & {
  $children?: DemoRow<S>[];
  readonly [fieldsOf]?: keyof S['fields'];
};

/** An entity's demo rows, checked against its schema and keyed by its name in the demo table. */
export const rowsOf = <S extends EntitySchema>(schema: S, rows: DemoRow<S>[]): readonly [string, DemoRecord[]] => [
  schema.name,
  rows,
];
