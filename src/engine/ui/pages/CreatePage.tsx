import { Card } from '@mui/material';
import { Create, SimpleForm, useTranslate } from 'react-admin';
import type { CreatePageDefinition, EntitySchema } from '../../schema';
import { formInputs } from '../formInputs';
import {
  FormToolbar,
  PageActions,
  useDocumentTitle,
  useEntityName,
  useSavedNotice,
  FORM_DEFAULTS,
} from '../PageChrome';
import { landingPage, recordPath } from '../paths';
import { ACCESS_CHECKED } from '../AccessDenied';

/**
 * The create form; `page` is one of the schema's create pages, whose fixed
 * values (like a variant's) the form sends without showing them.
 */
export default function CreatePage({ schema, page }: { schema: EntitySchema; page?: CreatePageDefinition }) {
  const landing = landingPage(schema);
  const translate = useTranslate();
  const entity = useEntityName(schema);
  const singular = useEntityName(schema, 1);
  const heading = page
    ? translate(`resources.${schema.name}.pages.${page.path}`)
    : translate('ra.page.create', { name: singular });
  useDocumentTitle([heading, entity]);
  const onSuccess = useSavedNotice(schema, 'created', (record) =>
    landing !== undefined ? recordPath(schema, record.id, landing) : `/${schema.route}`,
  );
  const fixed = { ...schema.variant?.values, ...page?.values };
  return (
    <Create
      {...ACCESS_CHECKED}
      resource={schema.route}
      title={heading}
      actions={false}
      component="div"
      mutationOptions={{ onSuccess }}
      // Without fixed values the form may start from a record passed in the link's state (a related list's "create").
      record={page ? page.values : undefined}
    >
      <PageActions crumbs={[{ label: entity, to: `/${schema.route}` }, { label: heading }]} />
      <Card>
        <SimpleForm {...FORM_DEFAULTS} toolbar={<FormToolbar cancelTo={`/${schema.route}`} />}>
          {formInputs(schema, { omit: Object.keys(fixed) })}
        </SimpleForm>
      </Card>
    </Create>
  );
}
