// The entity schema: one typed declaration per entity, read by the renderer
// (src/engine/ui) and by the reference server (server/). Builders below give
// each field its kind; defineEntity fills the defaults so consumers never have
// to guess.
import type { Field, NumberField, ReferenceField, SelectField, TextField, TranslationsField, BooleanField } from './kinds';
import type { FunctionType } from './permissions';

export type { Field, FieldKind } from './kinds';

/** Sidebar groups, in menu order. */
export const MENU_GROUPS = ['accounts', 'jobs', 'housing', 'content', 'settings', 'masters'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Columns every table has; the server sets them. */
export const SYSTEM_FIELDS = ['id', 'created_at', 'updated_at'] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];

export interface ActionDefinition {
  /** i18n: resources.<entity>.actions.<name> */
  name: string;
  /** The call under /api/v1, e.g. 'PATCH admin/companies/{id}/active'. */
  call: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;
  /** Ask for a reason in a dialog and send it as {reason}. */
  reason?: boolean;
  /** Ask for confirmation before calling. */
  confirm?: boolean;
  /** Offer the action only for records this accepts. */
  when?: (record: Record<string, unknown>) => boolean;
}

export interface EntityInput<F extends Record<string, Field>> {
  /** Resource name: the REST path under /api/v1 and the i18n key (resources.<name>). */
  name: string;
  /** REST path under /api/v1 when it differs from the name (e.g. 'admin/companies'). */
  path?: string;
  /** Database table; defaults to the name with non-word characters as '_'. */
  table?: string;
  /** UI route of the spec, without a leading slash (e.g. 'city'). */
  route: string;
  /** Function type whose privileges grant access (spec section 6). */
  permission: FunctionType;
  /** Sidebar placement; false keeps the entity out of the menu. */
  menu: { group: MenuGroup; icon?: string } | false;
  fields: F;
  /** The field that names a record in titles, references and breadcrumbs. */
  recordTitle: keyof F & string;
  list: {
    columns: readonly (keyof F & string | SystemField)[];
    /** Default sort: a column, '-' first for descending. */
    sort: `${'' | '-'}${keyof F & string | SystemField}`;
    /** Fields offered as filters; 'q' (search in every text field) is always there. */
    filters?: readonly (keyof F & string)[];
  };
  /** Views that exist; all four by default. */
  views?: Partial<Record<'list' | 'show' | 'edit' | 'create', boolean>>;
  /** Whether records can be deleted (DELETE {id}); default true. */
  deletable?: boolean;
  actions?: readonly ActionDefinition[];
}

export interface EntitySchema<F extends Record<string, Field> = Record<string, Field>>
  extends Omit<EntityInput<F>, 'views' | 'deletable' | 'actions' | 'path' | 'table'> {
  path: string;
  table: string;
  views: Record<'list' | 'show' | 'edit' | 'create', boolean>;
  deletable: boolean;
  actions: readonly ActionDefinition[];
}

export function defineEntity<F extends Record<string, Field>>(input: EntityInput<F>): EntitySchema<F> {
  return {
    ...input,
    path: input.path ?? input.name,
    table: input.table ?? input.name.replace(/\W+/g, '_'),
    views: { list: true, show: true, edit: true, create: true, ...input.views },
    deletable: input.deletable ?? true,
    actions: input.actions ?? [],
  };
}

type Options<T extends Field> = Omit<T, 'kind'>;

export const text = (o: Options<TextField> = {}): TextField => ({ kind: 'text', ...o });
export const longText = (o: Options<TextField> = {}): TextField => ({ kind: 'longText', ...o });
export const email = (o: Options<TextField> = {}): TextField => ({ kind: 'email', max: 254, ...o });
export const url = (o: Options<TextField> = {}): TextField => ({ kind: 'url', max: 2048, ...o });
export const number = (o: Options<NumberField> = {}): NumberField => ({ kind: 'number', ...o });
export const integer = (o: Omit<Options<NumberField>, 'integer'> = {}): NumberField => ({ kind: 'number', integer: true, ...o });
export const boolean = (o: Options<BooleanField> = {}): BooleanField => ({ kind: 'boolean', ...o });
export const date = (o: Options<Field> = {}): Field => ({ kind: 'date', ...o });
export const datetime = (o: Options<Field> = {}): Field => ({ kind: 'datetime', ...o });
export const select = <C extends readonly string[]>(choices: C, o: Omit<Options<SelectField>, 'choices'> = {}): SelectField => ({ kind: 'select', choices, ...o });
export const reference = (resource: string, o: Omit<Options<ReferenceField>, 'reference'> = {}): ReferenceField => ({ kind: 'reference', reference: resource, ...o });
export const translations = (o: Options<TranslationsField> = {}): TranslationsField => ({ kind: 'translations', ...o });
export const json = (o: Options<Field> = {}): Field => ({ kind: 'json', ...o });
