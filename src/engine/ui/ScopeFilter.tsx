// The list filter over an entity's scopes (e.g. general / specific records of
// a hierarchy); the data provider reads the chosen scope's own call.
import { SelectInput, useTranslate } from 'react-admin';
import type { EntitySchema } from '../schema';

/** A scope's label: the entity's own, else the shared one (general, specific). */
export function useScopeLabel(schema: EntitySchema) {
  const translate = useTranslate();
  return (scope: string) =>
    translate(`resources.${schema.name}.scopes.${scope}`, { _: translate(`app.scopes.${scope}`) });
}

export function ScopeFilter({ schema, alwaysOn }: { schema: EntitySchema; alwaysOn?: boolean }) {
  const label = useScopeLabel(schema);
  const translate = useTranslate();
  return (
    <SelectInput
      source="scope"
      // "Level" over a hierarchy's general and specific records; "Show" over any other subset.
      label={translate(schema.hierarchy ? 'app.scopes.label' : 'app.scopes.show')}
      alwaysOn={alwaysOn}
      emptyText={translate('app.scopes.all')}
      choices={schema.scopes.map((scope) => ({ id: scope.name, name: label(scope.name) }))}
      translateChoice={false}
    />
  );
}
