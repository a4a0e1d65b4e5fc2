// Every page address of a schema, and the generic page's code behind each: one
// table read by the router (resources.tsx builds the routes from it), by the
// early fetch of a page's code and its list call while the app starts.
//   /{route}                list            /{route}/create        create
//   /{route}/{id}           detail          /{route}/{id}/update   edit
//   /{route}/{id}/create    new specific record under a general one (hierarchies)
//   /{route}/{id}/{page}    a page editing a few fields (schema.editPages)
//   /{route}/update         the create form (the spec's optional-id edit route without an id)
//   /{route}/{id}/{subPage} a related list or the record in another language (schema.subPages);
//   /{route}/{subPage}      without an id, a related list's `withoutRecord` scope
//   /{route}/{createPage}   a create form with fixed values (schema.createPages)
import { matchRoutes } from 'react-router-dom';
import type { CreatePageDefinition, EditPageDefinition, EntitySchema, SubPageDefinition } from '../schema';
import { CREATE_CHILD_PAGE, UPDATE_PAGE } from './paths';

/** The generic pages, one lazy chunk each whatever the number of schemas. */
export const PAGE_CODE = {
  list: () => import('./pages/ListPage'),
  show: () => import('./pages/ShowPage'),
  edit: () => import('./pages/EditPage'),
  create: () => import('./pages/CreatePage'),
  createChild: () => import('./pages/CreateChildPage'),
  sub: () => import('./pages/SubPage'),
};
export type PageType = keyof typeof PAGE_CODE;

/** The react-admin action (and so the privilege) a page needs on its resource. */
export type PageAction = 'list' | 'show' | 'create' | 'edit';

/** One address under a schema's route ('' the list), the privilege it needs and what it shows. */
export type PageAddress = { path: string; action: PageAction } & (
  | { type: 'list' | 'show' | 'createChild' }
  | { type: 'create'; page?: CreatePageDefinition }
  | { type: 'edit'; page?: EditPageDefinition<string>; redirect?: typeof UPDATE_PAGE }
  | { type: 'sub'; page: SubPageDefinition; all?: boolean }
);

export function pageAddresses(schema: EntitySchema): PageAddress[] {
  const { views } = schema;
  const addresses: PageAddress[] = [];
  const add = (when: boolean, address: PageAddress) => {
    if (when) addresses.push(address);
  };
  add(views.list, { path: '', action: 'list', type: 'list' });
  add(views.create, { path: 'create', action: 'create', type: 'create' });
  // No detail page: the record's address opens its edit page.
  if (views.show) add(true, { path: ':id', action: 'show', type: 'show' });
  else add(views.edit, { path: ':id', action: 'edit', type: 'edit', redirect: UPDATE_PAGE });
  add(views.edit, { path: `:id/${UPDATE_PAGE}`, action: 'edit', type: 'edit' });
  add(views.create, { path: UPDATE_PAGE, action: 'create', type: 'create' });
  add(views.create && Boolean(schema.hierarchy), {
    path: `:id/${CREATE_CHILD_PAGE}`,
    action: 'create',
    type: 'createChild',
  });
  for (const page of schema.createPages) add(views.create, { path: page.path, action: 'create', type: 'create', page });
  // A related page needs VIEW on the record; what it lists is guarded by the tab's own grant (SubPage).
  for (const page of schema.subPages) {
    add(views.show, { path: `:id/${page.path}`, action: 'show', type: 'sub', page });
    add(page.kind === 'related' && Boolean(page.withoutRecord), {
      path: page.path,
      action: 'list',
      type: 'sub',
      page,
      all: true,
    });
  }
  for (const page of schema.editPages)
    add(views.edit, { path: `:id/${page.path}`, action: 'edit', type: 'edit', page });
  return addresses;
}

/**
 * Whether an address (the path after the language prefix) is on a route: the
 * route itself or below it, case apart, as the router matches.
 */
export function routeBegins(route: string, address: string): boolean {
  const path = address.toLowerCase();
  const base = `/${route.toLowerCase()}`;
  return path === base || path.startsWith(`${base}/`);
}

type AddressRow = { path: string; type: PageType; schema: EntitySchema };
const addressTables = new WeakMap<readonly EntitySchema[], Map<EntitySchema, AddressRow[]>>();

/** A schema's rows of the address table, built once per list of schemas. */
function rowsOf(schemas: readonly EntitySchema[], schema: EntitySchema): AddressRow[] {
  let table = addressTables.get(schemas);
  if (!table) addressTables.set(schemas, (table = new Map()));
  let rows = table.get(schema);
  if (!rows)
    table.set(
      schema,
      (rows = pageAddresses(schema).map(({ path, type }) => ({
        path: `/${schema.route}${path ? `/${path}` : ''}`,
        type,
        schema,
      }))),
    );
  return rows;
}

/**
 * The schema and generic page type an address shows (the path after the
 * language prefix), matched as the router matches it (static paths before
 * `:id`); undefined for an address no schema serves. Only the schemas whose
 * route begins the address can match it (routes have no parameters), so only
 * their pages are ranked: the router's matcher ranks every route it is given
 * at each call, some 15 ms for all of them on a slow machine at start.
 */
export function pageAt(
  schemas: readonly EntitySchema[],
  rest: string,
): { schema: EntitySchema; type: PageType } | undefined {
  const candidates = schemas
    .filter((schema) => routeBegins(schema.route, rest))
    .flatMap((schema) => rowsOf(schemas, schema));
  const match = candidates.length ? matchRoutes(candidates, rest)?.at(-1) : undefined;
  return match ? (match.route as AddressRow) : undefined;
}

/** The generic page type an address shows (see pageAt). */
export const pageTypeAt = (schemas: readonly EntitySchema[], rest: string): PageType | undefined =>
  pageAt(schemas, rest)?.type;

/** The address paths of a schema's pages below its route ('' the list), for checks. */
export const pagePathsOf = (schema: EntitySchema) => pageAddresses(schema).map((address) => address.path);
