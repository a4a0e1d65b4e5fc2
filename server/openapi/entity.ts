// The API document's entries for an entity's routes, from its schema alone: its record and input as JSON
// Schema (each field's from its kind), its list's parameters, and who may call each route.
import { KINDS, type JsonSchema } from '../../src/engine/kinds';
import { privilegeFor, type Privilege } from '../../src/engine/permissions';
import {
  bulkEditable,
  MAX_REASON,
  storedColumns,
  SYSTEM_FIELDS,
  type ActionDefinition,
  type EntitySchema,
} from '../../src/engine/schema';
import { stateFields } from '../../src/engine/validation';
import { LOCALE_CODES } from '../../src/engine/locales';
import { MAX_BULK } from '../bulk';
import { MAX_PAGING } from '../listSql';
import {
  dataOf,
  id,
  integer,
  listOf,
  moment,
  object,
  orNull,
  text,
  type Access,
  type ApiOperation,
  type QueryParameter,
} from './operation';

/** The name of an entity's schemas in the document: `job_applications` → `JobApplications`. */
export const componentName = (schema: Pick<EntitySchema, 'name'>) =>
  schema.name.replace(/(^|[^A-Za-z0-9])([a-z0-9])/g, (_, _sep, letter: string) => letter.toUpperCase());

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** A field's value as JSON Schema, null allowed where the field may be empty. */
function valueSchema(schema: EntitySchema, name: string): JsonSchema {
  const field = schema.fields[name];
  const value = KINDS[field.kind].jsonSchema(field);
  return field.required ? value : orNull(value);
}

/** A record as the API answers it: its id, its fields, when it was made and changed, and its version. */
export function recordSchema(schema: EntitySchema): JsonSchema {
  const properties: Record<string, JsonSchema> = { id };
  for (const name of Object.keys(schema.fields)) properties[name] = valueSchema(schema, name);
  properties.created_at = moment;
  properties.updated_at = moment;
  properties.version = {
    type: 'integer',
    minimum: 1,
    description: 'Sent back with a change, it refuses a stale save (409).',
  };
  const stored = storedColumns(schema).filter((name) => name in properties);
  return {
    type: 'object',
    required: stored,
    properties,
    description: 'A list asked with `fields` answers only those fields of each record (and its id).',
  };
}

/** What a create or a change may send: the fields a form writes (not read-only ones, nor states an action moves). */
export function inputSchema(schema: EntitySchema, mode: 'create' | 'update'): JsonSchema {
  const states = stateFields(schema);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(schema.fields)) {
    if (field.readOnly || states.has(name)) continue;
    properties[name] = valueSchema(schema, name);
    if (mode === 'create' && field.required && KINDS[field.kind].initial?.(field) === undefined) required.push(name);
  }
  if (mode === 'update')
    properties.version = {
      type: 'integer',
      minimum: 1,
      description: 'The version the change was made from: a record changed since is refused (409).',
    };
  return {
    type: 'object',
    ...(required.length && { required }),
    properties,
    description:
      mode === 'update'
        ? 'Only the fields sent change (PUT and PATCH alike); other names are ignored.'
        : 'Other names are ignored.',
  };
}

/** A list's paging, beside its records. */
const LIST_META = object(
  {
    page: integer(),
    paging: integer(),
    total: integer("Exact up to the server's count limit, else an estimate (total_estimated)."),
    total_pages: integer(),
    total_estimated: { type: 'boolean' },
    next_cursor: text('Ask with cursor= for the next page.'),
    previous_cursor: text('Ask with cursor= for the previous page.'),
  },
  ['total_estimated', 'next_cursor', 'previous_cursor'],
);

/** What a call on many records came to: those done, and those skipped with why. */
const BATCH = dataOf(
  object({
    done: listOf(id),
    skipped: listOf(
      object({ id, state: orNull(text('The state it was in; null: not there.')), message: text() }, ['state']),
    ),
  }),
);

/** Every entity's record and inputs, by name, for the document's components. */
export function entityComponents(list: readonly EntitySchema[]): Record<string, JsonSchema> {
  const components: Record<string, JsonSchema> = { ListMeta: LIST_META, Batch: BATCH };
  for (const schema of list.filter((s) => !s.variant)) {
    const name = componentName(schema);
    components[name] = recordSchema(schema);
    components[`${name}Create`] = inputSchema(schema, 'create');
    components[`${name}Change`] = inputSchema(schema, 'update');
  }
  return components;
}

