// The entity schema: one typed declaration per entity, read by the renderer
// (src/engine/ui) and by the reference server (server/). Builders below give
// each field its kind; defineEntity fills the defaults so consumers never have
// to guess.
import type {
  BooleanField,
  Field,
  FileField,
  Issue,
  MoneyField,
  NumberField,
  ReferenceField,
  ReferenceListField,
  RichTextField,
  SelectField,
  TextField,
  TextListField,
  TranslationsField,
} from './kinds';
import { KINDS, targetOf } from './kinds';
import { LOCALE_CODES } from './locales';
import type { NotifyDefinition } from './notifications';
import type { Area } from './permissions';
import type { MenuGroup, MenuSection } from './vocabulary';

export type { FunctionType, MenuGroup, MenuSection } from './vocabulary';

export type { Field, FieldKind } from './kinds';

/** Where an entity sits in the sidebar; its entry opens the list. */
export interface MenuPlacement {
  group: MenuGroup;
  /** A section of the group; entries without one come first. */
  section?: MenuSection;
  /** An icon name of src/layout/icons.ts. */
  icon?: string;
  /** The letter that goes to the list after `g` (a–z, one per entry; `d` is the dashboard's). */
  key?: string;
}

/** Columns every table has; the server sets them (version counts the record's writes). */
export const SYSTEM_FIELDS = ['id', 'created_at', 'updated_at', 'version'] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];

/** Every value a record of the entity has, in the table's order: its id, its fields, the other system columns. */
export function recordColumns(schema: Pick<EntitySchema, 'fields'>): string[] {
  return ['id', ...Object.keys(schema.fields), ...SYSTEM_FIELDS.filter((name) => name !== 'id')];
}

/** The fields that are columns of the entity's table (all but the virtual ones). */
export const storedFields = (schema: Pick<EntitySchema, 'fields'>): [string, Field][] =>
  Object.entries(schema.fields).filter(([, field]) => !field.virtual);

/** The record's values its table holds, in the table's order: what a read selects. */
export function storedColumns(schema: Pick<EntitySchema, 'fields'>): string[] {
  return recordColumns(schema).filter((name) => !schema.fields[name]?.virtual);
}

/** Longest reason an action keeps in a record's history: the server's limit and the dialog's. */
export const MAX_REASON = 1000;

export interface ActionDefinition {
  /** i18n: resources.<entity>.actions.<name> */
  name: string;
  /** The call under /api/v1, e.g. 'PATCH admin/companies/{id}/active'. */
  call: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;
  /**
   * Ask for a reason in a dialog and send it as {reason}; the server requires it. 'optional': the dialog
   * asks for it all the same, and the server also takes the call without one (a call its clients make
   * with no body), keeping no reason.
   */
  reason?: boolean | 'optional';
  /** Ask for confirmation before calling. */
  confirm?: boolean;
  /** Offer the action only for records this accepts. */
  when?: (record: Record<string, unknown>) => boolean;
  /**
   * A state change the server carries out at `call`: the select field it
   * moves, the states it may leave and the state it sets. Any other start is
   * refused with 409; who, when and the reason are kept in the record's history.
   */
  transition?: TransitionDefinition;
}

export interface TransitionDefinition {
  /** A select field of the entity (default 'status'). */
  field?: string;
  from: readonly string[];
  to: string;
}

/**
 * A page under a record, at /{route}/{id}/{path} (i18n: resources.<entity>.pages.<path>):
 * - related: the records of another entity that point at this one through
 *   `field` (or, with `through`, whose `field` record points at this one
 *   through its own `through` field, e.g. a company's job translations);
 * - translation: this record in a chosen language, from its `translatedBy` entity;
 * - create: a create form of `entity` whose `field` is this record (not shown
 *   on the form), e.g. a new translation of a news item;
 * - edit: the edit form of one record of `entity` whose `field` is this record,
 *   chosen by `pick` (e.g. the news translation in ?language=vi).
 */
export type SubPageDefinition = (
  | {
      path: string;
      kind: 'related';
      entity: string;
      field: string;
      through?: string;
      columns?: readonly string[];
      /** A scope of `entity`: /{route}/{path} without an id lists it (e.g. every entry sheet sent through a broker). */
      withoutRecord?: string;
    }
  | { path: string; kind: 'translation' }
  | RelatedFormPage<'create'>
  | RelatedFormPage<'edit'>
) & {
  /**
   * Pages of one group share one tab of the record's top row, which opens the first of them and shows
   * them all in a second row (i18n: resources.<entity>.page_groups.<group>): a record with many pages
   * stays readable. Groups appear where their first page is.
   */
  group?: string;
};

