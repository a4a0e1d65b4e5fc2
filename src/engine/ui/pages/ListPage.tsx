import { CreateButton, Datagrid, ExportButton, FilterButton, List, Pagination, TopToolbar, type Identifier } from 'react-admin';
import type { EntitySchema } from '../../schema';
import { listCells, listFilters } from '../columns';
import { landingPage, useRecordHref } from '../paths';

/** List page size of the spec (page=1&paging=20). */
export const LIST_PAGE_SIZE = 20;

/** A schema's sort ('-field' for descending) as react-admin's sort. */
export function parseSort(sort: string) {
  return sort.startsWith('-') ? { field: sort.slice(1), order: 'DESC' as const } : { field: sort, order: 'ASC' as const };
}

function ListActions({ schema }: { schema: EntitySchema }) {
  return (
    <TopToolbar>
      {schema.list.filters?.length ? <FilterButton /> : null}
      {schema.views.create ? <CreateButton /> : null}
      <ExportButton maxResults={1000} />
    </TopToolbar>
  );
}

/** A row click opens the record's detail page (or its edit page when it has none). */
export function useRowClick(schema: EntitySchema) {
  const href = useRecordHref();
  const page = landingPage(schema);
  return page === undefined ? false : (id: Identifier) => href(schema, id, page);
}

export default function ListPage({ schema }: { schema: EntitySchema }) {
  const rowClick = useRowClick(schema);
  return (
    <List
      resource={schema.route}
      sort={parseSort(schema.list.sort)}
      perPage={LIST_PAGE_SIZE}
      filters={listFilters(schema)}
      // A hierarchy opens on its general records; the level filter shows the others.
      filterDefaultValues={schema.hierarchy ? { scope: 'general' } : undefined}
      actions={<ListActions schema={schema} />}
      pagination={<Pagination rowsPerPageOptions={[LIST_PAGE_SIZE, 50, 100]} />}
    >
      <Datagrid rowClick={rowClick} bulkActionButtons={schema.deletable ? undefined : false}>
        {listCells(schema)}
      </Datagrid>
    </List>
  );
}
