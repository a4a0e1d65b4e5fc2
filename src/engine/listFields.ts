// What a list screen reads of each record, so that its call asks for only that
// (`fields=` on a list call, docs/API.md): also read by the bench, which asks
// for the jobs page as the screen does.
import { KINDS } from './kinds';
import type { EntitySchema } from './schema';

/**
 * The fields a list page shows, and those its cells read beside them: the id, the columns, the
 * record's title and the phone list's second line, a money column's currency, a typed text's type.
 * A list answer carries only these (`fields=`), not long texts and pictures no column shows.
 */
export function listFields(schema: EntitySchema): string[] {
  const shown = [
    'id',
    ...schema.list.columns,
    schema.recordTitle,
    ...(schema.list.secondary ? [schema.list.secondary] : []),
  ];
  const read = shown.flatMap((name) => {
    const field = schema.fields[name];
    return field ? [name, ...(KINDS[field.kind].companions?.(field) ?? [])] : [name];
  });
  return [...new Set(read)];
}