export type RelatedPage = Extract<SubPageDefinition, { kind: 'related' }>;

/** The entity a related sub-page lists, as its table shows it: with the page's own columns when it names them. */
export function childListSchema(target: EntitySchema, page: RelatedPage): EntitySchema {
  return page.columns
    ? { ...target, list: { ...target.list, columns: page.columns as EntitySchema['list']['columns'] } }
    : target;
}

/** A form over one record of another entity that belongs to this record (sub-page kinds create and edit). */
export interface RelatedFormPage<K extends 'create' | 'edit'> {
  path: string;
  kind: K;
  entity: string;
  /** The reference field of `entity` to this entity. */
  field: string;
  /**
   * A select field of `entity` that tells its records of one record apart (e.g.
   * language_code), read from the query parameter `param` (default: the
   * field's name). create: the value a new record starts with, else the first
   * choice no record has yet. edit: the record with that value, else the one
   * in the interface language, else the first; tabs switch between the choices.
   */
  pick?: { field: string; param?: string };
  /** The sub-page shown after saving; default the record's detail page. */
  returnTo?: string;
}

/**
 * The record's texts per language live in another entity (one record per
 * language, with a `language_code` select): GET {path}/{id}?language=xx adds
 * them as `translation`, from that language or else `fallback`.
 */
export interface TranslatedByDefinition {
  /** The entity of the translations: one record per record of this one and language (`language_code`). */
  entity: string;
  /** Its reference field to this entity. */
  field: string;
  fallback: string;
  /**
   * This entity's field naming the language its own texts are in (e.g. `language_code`): no translation
   * may be in that language, and the add-translation form does not offer it.
   */
  original?: string;
}

/** A create form at /{route}/{path} whose record starts with fixed values (e.g. an account of one type). */
export interface CreatePageDefinition {
  path: string;
  values: Readonly<Record<string, string | number | boolean>>;
}

/**
 * A condition on one field of a scope: empty, not empty, or one of some values.
 */
export type ScopeCondition = { is: 'empty' } | { is: 'set' } | { in: readonly (string | number | boolean)[] };

/**
 * A read-only list call over part of the records, e.g. GET occupations/general.
 * It takes the same query as the entity's list.
 */
export interface ScopeDefinition {
  /** Short name; the list page offers it as a level (i18n: resources.<entity>.scopes.<name>, or scopes.<name>). */
  name: string;
  /** Path under /api/v1. */
  path: string;
  where: Readonly<Record<string, ScopeCondition>>;
}

/** A page that edits some fields only, at /{route}/{id}/{path} (e.g. updateHashtag). */
export interface EditPageDefinition<K extends string = string> {
  /** URL segment and i18n key (resources.<entity>.pages.<path>). */
  path: string;
  fields: readonly K[];
}

/**
 * Two levels of records in one table: general records (no parent) and the
 * specific records under them. A specific record cannot have children.
 */
export interface HierarchyDefinition<K extends string = string> {
  /** A reference field to the entity itself. */
  parent: K;
  /** Fields a new specific record starts with from its general record (e.g. a report item's type). */
  inherit?: readonly K[];
}

/** Cross-field rules, run by the form and the server on the whole record (stored values merged with the input). */
export type RecordValidator = (record: Record<string, unknown>) => Record<string, Issue>;

