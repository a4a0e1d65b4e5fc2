import { Card } from '@mui/material';
import { Create, SimpleForm, useTranslate } from 'react-admin';
import type { EntitySchema } from '../../schema';
import { formInputs } from '../columns';
import { FormToolbar, PageActions, useDocumentTitle, useEntityName, useSavedNotice } from '../PageChrome';
import { landingPage, recordPath } from '../paths';

export default function CreatePage({ schema }: { schema: EntitySchema }) {
  const page = landingPage(schema);
  const translate = useTranslate();
  const entity = useEntityName(schema);
  const heading = translate('ra.page.create', { name: useEntityName(schema, 1) });
  useDocumentTitle([heading, entity]);
  const onSuccess = useSavedNotice(schema, 'created', (record) => (page !== undefined ? recordPath(schema, record.id, page) : `/${schema.route}`));
  return (
    <Create
      resource={schema.route}
      title={heading}
      actions={false}
      component="div"
      mutationOptions={{ onSuccess }}
    >
      <PageActions crumbs={[{ label: entity, to: `/${schema.route}` }, { label: heading }]} />
      <Card>
        <SimpleForm toolbar={<FormToolbar cancelTo={`/${schema.route}`} />}>
          {formInputs(schema)}
        </SimpleForm>
      </Card>
    </Create>
  );
}
