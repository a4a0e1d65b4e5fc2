// Records every store holds (an entity's fixedRows, e.g. the system settings): written at each start
// where a key is missing, never over a value an operator set.
import type { EntitySchema } from '../src/engine/schema';
import type { Db } from './db';
import { checkedRow } from './seed';

/**
 * Adds the fixed records a store lacks (a new store, or one made before a record existed), each checked
 * by the same rules as the API; the ones it has are left as they are. Replicas starting together on one
 * database insert each key once (ON CONFLICT). Answers how many were added.
 */
export async function ensureFixedRows(db: Db, schemas: readonly EntitySchema[]): Promise<number> {
  let added = 0;
  for (const schema of schemas) {
    if (!schema.fixedRows || schema.variant) continue;
    const { key } = schema.fixedRows;
    const rows = (await schema.fixedRows.rows()).map((record) => {
      const { row, issues } = checkedRow(schema, record);
      if (!row)
        throw new Error(
          `A fixed ${schema.name} record (${String(record[key])}) breaks its own rules: ${JSON.stringify(issues)}`,
        );
      return row;
    });
    if (!rows.length) continue;
    const inserted = await db
      .insertInto(schema.table)
      .values(rows)
      .onConflict((oc) => oc.column(key).doNothing())
      .returning('id')
      .execute();
    added += inserted.length;
  }
  return added;
}