export interface EntityInput<F extends Record<string, Field>> {
  /** Resource name: the REST path under /api/v1 and the i18n key (resources.<name>). */
  name: string;
  /** REST path under /api/v1 when it differs from the name (e.g. 'admin/companies'). */
  path?: string;
  /**
   * The spec's list and detail calls where they are not `path` and `path/{id}`
   * (e.g. GET admin/blogs/admin-dashboard, GET admin/blogs/dashboard/{id}): the
   * server answers them as the list and the detail, and the interface reads
   * through them. `path` still serves every call.
   */
  calls?: { list?: string; show?: `${string}{id}${string}`; create?: string };
  /** Notifications its records cause (to the admins who may view them, not the one who acted). */
  notify?: NotifyDefinition;
  /**
   * Its table (or view) is one the server makes and keeps itself (the admins, the sessions): the schema
   * describes the columns the API shows, and migrations leave the table alone.
   */
  serverTable?: boolean;
  /** Database table; defaults to the name with non-word characters as '_'. */
  table?: string;
  /** UI route of the spec, without a leading slash (e.g. 'city'). */
  route: string;
  /** Function type whose privileges grant access (spec section 6), or an extra privilege on one
   *  (read-only records: holding it is viewing them). */
  permission: Area;
  /** Sidebar placement; false keeps the entity out of the menu. */
  menu: MenuPlacement | false;
  fields: F;
  /** The field that names a record in titles, references and breadcrumbs. */
  recordTitle: keyof F & string;
  /**
   * The fields the global search looks in (names, emails, phone numbers, codes), each of a kind that
   * allows it; default: the record title, where its kind allows it. `[]`: never searched.
   */
  search?: readonly (keyof F & string)[];
  list: {
    columns: readonly ((keyof F & string) | SystemField)[];
    /** Default sort: a column, '-' first for descending. */
    sort: `${'' | '-'}${(keyof F & string) | SystemField}`;
    /** Fields offered as filters; 'q' (search in every text field) is always there. */
    filters?: readonly (keyof F & string)[];
    /** On phones a list is one column: the record title, and this field under it (default: the first other column). */
    secondary?: keyof F & string;
    /**
     * Views of the list every admin who may see it is offered, under its menu entry and in its Views menu
     * (e.g. "Receipts to check": the pending ones, oldest first): named `resources.<name>.views.<key>`.
     */
    views?: readonly {
      key: string;
      filter: Readonly<Partial<Record<keyof F & string, string | number | boolean>>>;
      sort?: `${'' | '-'}${(keyof F & string) | SystemField}`;
    }[];
    /** Filters the list opens with, each one of `filters`: shown in its filter bar, where the admin may remove it. */
    filterDefaults?: Readonly<Partial<Record<keyof F & string, string | number | boolean>>>;
  };
  /** Views that exist; all four by default. */
  views?: Partial<Record<'list' | 'show' | 'edit' | 'create', boolean>>;
  /** Whether records can be deleted (DELETE {id}); default true. */
  deletable?: boolean;
  actions?: readonly ActionDefinition[];
  /** General and specific levels (adds the scopes `general` and `specific`). */
  hierarchy?: HierarchyDefinition<keyof F & string>;
  /** Extra list calls over part of the records. */
  scopes?: readonly ScopeDefinition[];
  /**
   * A small list that pickers load whole and keep for the session: a list
   * call without page or paging answers every record.
   */
  lookup?: boolean;
  /**
   * A boolean field of each record that says whether the caller may choose it in a form's picker (the
   * server answers it per caller, as a permission whose grants the caller holds): the others are offered
   * disabled, saying why. Filters offer every record.
   */
  choosable?: keyof F & string;
  /** Load the lookup right after login (spec: languages, cities, currencies, tags, report items). */
  preload?: boolean;
  /** Pages that edit a few fields only. */
  editPages?: readonly EditPageDefinition<keyof F & string>[];
  validate?: RecordValidator;
  /** Pages under a record (related lists, translation views). */
  subPages?: readonly SubPageDefinition[];
  translatedBy?: TranslatedByDefinition;
  /** More create forms with fixed values. */
  createPages?: readonly CreatePageDefinition[];
  /**
   * A second UI entry over another entity's table and calls, showing and
   * creating only records with these values (e.g. broker companies among
   * companies). Set by `variantOf`, never by hand.
   */
  variant?: { of: string; values: Readonly<Record<string, string | number | boolean>> };
  /** Field sets whose values together are unique (e.g. a slug within one language); a clash answers 409 on the last field. */
  uniqueTogether?: readonly (readonly (keyof F & string)[])[];
  /**
   * Records every store holds, demo or not (e.g. the system settings): the server adds each one whose
   * `key` (a unique field) a store lacks at each start, after the same checks as the API, and never
   * writes over a record an operator changed. `rows` loads them (a dynamic import: the browser never
   * needs them).
   */
  fixedRows?: { key: string; rows: () => Promise<readonly Readonly<Record<string, unknown>>[]> };
}

export interface EntitySchema<F extends Record<string, Field> = Record<string, Field>> extends Omit<
  EntityInput<F>,
  'views' | 'deletable' | 'actions' | 'path' | 'table' | 'scopes' | 'lookup' | 'editPages' | 'subPages' | 'createPages'
