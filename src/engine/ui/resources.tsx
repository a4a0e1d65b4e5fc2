// One react-admin <Resource> per schema, with the spec's record routes (the
// table of addresses is pageAddresses.ts). Pages are lazy: a route loads the
// generic page it needs, not the whole renderer. Each page stands behind its
// privilege: an admin without it gets the access-denied page at that address,
// and the page's calls are never made.
import type { ReactElement, ReactNode } from 'react';
import { Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { RequireAccess } from './AccessDenied';
import { lazyPage } from './lazyPage';
import type { EntitySchema } from '../schema';
import { PAGE_CODE, pageAddresses, pageTypeAt, type PageAddress, type PageType } from './pageAddresses';
import { RecordName } from './RecordTitle';

const PAGES = {
  list: lazyPage(PAGE_CODE.list),
  show: lazyPage(PAGE_CODE.show),
  edit: lazyPage(PAGE_CODE.edit),
  create: lazyPage(PAGE_CODE.create),
  createChild: lazyPage(PAGE_CODE.createChild),
  sub: lazyPage(PAGE_CODE.sub),
} satisfies Record<PageType, unknown>;

/** The generic pages an admin most likely opens next, for the idle prefetch. */
export const LIKELY_PAGES = (['list', 'show', 'edit', 'create'] as const).map((type) => PAGES[type].preload);

/** Fetches the code of the page an address shows, while the app starts; once here, the page renders without suspending. */
export function preloadPageFor(schemas: readonly EntitySchema[], rest: string): Promise<unknown> | undefined {
  const type = pageTypeAt(schemas, rest);
  return type ? PAGES[type].preload() : undefined;
}

/** What an address shows, behind the privilege it needs on the schema's resource. */
function pageElement(schema: EntitySchema, address: PageAddress): ReactElement {
  let page: ReactNode;
  switch (address.type) {
    case 'list':
      page = <PAGES.list schema={schema} />;
      break;
    case 'show':
      page = <PAGES.show schema={schema} />;
      break;
    case 'createChild':
      page = <PAGES.createChild schema={schema} />;
      break;
    case 'create':
      page = <PAGES.create schema={schema} page={address.page} />;
      break;
    case 'edit':
      page = address.redirect ? (
        <Navigate to={address.redirect} replace />
      ) : (
        <PAGES.edit schema={schema} page={address.page} />
      );
      break;
    case 'sub':
      page = <PAGES.sub schema={schema} page={address.page} all={address.all} />;
      break;
  }
  return (
    <RequireAccess resource={schema.route} action={address.action}>
      {page}
    </RequireAccess>
  );
}

export function resourceFor(schema: EntitySchema) {
  const { views } = schema;
  const addresses = pageAddresses(schema);
  const element = (path: string) => {
    const address = addresses.find((a) => a.path === path);
    return address ? pageElement(schema, address) : undefined;
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
      {addresses
        .filter((address) => address.path !== '' && address.path !== 'create')
        .map((address) => (
          <Route key={address.path} path={address.path} element={pageElement(schema, address)} />
        ))}
      {/* react-admin's own show address, for any link still using it. */}
      <Route path=":id/show" element={<Navigate to=".." relative="path" replace />} />
    </Resource>
  );
}