/** The columns a list sorts by, each ascending and descending ('-' first). */
function sortValues(schema: EntitySchema): string[] {
  const columns = [...storedColumns(schema), ...SYSTEM_FIELDS.filter((name) => !(name in schema.fields))];
  return [...new Set(columns)].flatMap((column) => [column, `-${column}`]);
}

/** A list's query: paging, sort, search, cursor, and a filter per field (ranges where its kind has them). */
export function listParameters(schema: EntitySchema): QueryParameter[] {
  const name = componentName(schema);
  const parameters: QueryParameter[] = [
    { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 }, component: 'page' },
    {
      name: 'paging',
      schema: { type: 'integer', minimum: 1, maximum: MAX_PAGING, default: 20 },
      description: 'Records per page. Without page or paging, a lookup (a small master) answers all its records.',
      component: 'paging',
    },
    {
      name: 'sort',
      schema: { type: 'string', enum: sortValues(schema), default: schema.list.sort },
      description: "A column, '-' first for descending; a reference sorts by the referenced record's title.",
      component: `${name}.sort`,
    },
    {
      name: 'q',
      schema: { type: 'string', maxLength: 200 },
      description: 'Search: case, width and Vietnamese diacritics do not matter.',
      component: 'q',
    },
    {
      name: 'ids',
      schema: { type: 'string', pattern: '^\\d+(,\\d+)*$' },
      description: 'Only these records: ids, comma separated.',
      component: 'ids',
    },
    {
      name: 'cursor',
      schema: { type: 'string' },
      description: "The page beside the last one asked: the answer's meta.next_cursor or meta.previous_cursor.",
      component: 'cursor',
    },
    {
      name: 'fields',
      schema: { type: 'string' },
      description: 'Only these fields of each record, comma separated (id always).',
      component: 'fields',
    },
    {
      name: 'language',
      schema: { type: 'string', enum: [...LOCALE_CODES] },
      description: 'The language names are sorted and matched in.',
      component: 'language',
    },
  ];
  for (const [field, definition] of Object.entries(schema.fields)) {
    if (definition.virtual) continue;
    const kind = KINDS[definition.kind];
    const how = kind.filter === 'eq' ? 'is' : kind.filter === 'includesId' ? 'holds the id' : 'contains';
    parameters.push({
      name: field,
      schema: { type: 'string' },
      description: `Records whose ${field} ${how} this.`,
      component: `${name}.${field}`,
    });
    if (kind.range)
      for (const bound of ['gte', 'lte'])
        parameters.push({
          name: `${field}_${bound}`,
          schema: { type: 'string' },
          description: `Records whose ${field} is ${bound === 'gte' ? 'at least' : 'at most'} this (a day takes the whole day).`,
          component: `${name}.${field}_${bound}`,
        });
  }
  return parameters;
}

const ACTION_REFUSALS = [404, 409];