> {
  path: string;
  table: string;
  views: Record<'list' | 'show' | 'edit' | 'create', boolean>;
  deletable: boolean;
  actions: readonly ActionDefinition[];
  scopes: readonly ScopeDefinition[];
  lookup: boolean;
  editPages: readonly EditPageDefinition<keyof F & string>[];
  subPages: readonly SubPageDefinition[];
  createPages: readonly CreatePageDefinition[];
}

/** The scopes a hierarchy brings: GET {path}/general and {path}/specific. */
export function hierarchyScopes(path: string, parent: string): ScopeDefinition[] {
  return [
    { name: 'general', path: `${path}/general`, where: { [parent]: { is: 'empty' } } },
    { name: 'specific', path: `${path}/specific`, where: { [parent]: { is: 'set' } } },
  ];
}

/** The fields the global search looks in (`search`, else the record title where its kind allows). */
export function searchFields(schema: EntitySchema): string[] {
  if (schema.search) return [...schema.search];
  const title = schema.fields[schema.recordTitle];
  return title && !title.virtual && KINDS[title.kind].searchText ? [schema.recordTitle] : [];
}

/** The fields of a schema a bulk edit may set (`bulkEdit: true`). */
export const bulkEditable = (schema: EntitySchema): string[] =>
  Object.entries(schema.fields)
    .filter(([, field]) => field.bulkEdit)
    .map(([name]) => name);

/** A list call's own parameters (page=1&paging=20&sort=…&fields=…&cursor=…); every other one filters by a field of that name. */
export const LIST_PARAMETERS = ['page', 'paging', 'sort', 'q', 'ids', 'language', 'fields', 'cursor'] as const;

export function defineEntity<F extends Record<string, Field>>(input: EntityInput<F>): EntitySchema<F> {
  const path = input.path ?? input.name;
  for (const name of Object.keys(input.fields)) {
    if ((SYSTEM_FIELDS as readonly string[]).includes(name) || (LIST_PARAMETERS as readonly string[]).includes(name)) {
      throw new Error(
        `Entity "${input.name}": "${name}" is a column every table has or a list call's own parameter, not a field name`,
      );
    }
  }
  const states = new Set((input.actions ?? []).flatMap((a) => (a.transition ? [a.transition.field ?? 'status'] : [])));
  for (const [name, field] of Object.entries(input.fields))
    if (field.bulkEdit && (field.unique || field.readOnly || field.virtual || states.has(name)))
      throw new Error(
        `Entity "${input.name}": "${name}" is unique, read-only, virtual or a state: it cannot be bulk-editable`,
      );
  for (const view of input.list.views ?? [])
    for (const name of Object.keys(view.filter))
      if (name !== 'q' && !input.list.filters?.includes(name))
        throw new Error(`Entity "${input.name}": the view "${view.key}" filters by "${name}", not one of list.filters`);
  for (const name of Object.keys(input.list.filterDefaults ?? {}))
    if (!input.list.filters?.includes(name))
      throw new Error(`Entity "${input.name}": the default filter "${name}" must be one of list.filters`);
  for (const name of input.search ?? []) {
    const field = input.fields[name];
    if (!field || field.virtual || !KINDS[field.kind].searchText)
      throw new Error(`Entity "${input.name}": search names "${name}", not a stored field of a searchable kind`);
  }
  const key = input.menu ? input.menu.key : undefined;
  if (key !== undefined && (!/^[a-z]$/.test(key) || key === 'd'))
    throw new Error(`Entity "${input.name}": menu.key must be one letter a–z other than "d" (the dashboard's)`);
  if (input.choosable !== undefined && !input.fields[input.choosable]?.readOnly)
    throw new Error(`Entity "${input.name}": choosable must name a read-only field, which the server answers`);
  if (input.fixedRows) {
    const key = input.fields[input.fixedRows.key];
    if (!key?.unique) throw new Error(`Entity "${input.name}": fixedRows.key must name a unique field`);
  }
  // An extra privilege grants viewing only: its records are written by the server alone.
  if (
    input.permission.includes('.') &&
    (input.views?.create !== false || input.views?.edit !== false || input.deletable !== false || input.actions?.length)
  )
    throw new Error(`Entity "${input.name}": a permission of an extra privilege is for read-only entities`);
  if (input.hierarchy) {
    const parent = input.fields[input.hierarchy.parent];
    const named = parent && targetOf(parent);
    if (!named || named.many || named.entity !== input.name) {
      throw new Error(`Entity "${input.name}": hierarchy.parent must be a reference to "${input.name}"`);
    }
  }
  return {
    ...input,
    path,
    table: input.table ?? input.name.replace(/\W+/g, '_'),
    views: { list: true, show: true, edit: true, create: true, ...input.views },
    deletable: input.deletable ?? true,
    actions: input.actions ?? [],
    scopes: [...(input.hierarchy ? hierarchyScopes(path, input.hierarchy.parent) : []), ...(input.scopes ?? [])],
    lookup: input.lookup ?? false,
    editPages: input.editPages ?? [],
    subPages: input.subPages ?? [],
    createPages: input.createPages ?? [],
  };
}

