import { Create, SimpleForm } from 'react-admin';
import type { EntitySchema } from '../../schema';
import { formInputs } from '../columns';
import { landingPage, recordPath } from '../paths';

export default function CreatePage({ schema }: { schema: EntitySchema }) {
  const page = landingPage(schema);
  return (
    <Create
      resource={schema.route}
      redirect={(_resource, id) => (page !== undefined && id !== undefined ? recordPath(schema, id, page) : `/${schema.route}`)}
    >
      <SimpleForm warnWhenUnsavedChanges>{formInputs(schema)}</SimpleForm>
    </Create>
  );
}
