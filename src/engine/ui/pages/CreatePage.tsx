import { Create, SimpleForm } from 'react-admin';
import type { EntitySchema } from '../../schema';
import { formInputs } from '../columns';

export default function CreatePage({ schema }: { schema: EntitySchema }) {
  return (
    <Create resource={schema.route} redirect={schema.views.show ? 'show' : 'list'}>
      <SimpleForm warnWhenUnsavedChanges>{formInputs(schema)}</SimpleForm>
    </Create>
  );
}
