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
import { Navigate, Route } from 'react-router-dom';
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

/** The generic pages an admin most likely opens next, for the idle prefetch. */
export const LIKELY_PAGES = [ListPage, ShowPage, EditPage, CreatePage].map((page) => page.preload);

/**
 * The generic page an address most likely shows (the path after the language
 * prefix), fetched while the app starts: /{route} a list, /{route}/{id} a
 * detail page, /{route}/create a form, /{route}/{id}/update an edit form.
 */
export function preloadPageFor(rest: string): Promise<unknown> | undefined {
  const parts = rest.split('/').filter(Boolean);
  if (parts.length === 1) return ListPage.preload();
  if (parts.length === 2) return parts[1] === 'create' || parts[1] === UPDATE_PAGE ? CreatePage.preload() : ShowPage.preload();
  if (parts.length === 3) return parts[2] === UPDATE_PAGE ? EditPage.preload() : SubPage.preload();
  return undefined;
}

/** A page that needs a react-admin action (list, show, create, edit) on the schema's resource. */
function guarded(schema: EntitySchema, action: 'list' | 'show' | 'create' | 'edit', page: ReactNode) {
  return <RequireAccess resource={schema.route} action={action}>{page}</RequireAccess>;
}

function detailRoute(schema: EntitySchema) {
  if (schema.views.show) return guarded(schema, 'show', <ShowPage schema={schema} />);
  // No detail page: the record's address opens its edit page.
  return schema.views.edit ? <Navigate to={UPDATE_PAGE} replace /> : null;
}

export function resourceFor(schema: EntitySchema) {
  const { views } = schema;
  return (
    <Resource
      key={schema.route}
      name={schema.route}
      options={{ label: `resources.${schema.name}.name` }}
      recordRepresentation={<RecordName schema={schema} />}
      list={views.list ? guarded(schema, 'list', <ListPage schema={schema} />) : undefined}
      create={views.create ? guarded(schema, 'create', <CreatePage schema={schema} />) : undefined}
      hasShow={views.show}
      hasEdit={views.edit}
    >
      <Route path=":id" element={detailRoute(schema)} />
      {/* react-admin's own show address, for any link still using it. */}
      <Route path=":id/show" element={<Navigate to=".." relative="path" replace />} />
      {views.edit ? <Route path={`:id/${UPDATE_PAGE}`} element={guarded(schema, 'edit', <EditPage schema={schema} />)} /> : null}
      {views.create ? <Route path={UPDATE_PAGE} element={guarded(schema, 'create', <CreatePage schema={schema} />)} /> : null}
      {views.create && schema.hierarchy ? <Route path={`:id/${CREATE_CHILD_PAGE}`} element={guarded(schema, 'create', <CreateChildPage schema={schema} />)} /> : null}
      {views.create
        ? schema.createPages.map((page) => <Route key={page.path} path={page.path} element={guarded(schema, 'create', <CreatePage schema={schema} page={page} />)} />)
        : null}
      {/* A related page needs VIEW on the record; what it lists is guarded by the tab's own grant (SubPage). */}
      {views.show ? schema.subPages.map((page) => <Route key={page.path} path={`:id/${page.path}`} element={guarded(schema, 'show', <SubPage schema={schema} page={page} />)} />) : null}
      {schema.subPages.map((page) =>
        page.kind === 'related' && page.withoutRecord
          ? <Route key={`all-${page.path}`} path={page.path} element={guarded(schema, 'list', <SubPage schema={schema} page={page} all />)} />
          : null,
      )}
      {views.edit
        ? schema.editPages.map((page) => <Route key={page.path} path={`:id/${page.path}`} element={guarded(schema, 'edit', <EditPage schema={schema} page={page} />)} />)
        : null}
    </Resource>
  );
}
