import { DeleteWithConfirmButton, Edit, SaveButton, ShowButton, SimpleForm, Toolbar, TopToolbar } from 'react-admin';
import type { EntitySchema } from '../../schema';
import { formInputs } from '../columns';
import { RecordTitle } from '../RecordTitle';

function EditToolbar({ schema }: { schema: EntitySchema }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {schema.deletable ? <DeleteWithConfirmButton mutationMode="pessimistic" /> : null}
    </Toolbar>
  );
}

export default function EditPage({ schema }: { schema: EntitySchema }) {
  return (
    <Edit
      resource={schema.route}
      title={<RecordTitle schema={schema} />}
      // Wait for the server: its field errors land on the form, nothing is undone behind the user's back.
      mutationMode="pessimistic"
      redirect="show"
      actions={schema.views.show ? <TopToolbar><ShowButton /></TopToolbar> : false}
    >
      <SimpleForm toolbar={<EditToolbar schema={schema} />} warnWhenUnsavedChanges>
        {formInputs(schema)}
      </SimpleForm>
    </Edit>
  );
}
