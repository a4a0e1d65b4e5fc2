import { DeleteWithConfirmButton, EditButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import type { EntitySchema } from '../../schema';
import { ActionButtons } from '../ActionButtons';
import { showFields } from '../columns';
import { RecordTitle } from '../RecordTitle';

function ShowActions({ schema }: { schema: EntitySchema }) {
  return (
    <TopToolbar>
      <ActionButtons schema={schema} />
      {schema.views.edit ? <EditButton /> : null}
      {schema.deletable ? <DeleteWithConfirmButton mutationMode="pessimistic" /> : null}
    </TopToolbar>
  );
}

export default function ShowPage({ schema }: { schema: EntitySchema }) {
  return (
    <Show resource={schema.route} title={<RecordTitle schema={schema} />} actions={<ShowActions schema={schema} />}>
      <SimpleShowLayout>{showFields(schema)}</SimpleShowLayout>
    </Show>
  );
}
