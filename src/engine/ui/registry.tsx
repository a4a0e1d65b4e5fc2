// The schemas the renderer works from, handed down by the app so the engine
// never imports a particular entity.
import { createContext, useContext, type ReactNode } from 'react';
import { KINDS, targetOf, translatedName, type SelectField } from '../kinds';
import type { EntitySchema } from '../schema';

export interface SchemaRegistry {
  schemas: readonly EntitySchema[];
  /** By resource name (REST) or UI route (react-admin resource). */
  find(nameOrRoute: string): EntitySchema | undefined;
}

export function createSchemaRegistry(schemas: readonly EntitySchema[]): SchemaRegistry {
  return { schemas, find: (key) => schemas.find((s) => s.route === key || s.name === key) };
}

const SchemaRegistryContext = createContext<SchemaRegistry>(createSchemaRegistry([]));

export function SchemaRegistryProvider({ registry, children }: { registry: SchemaRegistry; children: ReactNode }) {
  return <SchemaRegistryContext.Provider value={registry}>{children}</SchemaRegistryContext.Provider>;
}

export const useSchemaRegistry = () => useContext(SchemaRegistryContext);

/** i18n key of a field's label: the entity's own, or the shared one for system fields. */
export function fieldLabel(schema: EntitySchema, name: string): string {
  return name in schema.fields ? `resources.${schema.name}.fields.${name}` : `fields.${name}`;
}

/**
 * The message key of a select field's choice (its state, type…): `resources.<entity>.choices.<field>.<value>`,
 * or the field's shared one (`labelKey`: a language's `languages.<code>`).
 */
export function choiceLabel(schema: EntitySchema, field: string, value: unknown): string {
  const { [field]: declared } = schema.fields;
  const shared = declared && KINDS[declared.kind].choiceKey?.(declared, String(value));
  if (shared !== undefined) return shared;
  return `resources.${schema.name}.choices.${field}.${String(value)}`;
}

/** A select field's choices as react-admin takes them: the value and its label's message key. */
export const choicesOf = (schema: EntitySchema, source: string, field: SelectField) =>
  field.choices.map((id) => ({ id, name: choiceLabel(schema, source, id) }));

/** A record shown by its number where its name is not at hand (not loaded, or an entity the admin may not read). */
export function bareId(id: unknown): string {
  return id === null || id === undefined || id === '' ? '' : `#${String(id)}`;
}

/** A record's display name in the given language. */
export function recordTitle(schema: EntitySchema, record: Record<string, unknown> | undefined, locale: string): string {
  if (!record) return '';
  const value = record[schema.recordTitle];
  const field = schema.fields[schema.recordTitle];
  if (field && KINDS[field.kind].translated) return translatedName(value, locale);
  // Titled by another record (an application by its job): the number, where a text is needed; RecordName shows the other record's title.
  if (field && targetOf(field)?.many === false) return bareId(record.id);
  return value === null || value === undefined || value === '' ? bareId(record.id) : String(value);
}
