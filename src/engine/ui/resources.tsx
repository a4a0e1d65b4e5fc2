// One react-admin <Resource> per schema, with the spec's record routes:
//   /{route}                list            /{route}/create        create
//   /{route}/{id}           detail          /{route}/{id}/update   edit
//   /{route}/{id}/create    new specific record under a general one (hierarchies)
//   /{route}/{id}/{page}    a page editing a few fields (schema.editPages)
//   /{route}/update         the create form (the spec's optional-id edit route without an id)
//   /{route}/{id}/{subPage} a related list or the record in another language (schema.subPages);
//   /{route}/{subPage}      without an id, a related list's `withoutRecord` scope
//   /{route}/{createPage}   a create form with fixed values (schema.createPages)
// Pages are lazy: a route loads the generic page it needs, not the whole renderer.
// Each page stands behind its privilege: an admin without it gets the access-denied page at
// that address, and the page's calls are never made.
import type { ReactNode } from 'react';
import { Resource } from 'react-admin';
import { matchRoutes, Navigate, Route } from 'react-router-dom';
import { RequireAccess } from '../../layout/AccessDenied';
import { lazyPage } from '../../layout/lazyPage';
import type { EntitySchema } from '../schema';
import { CREATE_CHILD_PAGE, UPDATE_PAGE } from './paths';
import { RecordName } from './RecordTitle';

const ListPage = lazyPage(() => import('./pages/ListPage'));
const ShowPage = lazyPage(() => import('./pages/ShowPage'));
const EditPage = lazyPage(() => import('./pages/EditPage'));
const CreatePage = lazyPage(() => import('./pages/CreatePage'));
const CreateChildPage = lazyPage(() => import('./pages/CreateChildPage'));
const SubPage = lazyPage(() => import('./pages/SubPage'));

/** The generic page types, one lazy chunk each whatever the number of schemas. */
const PAGES = { list: ListPage, show: ShowPage, edit: EditPage, create: CreatePage, createChild: CreateChildPage, sub: SubPage };
export type PageType = keyof typeof PAGES;

/** The generic pages an admin most likely opens next, for the idle prefetch. */
export const LIKELY_PAGES = (['list', 'show', 'edit', 'create'] as const).map((type) => PAGES[type].preload);

type Action = 'list' | 'show' | 'create' | 'edit';

/** One address under a schema's route: its path, the privilege it needs, the generic page it shows. */
interface PageRoute {
  path: string;
  action: Action;
  type: PageType;
  element: ReactNode;
}

/** A page that needs a react-admin action (list, show, create, edit) on the schema's resource. */
function guarded(schema: EntitySchema, action: Action, page: ReactNode) {
  return <RequireAccess resource={schema.route} action={action}>{page}</RequireAccess>;
}

/**
 * Every page address of a schema below its route, in one table read by both
 * the router (resourceFor) and the early page fetch (preloadPageFor). The
 * list ('') and the create form ('create') are react-admin's own routes.
 */
function pageRoutes(schema: EntitySchema): PageRoute[] {
  const { views } = schema;
  const routes: PageRoute[] = [];
  const add = (when: boolean, path: string, action: Action, type: PageType, element: ReactNode) => {
    if (when) routes.push({ path, action, type, element });
  };
  add(views.list, '', 'list', 'list', <ListPage schema={schema} />);
  add(views.create, 'create', 'create', 'create', <CreatePage schema={schema} />);
  // No detail page: the record's address opens its edit page.
  if (views.show) add(true, ':id', 'show', 'show', <ShowPage schema={schema} />);
  else add(views.edit, ':id', 'edit', 'edit', <Navigate to={UPDATE_PAGE} replace />);
  add(views.edit, `:id/${UPDATE_PAGE}`, 'edit', 'edit', <EditPage schema={schema} />);
  add(views.create, UPDATE_PAGE, 'create', 'create', <CreatePage schema={schema} />);
  add(views.create && Boolean(schema.hierarchy), `:id/${CREATE_CHILD_PAGE}`, 'create', 'createChild', <CreateChildPage schema={schema} />);
  for (const page of schema.createPages) add(views.create, page.path, 'create', 'create', <CreatePage schema={schema} page={page} />);
  // A related page needs VIEW on the record; what it lists is guarded by the tab's own grant (SubPage).
  for (const page of schema.subPages) {
    add(views.show, `:id/${page.path}`, 'show', 'sub', <SubPage schema={schema} page={page} />);
    add(page.kind === 'related' && Boolean(page.withoutRecord), page.path, 'list', 'sub', <SubPage schema={schema} page={page} all />);
  }
  for (const page of schema.editPages) add(views.edit, `:id/${page.path}`, 'edit', 'edit', <EditPage schema={schema} page={page} />);
  return routes;
}

const addressTables = new WeakMap<readonly EntitySchema[], { path: string; type: PageType }[]>();

/**
 * The generic page type an address shows (the path after the language
 * prefix), matched as the router matches it (static paths before `:id`);
 * undefined for an address no schema serves.
 */
export function pageTypeAt(schemas: readonly EntitySchema[], rest: string): PageType | undefined {
  let table = addressTables.get(schemas);
  if (!table) {
    table = schemas.flatMap((schema) => pageRoutes(schema).map(({ path, type }) => ({ path: `/${schema.route}${path ? `/${path}` : ''}`, type })));
    addressTables.set(schemas, table);
  }
  const match = matchRoutes(table, rest)?.at(-1);
  return match ? (match.route as (typeof table)[number]).type : undefined;
}

/** Fetches the code of the page an address shows, while the app starts. */
export function preloadPageFor(schemas: readonly EntitySchema[], rest: string): Promise<unknown> | undefined {
  const type = pageTypeAt(schemas, rest);
  return type ? PAGES[type].preload() : undefined;
}

/** The address paths of a schema's pages below its route ('' the list), for checks. */
export const pagePathsOf = (schema: EntitySchema) => pageRoutes(schema).map((route) => route.path);

export function resourceFor(schema: EntitySchema) {
  const { views } = schema;
  const routes = pageRoutes(schema);
  const element = (path: string) => {
    const route = routes.find((r) => r.path === path);
    return route ? guarded(schema, route.action, route.element) : undefined;
  };
  return (
    <Resource
      key={schema.route}
      name={schema.route}
      options={{ label: `resources.${schema.name}.name` }}
      recordRepresentation={<RecordName schema={schema} />}
      list={element('')}
      create={element('create')}
      hasShow={views.show}
      hasEdit={views.edit}
    >
      {routes
        .filter((route) => route.path !== '' && route.path !== 'create')
        .map((route) => (
          <Route key={route.path} path={route.path} element={guarded(schema, route.action, route.element)} />
        ))}
      {/* react-admin's own show address, for any link still using it. */}
      <Route path=":id/show" element={<Navigate to=".." relative="path" replace />} />
    </Resource>
  );
}
