import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { EditPageDefinition, EntitySchema } from '../../schema';
import { formInputs } from '../columns';
import { afterDelete, recordPath } from '../paths';
import { RecordPageButton } from '../RecordPageButton';
import { RecordTitle } from '../RecordTitle';

function EditToolbar({ schema, focused }: { schema: EntitySchema; focused: boolean }) {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {schema.deletable && !focused ? <DeleteWithConfirmButton mutationMode="pessimistic" redirect={afterDelete(schema, record)} /> : null}
    </Toolbar>
  );
}

/** The edit form: every writable field, or only those of a focused page (e.g. updateHashtag). */
export default function EditPage({ schema, page }: { schema: EntitySchema; page?: EditPageDefinition }) {
  const translate = useTranslate();
  const prefix = page ? translate(`resources.${schema.name}.pages.${page.path}`) : undefined;
  return (
    <Edit
      resource={schema.route}
      title={<RecordTitle schema={schema} prefix={prefix} />}
      // Wait for the server: its field errors land on the form, nothing is undone behind the user's back.
      mutationMode="pessimistic"
      redirect={(_resource, id) => (schema.views.show && id !== undefined ? recordPath(schema, id) : `/${schema.route}`)}
      actions={
        schema.views.show ? (
          <TopToolbar>
            <RecordPageButton schema={schema} page="" label="ra.action.show" icon={<VisibilityIcon />} action="show" />
          </TopToolbar>
        ) : (
          false
        )
      }
    >
      <SimpleForm toolbar={<EditToolbar schema={schema} focused={Boolean(page)} />} warnWhenUnsavedChanges>
        {formInputs(schema, { only: page?.fields, showReadOnly: true })}
      </SimpleForm>
    </Edit>
  );
}