/** The entries of an entity's routes. */
export function entityOperations(schema: EntitySchema) {
  const name = componentName(schema);
  const tag = schema.path;
  // An extra privilege's records are read only: holding it is the right for every call (defineEntity).
  const access = (operation: 'list' | 'show' | 'create' | 'edit' | 'delete'): Access => ({
    area: schema.permission,
    privilege: (schema.permission.includes('.') ? 'VIEW' : privilegeFor(operation)) as Privilege,
  });
  const record = ref(name);
  const reasonBody = (action: ActionDefinition): JsonSchema | undefined => {
    if (!action.reason) return undefined;
    const reason = { type: 'string', maxLength: MAX_REASON, description: "Why; kept in the record's history." };
    return action.reason === 'optional' ? object({ reason }, ['reason']) : object({ reason });
  };
  return {
    list: (scope?: string): ApiOperation => ({
      summary: scope ? `List the ${scope} records of ${schema.path}` : `List ${schema.path}`,
      tag,
      access: access('list'),
      query: listParameters(schema),
      answer: object({ data: listOf(record), meta: ref('ListMeta') }, schema.lookup ? ['meta'] : []),
    }),
    show: (): ApiOperation => ({
      summary: `Read one record of ${schema.path}`,
      tag,
      access: access('show'),
      query: schema.translatedBy
        ? [
            {
              name: 'language',
              schema: { type: 'string', enum: [...LOCALE_CODES] },
              description: 'With its texts in this language.',
            },
          ]
        : [],
      answer: dataOf(record),
      refusals: [404],
    }),
    usage: (): ApiOperation => ({
      summary: `Count the records of other entities that point at one of ${schema.path}`,
      tag,
      access: access('show'),
      answer: dataOf(
        object({ total: integer(), references: listOf(object({ entity: text(), field: text(), count: integer() })) }),
      ),
      refusals: [404],
    }),
    create: (): ApiOperation => ({
      summary: `Create a record of ${schema.path}`,
      tag,
      access: access('create'),
      body: ref(`${name}Create`),
      answer: dataOf(record),
      status: 201,
      refusals: [405, 409],
    }),
    update: (): ApiOperation => ({
      summary: `Change a record of ${schema.path}`,
      tag,
      access: access('edit'),
      body: ref(`${name}Change`),
      answer: dataOf(record),
      refusals: [404, 405, 409],
    }),
    bulkEdit: (): ApiOperation => ({
      summary: `Set fields of many records of ${schema.path} at once`,
      tag,
      access: access('edit'),
      body: object({
        ids: { ...listOf(id), minItems: 1, maxItems: MAX_BULK },
        data: {
          type: 'object',
          minProperties: 1,
          properties: Object.fromEntries(bulkEditable(schema).map((field) => [field, valueSchema(schema, field)])),
          additionalProperties: false,
        },
      }),
      answer: ref('Batch'),
    }),
    remove: (): ApiOperation => ({
      summary: `Delete a record of ${schema.path}`,
      tag,
      access: access('delete'),
      answer: dataOf(object({ id })),
      refusals: [404, 405, 409],
    }),
    history: (): ApiOperation => ({
      summary: `Read the history of a record of ${schema.path}: its state moves and changes`,
      tag,
      access: { area: schema.permission, privilege: 'VIEW' },
      description:
        'Newest first: the latest 200 state moves and 200 changes, the changes no more than a megabyte as stored (always the latest one).',
      answer: dataOf(
        listOf({ type: 'object', properties: { type: { enum: ['action', 'change'] }, created_at: moment } }),
      ),
      refusals: [404],
    }),
    stats: (): ApiOperation => ({
      summary: `Count records of ${schema.path} per value of a field, or per day`,
      tag,
      access: { area: schema.permission, privilege: 'VIEW' },
      description: "One question per call: group=<field>, or per=day. The list's filters apply.",
      query: [
        { name: 'group', schema: { type: 'string' }, description: 'A select, reference or boolean field.' },
        { name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 100 } },
        { name: 'per', schema: { type: 'string', enum: ['day'] } },
        {
          name: 'field',
          schema: { type: 'string' },
          description: 'The date field days count (created_at by default).',
        },
        { name: 'from', schema: { type: 'string', format: 'date' } },
        { name: 'to', schema: { type: 'string', format: 'date' } },
        { name: 'tz', schema: { type: 'string' }, description: 'The time zone days are counted in, e.g. Asia/Tokyo.' },
      ],
      answer: object({ data: listOf({ type: 'object' }), meta: { type: 'object' } }, ['meta']),
    }),
    action: (action: ActionDefinition): ApiOperation => ({
      summary: `${action.name} a record of ${schema.path}`,
      tag,
      access: { area: schema.permission, privilege: 'UPDATE' },
      description: action.transition
        ? `Moves ${action.transition.field ?? 'status'} from ${action.transition.from.join(' or ')} to ${action.transition.to}; any other state is refused (409).`
        : undefined,
      ...(reasonBody(action) && { body: reasonBody(action) }),
      answer: dataOf(record),
      refusals: ACTION_REFUSALS,
    }),
    bulkAction: (action: ActionDefinition): ApiOperation => ({
      summary: `${action.name} many records of ${schema.path}, each on its own`,
      tag,
      access: { area: schema.permission, privilege: 'UPDATE' },
      body: object(
        {
          ids: { ...listOf(id), minItems: 1, maxItems: MAX_BULK },
          ...(action.reason && { reason: { type: 'string', maxLength: MAX_REASON } }),
        },
        action.reason === 'optional' ? ['reason'] : [],
      ),
      answer: ref('Batch'),
    }),
  };
}
