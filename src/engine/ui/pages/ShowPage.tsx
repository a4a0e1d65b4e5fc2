import { Box, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import TagIcon from '@mui/icons-material/Tag';
import {
  Datagrid, DeleteWithConfirmButton, Pagination, ReferenceManyField, Show, SimpleShowLayout, TopToolbar, useRecordContext, useTranslate,
} from 'react-admin';
import type { EntitySchema } from '../../schema';
import { ActionButtons } from '../ActionButtons';
import { listCells, showFields } from '../columns';
import { afterDelete, CREATE_CHILD_PAGE, UPDATE_PAGE } from '../paths';
import { RecordPageButton } from '../RecordPageButton';
import { RecordTitle } from '../RecordTitle';
import { LIST_PAGE_SIZE, parseSort, useRowClick } from './ListPage';

const isGeneral = (schema: EntitySchema, record: Record<string, unknown> | undefined) => {
  const parent = schema.hierarchy?.parent;
  return Boolean(record && parent && (record[parent] === null || record[parent] === undefined));
};

function ShowActions({ schema }: { schema: EntitySchema }) {
  const record = useRecordContext();
  return (
    <TopToolbar>
      <ActionButtons schema={schema} />
      {schema.views.create && isGeneral(schema, record) ? (
        <RecordPageButton schema={schema} page={CREATE_CHILD_PAGE} label="app.hierarchy.add_child" icon={<AddIcon />} action="create" />
      ) : null}
      {schema.views.edit
        ? schema.editPages.map((page) => (
            <RecordPageButton key={page.path} schema={schema} page={page.path} label={`resources.${schema.name}.pages.${page.path}`} icon={<TagIcon />} action="edit" />
          ))
        : null}
      {schema.views.edit ? <RecordPageButton schema={schema} page={UPDATE_PAGE} label="ra.action.edit" icon={<EditIcon />} action="edit" /> : null}
      {schema.deletable ? <DeleteWithConfirmButton mutationMode="pessimistic" redirect={afterDelete(schema, record)} /> : null}
    </TopToolbar>
  );
}

/** The specific records under a general one, on its detail page. */
function Children({ schema }: { schema: EntitySchema }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const rowClick = useRowClick(schema);
  if (!schema.hierarchy || !isGeneral(schema, record)) return null;
  const parent = schema.hierarchy.parent;
  return (
    <Box component="section" sx={{ px: 2, pb: 2 }} aria-labelledby="children-heading">
      <Typography id="children-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.hierarchy.children')}
      </Typography>
      <ReferenceManyField reference={schema.route} target={parent} sort={parseSort(schema.list.sort)} perPage={LIST_PAGE_SIZE} pagination={<Pagination rowsPerPageOptions={[LIST_PAGE_SIZE]} />}>
        <Datagrid rowClick={rowClick} bulkActionButtons={false} empty={<Typography variant="body2">{translate('app.hierarchy.no_children')}</Typography>}>
          {listCells(schema).filter((cell) => (cell.props as { source?: string }).source !== parent)}
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}

export default function ShowPage({ schema }: { schema: EntitySchema }) {
  return (
    <Show resource={schema.route} title={<RecordTitle schema={schema} />} actions={<ShowActions schema={schema} />}>
      <SimpleShowLayout>{showFields(schema)}</SimpleShowLayout>
      <Children schema={schema} />
    </Show>
  );
}
