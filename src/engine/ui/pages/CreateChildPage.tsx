// /{route}/{id}/create: a new specific record under the general record {id}.
// The parent is fixed (not an input) and the fields the hierarchy inherits
// start with the parent's values; after saving, the parent's detail page
// shows the new record among its children.
import { Create, Loading, SimpleForm, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { EntitySchema } from '../../schema';
import { formInputs } from '../columns';
import { recordPath } from '../paths';
import { recordTitle } from '../registry';

export default function CreateChildPage({ schema }: { schema: EntitySchema }) {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const parentField = schema.hierarchy!.parent;
  const { data: parent, isPending, error } = useGetOne(schema.route, { id });
  if (isPending) return <Loading />;
  if (error || !parent) return null; // react-admin has shown the error
  const defaults = Object.fromEntries((schema.hierarchy!.inherit ?? []).map((name) => [name, parent[name]]));
  const title = translate('app.hierarchy.create_child', {
    entity: translate(`resources.${schema.name}.name`, { smart_count: 1 }),
    parent: recordTitle(schema, parent, locale),
  });
  return (
    <Create
      resource={schema.route}
      title={title}
      record={defaults}
      transform={(data: Record<string, unknown>) => ({ ...data, [parentField]: parent.id })}
      redirect={() => recordPath(schema, parent.id)}
    >
      <SimpleForm warnWhenUnsavedChanges>{formInputs(schema, { omit: [parentField] })}</SimpleForm>
    </Create>
  );
}
