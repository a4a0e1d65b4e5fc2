import { CreateButton, Datagrid, ExportButton, FilterButton, List, Pagination, TopToolbar } from 'react-admin';
import type { EntitySchema } from '../../schema';
import { listCells, listFilters } from '../columns';

/** List page size of the spec (page=1&paging=20). */
export const LIST_PAGE_SIZE = 20;

function parseSort(sort: string) {
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

export default function ListPage({ schema }: { schema: EntitySchema }) {
  return (
    <List
      resource={schema.route}
      sort={parseSort(schema.list.sort)}
      perPage={LIST_PAGE_SIZE}
      filters={listFilters(schema)}
      actions={<ListActions schema={schema} />}
      pagination={<Pagination rowsPerPageOptions={[LIST_PAGE_SIZE, 50, 100]} />}
    >
      <Datagrid rowClick={schema.views.show ? 'show' : schema.views.edit ? 'edit' : false} bulkActionButtons={schema.deletable ? undefined : false}>
        {listCells(schema)}
      </Datagrid>
    </List>
  );
}
