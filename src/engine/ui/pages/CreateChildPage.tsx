// /{route}/{id}/create: a new specific record under the general record {id}.
// The parent is fixed (not an input) and the fields the hierarchy inherits
// start with the parent's values; after saving, the parent's detail page
// shows the new record among its children.
import { Card } from '@mui/material';
import { Create, SimpleForm, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { EntitySchema } from '../../schema';
import { formInputs } from '../formInputs';
import {
  FormToolbar,
  PageActions,
  useDocumentTitle,
  useEntityName,
  useSavedNotice,
  FORM_DEFAULTS,
} from '../PageChrome';
import { recordPath } from '../paths';
import { recordTitle } from '../registry';
import { LoadingPlaceholder, useDelayedLoading } from '../LoadingPlaceholder';
import { ACCESS_CHECKED } from '../AccessDenied';

export default function CreateChildPage({ schema }: { schema: EntitySchema }) {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const entity = useEntityName(schema);
  const single = useEntityName(schema, 1);
  const parentField = schema.hierarchy!.parent;
  const { data: parent, isPending, error } = useGetOne(schema.route, { id });
  const parentTitle = parent ? recordTitle(schema, parent, locale) : '';
  const title = translate('app.hierarchy.create_child', { entity: single, parent: parentTitle });
  useDocumentTitle([title, entity]);
  const onSuccess = useSavedNotice(schema, 'created', () => recordPath(schema, id));
  const loading = useDelayedLoading(isPending);
  if (loading === 'placeholder') return <LoadingPlaceholder variant="form" />;
  if (loading === 'waiting') return null;
  if (error || !parent) return null; // react-admin has shown the error
  const defaults = Object.fromEntries((schema.hierarchy!.inherit ?? []).map((name) => [name, parent[name]]));
  const back = recordPath(schema, parent.id);
  return (
    <Create
      {...ACCESS_CHECKED}
      resource={schema.route}
      title={title}
      record={defaults}
      actions={false}
      component="div"
      transform={(data: Record<string, unknown>) => ({ ...data, [parentField]: parent.id })}
      mutationOptions={{ onSuccess }}
    >
      <PageActions
        crumbs={[
          { label: entity, to: `/${schema.route}` },
          { label: parentTitle, to: back },
          { label: translate('app.hierarchy.add_child') },
        ]}
      />
      <Card>
        <SimpleForm {...FORM_DEFAULTS} toolbar={<FormToolbar cancelTo={back} />}>
          {formInputs(schema, { omit: [parentField] })}
        </SimpleForm>
      </Card>
    </Create>
  );
}
