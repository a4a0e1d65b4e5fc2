// One react-admin <Resource> per schema. Pages are lazy: a route loads the
// generic page it needs, not the whole renderer.
import { lazy } from 'react';
import { Resource } from 'react-admin';
import type { EntitySchema } from '../schema';
import { RecordName } from './RecordTitle';

const ListPage = lazy(() => import('./pages/ListPage'));
const ShowPage = lazy(() => import('./pages/ShowPage'));
const EditPage = lazy(() => import('./pages/EditPage'));
const CreatePage = lazy(() => import('./pages/CreatePage'));

export function resourceFor(schema: EntitySchema) {
  const { views } = schema;
  return (
    <Resource
      key={schema.route}
      name={schema.route}
      options={{ label: `resources.${schema.name}.name` }}
      recordRepresentation={<RecordName schema={schema} />}
      list={views.list ? <ListPage schema={schema} /> : undefined}
      show={views.show ? <ShowPage schema={schema} /> : undefined}
      edit={views.edit ? <EditPage schema={schema} /> : undefined}
      create={views.create ? <CreatePage schema={schema} /> : undefined}
    />
  );
}
