// The UI paths of a record's pages, as the spec's routes have them:
// /{route}/{id} is the detail page, /{route}/{id}/update the edit page,
// /{route}/{id}/create a new specific record under a general one, and
// /{route}/{id}/{editPage} a page that edits a few fields. react-admin's own
// show and edit paths are not used.
import { useCallback } from 'react';
import { useBasename, type Identifier } from 'react-admin';
import type { EntitySchema, RelatedPage } from '../schema';

export const UPDATE_PAGE = 'update';
export const CREATE_CHILD_PAGE = 'create';

/** A record page without the locale prefix; no page: the detail page. */
export function recordPath(schema: EntitySchema, id: Identifier, page?: string): string {
  return `/${schema.route}/${encodeURIComponent(String(id))}${page ? `/${page}` : ''}`;
}

/** Where a record leads when clicked: its detail page, else its edit page (undefined: nowhere). */
export function landingPage(schema: EntitySchema): '' | typeof UPDATE_PAGE | undefined {
  if (schema.views.show) return '';
  if (schema.views.edit) return UPDATE_PAGE;
  return undefined;
}

/** Record paths with the locale prefix, for links. */
export function useRecordHref() {
  const basename = useBasename();
  return useCallback(
    (schema: EntitySchema, id: Identifier, page?: string) => `${basename}${recordPath(schema, id, page)}`,
    [basename],
  );
}

/**
 * Where deleting a record leads: its general record's detail page, else `listPath` (the page's
 * listPlace), else the
 * list. Worked out from the record shown, since react-admin's delete button
 * hands its redirect no record.
 */
export function afterDelete(
  schema: EntitySchema,
  record: Record<string, unknown> | undefined,
  listPath = `/${schema.route}`,
) {
  const parent = schema.hierarchy?.parent;
  const parentId = parent ? record?.[parent] : undefined;
  const path =
    parentId !== undefined && parentId !== null && schema.views.show
      ? recordPath(schema, parentId as Identifier)
      : listPath;
  return () => path;
}

/**
 * Where a record's list is: its entity's own, or, for an entity with no menu entry whose records are
 * listed on a tab of another record (a job's translations), that tab of the record it belongs to. A
 * record reached from there (created on the tab, opened from it) leads back there, not to a list of
 * every job's translations that no menu offers.
 */
export function listPlace(
  schemas: readonly EntitySchema[],
  schema: EntitySchema,
  record: Record<string, unknown> | undefined,
): { path: string; tab?: { parent: EntitySchema; parentId: Identifier; page: RelatedPage } } {
  if (!schema.menu && record) {
    for (const parent of schemas) {
      for (const page of parent.subPages) {
        if (page.kind !== 'related' || page.entity !== schema.name || page.through) continue;
        const id = record[page.field];
        if (id !== undefined && id !== null && id !== '')
          return {
            path: recordPath(parent, id as Identifier, page.path),
            tab: { parent, parentId: id as Identifier, page },
          };
      }
    }
  }
  return { path: `/${schema.route}` };
}