/**
 * Another UI entry over an entity: the same table, fields and calls, listing
 * and creating only the records with `values` (which its forms do not show).
 */
export function variantOf<F extends Record<string, Field>>(
  base: EntitySchema<F>,
  input: {
    name: string;
    route: string;
    menu: MenuPlacement | false;
    values: Readonly<Partial<Record<keyof F & string, string | number | boolean>>>;
    subPages?: readonly SubPageDefinition[];
    createPages?: readonly CreatePageDefinition[];
  },
): EntitySchema<F> {
  for (const name of Object.keys(input.values))
    if (!(name in base.fields)) throw new Error(`Variant "${input.name}": "${name}" is not a field of "${base.name}"`);
  return {
    ...base,
    name: input.name,
    route: input.route,
    menu: input.menu,
    // The variant's values are its filter: the base list's default filters do not apply.
    list: { ...base.list, filterDefaults: undefined, views: undefined },
    subPages: input.subPages ?? base.subPages,
    createPages: input.createPages ?? [],
    variant: { of: base.name, values: input.values as Record<string, string | number | boolean> },
  };
}

type Options<T extends Field> = Omit<T, 'kind'>;

export const text = (o: Options<TextField> = {}): TextField => ({ kind: 'text', ...o });
export const longText = (o: Options<TextField> = {}): TextField => ({ kind: 'longText', ...o });
export const email = (o: Options<TextField> = {}): TextField => ({ kind: 'email', max: 254, ...o });
export const url = (o: Options<TextField> = {}): TextField => ({ kind: 'url', max: 2048, ...o });
export const number = (o: Options<NumberField> = {}): NumberField => ({ kind: 'number', ...o });
export const integer = (o: Omit<Options<NumberField>, 'integer'> = {}): NumberField => ({
  kind: 'number',
  integer: true,
  ...o,
});
/** An amount in the currency the sibling field `currency` names (a code, or a reference to currencies). */
export const money = (o: Options<MoneyField>): MoneyField => ({ kind: 'money', ...o });
export const boolean = (o: Options<BooleanField> = {}): BooleanField => ({ kind: 'boolean', ...o });
export const date = (o: Options<Field> = {}): Field => ({ kind: 'date', ...o });
export const datetime = (o: Options<Field> = {}): Field => ({ kind: 'datetime', ...o });
export const select = <C extends readonly string[]>(
  choices: C,
  o: Omit<Options<SelectField>, 'choices'> = {},
): SelectField => ({ kind: 'select', choices, ...o });
/** One of the interface languages, named as the language switcher names it (`languages.<code>`). */
export const language = (o: Omit<Options<SelectField>, 'choices' | 'labelKey'> = {}): SelectField =>
  select(LOCALE_CODES, { labelKey: (code) => `languages.${code}`, ...o });
export const reference = (resource: string, o: Omit<Options<ReferenceField>, 'reference'> = {}): ReferenceField => ({
  kind: 'reference',
  reference: resource,
  ...o,
});
export const translations = (o: Options<TranslationsField> = {}): TranslationsField => ({ kind: 'translations', ...o });
export const textList = (o: Options<TextListField> = {}): TextListField => ({ kind: 'textList', ...o });
export const json = (o: Options<Field> = {}): Field => ({ kind: 'json', ...o });
export const richText = (o: Options<RichTextField> = {}): RichTextField => ({ kind: 'richText', ...o });
export const image = (o: Omit<Options<FileField>, 'maxItems'> = {}): FileField => ({ kind: 'image', ...o });
export const images = (o: Options<FileField> = {}): FileField => ({ kind: 'images', ...o });
export const file = (o: Omit<Options<FileField>, 'maxItems'> = {}): FileField => ({ kind: 'file', ...o });
export const references = (
  resource: string,
  o: Omit<Options<ReferenceListField>, 'reference'> = {},
): ReferenceListField => ({ kind: 'referenceList', reference: resource, ...o });
