// npm run new:entity: a new entity from its name, route, permission, menu place and fields. It writes the
// schema, its line in the registry, its labels in every language and a demo-data stub; see
// docs/ADDING_AN_ENTITY.md. What the flags do not give it asks for. It checks everything first and writes
// all the files or none.
//
//   npm run new:entity -- --name stations --route station --permission MASTER --group masters \
//     --section geography --field code:text:required:unique --field names:translations:required \
//     --field city_id:reference=cities --field active:boolean
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { DEMO_DATA } from '../demo/data';
import { DEMO_TODAY } from '../demo/data/demo';
import { schemas as registry } from '../schemas';
import { FUNCTION_TYPES, MENU_GROUPS, MENU_SECTIONS } from '../schemas/app';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../src/engine/locales';
import * as builders from '../src/engine/schema';
import {
  LIST_PARAMETERS,
  SYSTEM_FIELDS,
  type EntitySchema,
  type Field,
  type FunctionType,
  type MenuGroup,
  type MenuSection,
} from '../src/engine/schema';
import { ICON_NAMES } from '../src/layout/icons';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A reason not to write anything; the command prints it and exits with 1. */
export class Refusal extends Error {}

// ---------------------------------------------------------------------------
// Field kinds, as the --field flag names them.

/** A field kind of the flag: the builder it calls and what it may take. */
interface KindSpec {
  builder: string;
  /** What `=…` after the kind names; none when the kind takes nothing. */
  argument?: 'currency' | 'choices' | 'entity';
  unique?: boolean;
  /** `max=N`: a length (texts), a value (numbers) or a number of items. */
  max?: boolean;
  min?: boolean;
  /** A list column by default. */
  column: boolean;
  /** A list filter by default. */
  filter?: boolean;
  /** Can name a record in titles and pickers (recordTitle), in order of preference. */
  title?: 1 | 2;
}

export const FIELD_KINDS: Readonly<Record<string, KindSpec>> = {
  text: { builder: 'text', unique: true, max: true, column: true, title: 1 },
  longText: { builder: 'longText', max: true, column: false },
  email: { builder: 'email', unique: true, max: true, column: true, title: 2 },
  url: { builder: 'url', unique: true, max: true, column: true, title: 2 },
  number: { builder: 'number', unique: true, max: true, min: true, column: true },
  integer: { builder: 'integer', unique: true, max: true, min: true, column: true },
  money: { builder: 'money', argument: 'currency', max: true, min: true, column: true },
  boolean: { builder: 'boolean', column: true, filter: true },
  date: { builder: 'date', unique: true, column: true },
  datetime: { builder: 'datetime', unique: true, column: true },
  select: { builder: 'select', argument: 'choices', column: true, filter: true },
  reference: { builder: 'reference', argument: 'entity', unique: true, column: true, filter: true },
  references: { builder: 'references', argument: 'entity', max: true, column: true, filter: true },
  translations: { builder: 'translations', max: true, column: true, title: 1 },
  richText: { builder: 'richText', max: true, column: false },
  image: { builder: 'image', column: true },
  images: { builder: 'images', max: true, column: false },
  file: { builder: 'file', column: false },
  textList: { builder: 'textList', max: true, column: true },
};

/** The kind a flag names, forgiving case and separators (longtext, long-text, long_text). */
function kindNamed(name: string): string | undefined {
  const plain = name.toLowerCase().replace(/[-_]/g, '');
  return Object.keys(FIELD_KINDS).find((kind) => kind.toLowerCase() === plain);
}

export interface FieldSpec {
  name: string;
  kind: string;
  /** The currency field (money), the choices (select) or the entity (reference, references). */
  currency?: string;
  choices?: string[];
  entity?: string;
  required: boolean;
  unique: boolean;
  max?: number;
  min?: number;
}

const FIELD_NAME = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
const CHOICE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const FIELD_SYNTAX =
  'name:kind[=argument][:required][:unique][:max=N][:min=N], e.g. code:text:required:unique, status:select=draft|published, city_id:reference=cities, price:money=currency_id';

/** Parses one --field value; throws a Refusal that says what is wrong. */
export function parseField(spec: string): FieldSpec {
  const [name = '', kindPart = '', ...flags] = spec.trim().split(':');
  const problem = (text: string) => new Refusal(`--field ${spec}: ${text}`);
  if (!FIELD_NAME.test(name))
    throw problem(`"${name}" is not a field name (snake_case, e.g. city_id); ${FIELD_SYNTAX}`);
  const [kindName, ...argumentParts] = kindPart.split('=');
  const argument = argumentParts.join('=');
  const kind = kindNamed(kindName);
  if (!kind)
    throw problem(`unknown kind "${kindName}"; the kinds are ${Object.keys(FIELD_KINDS).join(', ')} (${FIELD_SYNTAX})`);
  const kindSpec = FIELD_KINDS[kind];
  const field: FieldSpec = { name, kind, required: false, unique: false };
  if (kindSpec.argument && !argument) {
    const wanted = {
      currency: `the field holding its currency (${name}:money=currency_id)`,
      choices: `its choices (${name}:select=draft|published)`,
      entity: `the entity it names (${name}:${kind}=cities)`,
    }[kindSpec.argument];
    throw problem(`a ${kind} field needs ${wanted}`);
  }
  if (!kindSpec.argument && argument) throw problem(`a ${kind} field takes no "=${argument}"`);
  if (kindSpec.argument === 'currency') field.currency = argument;
  if (kindSpec.argument === 'entity') field.entity = argument;
  if (kindSpec.argument === 'choices') {
    const choices = argument.split(/[|,]/).map((c) => c.trim());
    const bad = choices.filter((c) => !CHOICE.test(c));
    if (bad.length)
      throw problem(`choices are letters, digits, "_" and "-": not ${bad.map((c) => `"${c}"`).join(', ')}`);
    if (new Set(choices).size !== choices.length) throw problem('a choice is given twice');
    field.choices = choices;
  }
  for (const flag of flags) {
    const [flagName, value] = flag.split('=');
    if (flagName === 'required' && value === undefined) field.required = true;
    else if (flagName === 'unique' && value === undefined) {
      if (!kindSpec.unique) throw problem(`a ${kind} field cannot be unique`);
      field.unique = true;
    } else if ((flagName === 'max' || flagName === 'min') && value !== undefined) {
      if (!kindSpec[flagName]) throw problem(`a ${kind} field takes no ${flagName}`);
      const number = Number(value);
      if (value.trim() === '' || !Number.isFinite(number)) throw problem(`${flagName}=${value} is not a number`);
      field[flagName] = number;
    } else throw problem(`unknown flag "${flag}" (required, unique, max=N, min=N)`);
  }
  if (field.min !== undefined && field.max !== undefined && field.min > field.max) throw problem('min is above max');
  if ((kind === 'text' || kind === 'longText' || kind === 'translations') && field.max !== undefined && field.max < 2)
    throw problem('max is a length: at least 2');
  return field;
}

// ---------------------------------------------------------------------------
// Names and English labels.

const ENTITY_NAME = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
const ROUTE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** First segments of the API's own calls under /api/v1 (server/) and of the app's own pages (src/AdminRoot.tsx, src/App.tsx). */
const API_SEGMENTS = ['admin', 'user', 'files', 'oauth', 'healthz', 'config.json'];
const APP_SEGMENTS = [
  'login',
  'dashboard',
  'charts',
  'widgets',
  'setting',
  'profile',
  'page404',
  'page500',
  'register',
];
const RESERVED_WORDS = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof let new null return static super switch this throw true try typeof var void while with yield await implements interface package private protected public'.split(
    ' ',
  ),
);

const ACRONYMS: Record<string, string> = { id: 'ID', ids: 'IDs', url: 'URL', urls: 'URLs', api: 'API', sns: 'SNS' };
/** `city_code` → "City code", `website_url` → "Website URL". */
export function humanize(name: string): string {
  const words = name.split(/[_\s-]+/).filter(Boolean);
  const text = words.map((w, i) => ACRONYMS[w] ?? (i === 0 ? w : w.toLowerCase())).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const plural = (word: string) =>
  /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : /(s|x|z|ch|sh)$/.test(word) ? `${word}es` : `${word}s`;

/** A field's English label: `city_id` → "City", `tag_ids` → "Tags", `names` → "Name". */
export function fieldLabel(name: string): string {
  if (name === 'names') return 'Name';
  if (name.endsWith('_ids')) return humanize(plural(name.slice(0, -4)));
  if (name.endsWith('_id')) return humanize(name.slice(0, -3));
  return humanize(name);
}

const camel = (name: string) => name.replace(/[-_]([a-z0-9])/g, (_, c: string) => c.toUpperCase());

// ---------------------------------------------------------------------------
// What the command is asked for.

export interface EntityRequest {
  name: string;
  route: string;
  permission: string;
  /** A menu group, or 'none' for no menu entry. */
  group: string;
  section?: string;
  icon?: string;
  /** The folder of schemas/ the schema goes in; by default the group's. */
  folder?: string;
  fields: FieldSpec[];
  /** English names, one and many; by default from the route and the name. */
  labelOne?: string;
  labelOther?: string;
}

/** What the repository holds that the checks and the edits read. */
export interface Repository {
  root: string;
  schemas: readonly EntitySchema[];
  /** Demo rows per entity name. */
  demo: Readonly<Record<string, readonly unknown[]>>;
  read(file: string): string;
  exists(file: string): boolean;
  /** Folders of schemas/. */
  folders(): string[];
}

export function repository(root = ROOT): Repository {
  return {
    root,
    schemas: registry,
    demo: DEMO_DATA,
    read: (file) => readFileSync(path.join(root, file), 'utf8'),
    exists: (file) => existsSync(path.join(root, file)),
    folders: () =>
      readdirSync(path.join(root, 'schemas')).filter((f) => statSync(path.join(root, 'schemas', f)).isDirectory()),
  };
}

/** Groups whose entries are in sections (every one of them, as the masters). */
const groupsWithSections = (repo: Repository) =>
  new Set<string>(repo.schemas.flatMap((s) => (s.menu && s.menu.section ? [s.menu.group] : [])));

/** Each check of one answer: a message when it is wrong. */
export const checks = {
  name(value: string, repo: Repository): string | undefined {
    if (!ENTITY_NAME.test(value)) return `"${value}" is not an entity name: plural snake_case, e.g. stations`;
    const taken = repo.schemas.find(
      (s) => s.name === value || s.table === value || s.path.split('/')[0] === value || s.route === value,
    );
    if (taken) return `"${value}" is taken by the entity ${taken.name} (its name, table, path or route)`;
    const segments = repo.schemas.flatMap((s) => [
      ...s.scopes.map((scope) => scope.path.split('/')[0]),
      ...Object.values(s.calls ?? {}).map((call) => call.split('/')[0]),
    ]);
    if (API_SEGMENTS.includes(value) || segments.includes(value))
      return `"${value}" is a path of the API already (/api/v1/${value}…)`;
    if (repo.exists(`demo/data/${value.replace(/_/g, '-')}.ts`))
      return `demo/data/${value.replace(/_/g, '-')}.ts exists already`;
    const english = JSON.parse(repo.read(`i18n/${DEFAULT_LOCALE}.json`)) as { resources?: Record<string, unknown> };
    if (english.resources && value in english.resources)
      return `i18n/${DEFAULT_LOCALE}.json has labels for resources.${value} already (remove them, or choose another name)`;
    return undefined;
  },
  route(value: string, repo: Repository): string | undefined {
    if (!ROUTE.test(value)) return `"${value}" is not a route: singular kebab-case, e.g. station or home-direction`;
    if (/^[a-z]{2}$/.test(value)) return `"${value}" looks like a language prefix (/ja, /vi): use a longer route`;
    const taken = repo.schemas.find((s) => s.route === value || s.route.split('/')[0] === value || s.name === value);
    if (taken) return `the route "${value}" is taken by the entity ${taken.name}`;
    if (APP_SEGMENTS.includes(value)) return `/${value} is a page of the app already`;
    return undefined;
  },
  permission: (value: string) =>
    (FUNCTION_TYPES as readonly string[]).includes(value)
      ? undefined
      : `unknown permission "${value}"; the function types of schemas/app.ts are ${FUNCTION_TYPES.join(', ')}`,
  group: (value: string) =>
    value === 'none' || (MENU_GROUPS as readonly string[]).includes(value)
      ? undefined
      : `unknown menu group "${value}"; the groups of schemas/app.ts are ${MENU_GROUPS.join(', ')}, or none`,
  section(value: string | undefined, group: string, repo: Repository): string | undefined {
    const sectioned = groupsWithSections(repo).has(group);
    if (!sectioned)
      return value === undefined ? undefined : `the menu group ${group} has no sections: leave --section out`;
    if (value === undefined) return `the menu group ${group} has sections: give one of ${MENU_SECTIONS.join(', ')}`;
    return (MENU_SECTIONS as readonly string[]).includes(value)
      ? undefined
      : `unknown menu section "${value}"; the sections of schemas/app.ts are ${MENU_SECTIONS.join(', ')}`;
  },
  icon: (value: string | undefined) =>
    value === undefined || ICON_NAMES.includes(value)
      ? undefined
      : `unknown icon "${value}"; the names of src/layout/icons.ts are ${ICON_NAMES.join(', ')}`,
  folder: (value: string, repo: Repository) =>
    repo.folders().includes(value)
      ? undefined
      : `no folder schemas/${value}; the folders are ${repo.folders().join(', ')}`,
  /** The fields together, once each is parsed. */
  fields(fields: readonly FieldSpec[], name: string, repo: Repository): string[] {
    const problems: string[] = [];
    if (!fields.length) problems.push('an entity needs at least one field (--field name:kind)');
    const names = fields.map((f) => f.name);
    for (const [i, field] of fields.entries()) {
      if (names.indexOf(field.name) !== i) problems.push(`the field ${field.name} is given twice`);
      if (([...SYSTEM_FIELDS, ...LIST_PARAMETERS] as readonly string[]).includes(field.name))
        problems.push(
          `"${field.name}" is a column every table has or a list call's own parameter (${[...SYSTEM_FIELDS, ...LIST_PARAMETERS].join(', ')}), not a field name`,
        );
      const range = /^(.+)_(gte|lte)$/.exec(field.name);
      if (range && names.includes(range[1]))
        problems.push(`"${field.name}" reads as the range filter of ${range[1]}: choose another name`);
      if (field.entity !== undefined && field.entity !== name && !repo.schemas.some((s) => s.name === field.entity)) {
        const byRoute = repo.schemas.find((s) => s.route === field.entity || s.table === field.entity);
        problems.push(
          `${field.name}: no entity named "${field.entity}"${byRoute ? ` (did you mean ${byRoute.name}?)` : ''}`,
        );
      }
      if (field.currency !== undefined) {
        const currency = fields.find((f) => f.name === field.currency);
        const fits =
          currency &&
          ((currency.kind === 'reference' && currency.entity === 'currencies') ||
            currency.kind === 'text' ||
            currency.kind === 'select');
        if (!fits)
          problems.push(
            `${field.name}: its currency "${field.currency}" must be another field of the entity, a reference to currencies or a text holding the code`,
          );
      }
    }
    return problems;
  },
};

// ---------------------------------------------------------------------------
// The plan: every file's new text, made before anything is written.

export interface Plan {
  /** Repository-relative path → new text; `created` lists the files that did not exist. */
  files: Map<string, string>;
  created: string[];
  /** Things to say after writing (a demo row that needs a value by hand…). */
  notes: string[];
  schema: EntitySchema;
}

interface Layout {
  schemaIdent: string;
  rowsIdent: string;
  folder: string;
  schemaFile: string;
  demoFile: string;
  title: string;
}

/** A value as code (prettier puts the quotes the project uses). */
const literal = (value: unknown) => JSON.stringify(value);

function fieldOptions(field: FieldSpec): string {
  const options: string[] = [];
  if (field.currency !== undefined) options.push(`currency: ${literal(field.currency)}`);
  if (field.required) options.push('required: true');
  if (field.unique) options.push('unique: true');
  if (field.min !== undefined) options.push(`min: ${field.min}`);
  if (field.max !== undefined)
    options.push(`${field.kind === 'references' || field.kind === 'images' ? 'maxItems' : 'max'}: ${field.max}`);
  return options.length ? `{ ${options.join(', ')} }` : '';
}

function fieldCode(field: FieldSpec): string {
  const { builder } = FIELD_KINDS[field.kind];
  const options = fieldOptions(field);
  if (field.choices)
    return `${builder}([${field.choices.map(literal).join(', ')}] as const${options ? `, ${options}` : ''})`;
  if (field.entity) return `${builder}(${literal(field.entity)}${options ? `, ${options}` : ''})`;
  return `${builder}(${options})`;
}

/** The field that names a record: the first text or translated name, else an address, else the first. */
function titleField(fields: readonly FieldSpec[]): string {
  for (const rank of [1, 2]) for (const field of fields) if (FIELD_KINDS[field.kind].title === rank) return field.name;
  return fields[0].name;
}

function listOf(fields: readonly FieldSpec[], title: string) {
  const columnFields = fields.filter((f) => FIELD_KINDS[f.kind].column && f.name !== title).slice(0, 5);
  return {
    columns: ['id', title, ...columnFields.map((f) => f.name), 'created_at'],
    sort: fields.some((f) => f.name === 'sort_order' && (f.kind === 'integer' || f.kind === 'number'))
      ? 'sort_order'
      : 'id',
    filters: fields.filter((f) => FIELD_KINDS[f.kind].filter).map((f) => f.name),
  };
}

function menuCode(request: EntityRequest): string {
  if (request.group === 'none') return 'false';
  const parts = [`group: ${literal(request.group)}`];
  if (request.section) parts.push(`section: ${literal(request.section)}`);
  if (request.icon) parts.push(`icon: ${literal(request.icon)}`);
  return `{ ${parts.join(', ')} }`;
}

function schemaSource(request: EntityRequest, layout: Layout, englishMany: string): string {
  const used = [...new Set(['defineEntity', ...request.fields.map((f) => FIELD_KINDS[f.kind].builder)])].sort();
  const list = listOf(request.fields, layout.title);
  const lines = [
    `import { ${used.join(', ')} } from '../../src/engine/schema';`,
    '',
    `/** ${englishMany}${request.permission === 'MASTER' ? ' (master)' : ''}. */`,
    `export const ${layout.schemaIdent} = defineEntity({`,
    `  name: ${literal(request.name)},`,
    `  route: ${literal(request.route)},`,
    `  permission: ${literal(request.permission)},`,
    `  menu: ${menuCode(request)},`,
    '  fields: {',
    ...request.fields.map((f) => `    ${f.name}: ${fieldCode(f)},`),
    '  },',
    `  recordTitle: ${literal(layout.title)},`,
    // Every master is a lookup: a small list pickers load whole.
    ...(request.permission === 'MASTER' ? ['  lookup: true,'] : []),
    '  list: {',
    `    columns: [${list.columns.map(literal).join(', ')}],`,
    `    sort: ${literal(list.sort)},`,
    ...(list.filters.length ? [`    filters: [${list.filters.map(literal).join(', ')}],`] : []),
    '  },',
    '});',
    '',
  ];
  return lines.join('\n');
}

/** The schema as defineEntity builds it, from the same request (its checks run, nothing is imported). */
function buildSchema(request: EntityRequest, title: string): EntitySchema {
  const make = (f: FieldSpec): Field => {
    const options = {
      ...(f.required && { required: true }),
      ...(f.unique && { unique: true }),
      ...(f.min !== undefined && { min: f.min }),
      ...(f.max !== undefined &&
        (f.kind === 'references' || f.kind === 'images' ? { maxItems: f.max } : { max: f.max })),
    };
    switch (f.kind) {
      case 'select':
        return builders.select(f.choices!, options);
      case 'reference':
        return builders.reference(f.entity!, options);
      case 'references':
        return builders.references(f.entity!, options);
      case 'money':
        return builders.money({ currency: f.currency!, ...options });
      default:
        return (builders[FIELD_KINDS[f.kind].builder as keyof typeof builders] as (o: object) => Field)(options);
    }
  };
  const list = listOf(request.fields, title);
  return builders.defineEntity({
    name: request.name,
    route: request.route,
    permission: request.permission as FunctionType,
    menu:
      request.group === 'none'
        ? false
        : {
            group: request.group as MenuGroup,
            ...(request.section && { section: request.section as MenuSection }),
            ...(request.icon && { icon: request.icon }),
          },
    fields: Object.fromEntries(request.fields.map((f) => [f.name, make(f)])),
    recordTitle: title,
    lookup: request.permission === 'MASTER',
    list: { columns: list.columns, sort: list.sort, filters: list.filters },
  });
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A demo value of a field in row `i` (1, 2…); undefined leaves it out. */
function demoValue(
  field: FieldSpec,
  i: number,
  request: EntityRequest,
  layout: Layout,
  repo: Repository,
  englishOne: string,
): { code: string; uses?: 'nth' | 'demoImage' } | undefined {
  const clip = (text: string) => {
    const max = field.max ?? Infinity;
    if (text.length <= max) return text;
    const suffix = String(i);
    return text.slice(0, max - suffix.length) + suffix;
  };
  // The record's title and its names read as the entity's: "Station 1".
  const label =
    field.name === layout.title || field.name === 'names' || field.name === 'name'
      ? englishOne
      : fieldLabel(field.name);
  const number = () => {
    const wanted = field.kind === 'money' ? Math.max(1000 * i, field.min ?? 0) : (field.min ?? 1) + i - 1;
    return String(Math.min(field.max ?? Infinity, wanted));
  };
  // A text a money field reads its currency from holds a currency's code.
  if (field.kind === 'text' && request.fields.some((f) => f.currency === field.name)) return { code: literal('JPY') };
  switch (field.kind) {
    case 'text':
    case 'longText':
      return { code: literal(clip(`${label} ${i}`)) };
    case 'email':
      return { code: literal(`${request.route}-${i}@example.com`) };
    case 'url':
      return { code: literal(`https://example.com/${request.route}/${i}`) };
    case 'number':
    case 'integer':
    case 'money':
      return { code: number() };
    case 'boolean':
      return { code: String(i === 1) };
    case 'date':
      return { code: literal(addDays(DEMO_TODAY, -7 * i)) };
    case 'datetime':
      return { code: literal(`${addDays(DEMO_TODAY, -7 * i)}T09:00:00+09:00`) };
    case 'select':
      return { code: literal(field.choices![(i - 1) % field.choices!.length]) };
    case 'reference': {
      const rows = repo.demo[field.entity!]?.length ?? 0;
      return rows >= i ? { code: `nth(${i - 1})`, uses: 'nth' } : undefined;
    }
    case 'references': {
      const rows = Math.min(repo.demo[field.entity!]?.length ?? 0, i, field.max ?? Infinity);
      return rows > 0
        ? { code: `[${Array.from({ length: rows }, (_, n) => `nth(${n})`).join(', ')}]`, uses: 'nth' }
        : undefined;
    }
    case 'translations':
      return { code: `[{ language_code: 'en', name: ${literal(clip(`${label} ${i}`))} }]` };
    case 'richText':
      return { code: literal(`<p>${label} ${i}.</p>`) };
    case 'image':
    case 'file':
      return { code: `demoImage('article', ${i - 1})`, uses: 'demoImage' };
    case 'images': {
      const pictures = Array.from(
        { length: Math.min(2, field.max ?? 2) },
        (_, n) => `demoImage('home', ${2 * i - 2 + n})`,
      );
      return { code: `[${pictures.join(', ')}]`, uses: 'demoImage' };
    }
    case 'textList':
      return { code: literal(['sample', `sample${i}`]) };
  }
  return undefined;
}

function demoSource(
  request: EntityRequest,
  layout: Layout,
  repo: Repository,
  englishOne: string,
  englishMany: string,
  notes: string[],
): string {
  const uses = new Set<string>();
  const rows = [1, 2].map((i) => {
    const values = new Map<string, string>();
    for (const field of request.fields) {
      const value = demoValue(field, i, request, layout, repo, englishOne);
      if (!value) continue;
      if (value.uses) uses.add(value.uses);
      values.set(field.name, value.code);
    }
    return values;
  });
  // One row when a unique field has no second value of its own (a range of one number).
  const clash = request.fields.some(
    (f) => f.unique && rows[0].has(f.name) && rows[0].get(f.name) === rows[1].get(f.name),
  );
  const rowLines = (clash ? rows.slice(0, 1) : rows).map(
    (values) => `  { ${[...values].map(([name, code]) => `${name}: ${code}`).join(', ')} },`,
  );
  for (const field of request.fields.filter((f) => f.kind === 'reference' || f.kind === 'references')) {
    if ((repo.demo[field.entity!]?.length ?? 0) > 0) continue;
    notes.push(
      `${field.name}: ${field.entity} has no demo records, so the demo rows leave it empty${field.required ? ' and are refused (it is required): give them a value in ' + layout.demoFile : ''}.`,
    );
  }
  const lines = [
    `import type { ${layout.schemaIdent} as schema } from '../../schemas/${layout.folder}/${request.route}';`,
    `import type { DemoRow } from '../rows';`,
    ...(uses.has('nth') ? [`import { nth } from './demo';`] : []),
    ...(uses.has('demoImage') ? [`import { demoImage } from './images';`] : []),
    '',
    'type Row = DemoRow<typeof schema>;',
    '',
    `/** Sample ${englishMany.toLowerCase()}, created on the first start of an empty database. */`,
    `export const ${layout.rowsIdent}: Row[] = [`,
    ...rowLines,
    '];',
    '',
  ];
  return lines.join('\n');
}

/** Identifiers of a module's imports. */
const importedNames = (source: string): Set<string> =>
  new Set(
    [...source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((m) =>
      m[1]
        .split(',')
        .map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!
            .replace(/^type\s+/, ''),
        )
        .filter(Boolean),
    ),
  );

/** Each import line's path, by the identifier it brings. */
const importPaths = (source: string): Map<string, string> => {
  const paths = new Map<string, string>();
  for (const m of source.matchAll(/^import\s+\{([^}]*)\}\s+from\s+'([^']+)';$/gm))
    for (const part of m[1]
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean))
      paths.set(part.split(/\s+as\s+/).pop()!, m[2]);
  return paths;
};

function freeIdent(wanted: string, taken: ReadonlySet<string>, suffix: string): string {
  let ident = RESERVED_WORDS.has(wanted) || taken.has(wanted) ? `${wanted}${suffix}` : wanted;
  for (let n = 2; taken.has(ident); n++) ident = `${wanted}${suffix}${n}`;
  return ident;
}

/** Inserts `line` after line number `after` (0-based), or before the first line when -1. */
const insertLine = (lines: string[], after: number, line: string) => lines.splice(after + 1, 0, line);

/** The registry with the new schema: its import with its folder's, its line after its menu group's (or section's) last. */
function registryEdit(
  source: string,
  request: EntityRequest,
  layout: Layout,
  repo: Repository,
): { text: string; after?: EntitySchema } {
  const lines = source.split('\n');
  const start = lines.findIndex((l) => /^export const schemas\b.*= \[$/.test(l));
  const end = lines.findIndex((l, i) => i > start && l === '];');
  if (start < 0 || end < 0)
    throw new Refusal('schemas/index.ts: no `export const schemas … = [` … `];` to add the entity to');
  const entries: { line: number; ident: string }[] = [];
  for (let i = start + 1; i < end; i++) {
    const m = /^\s+([A-Za-z_$][\w$]*),$/.exec(lines[i]);
    if (m) entries.push({ line: i, ident: m[1] });
  }
  if (entries.length !== repo.schemas.length)
    throw new Refusal(
      `schemas/index.ts: its list has ${entries.length} plain lines, the registry ${repo.schemas.length} entities: add the entity by hand`,
    );
  const paths = importPaths(source);
  const folderOf = (ident: string) => /^\.\/([^/]+)\//.exec(paths.get(ident) ?? '')?.[1];
  const lastWhere = (pick: (s: EntitySchema, ident: string) => boolean) => {
    for (let i = entries.length - 1; i >= 0; i--) if (pick(repo.schemas[i], entries[i].ident)) return i;
    return -1;
  };
  const group = request.group === 'none' ? undefined : request.group;
  let at = -1;
  if (group) {
    if (request.section)
      at = lastWhere((s) => !!s.menu && s.menu.group === group && s.menu.section === request.section);
    if (at < 0) at = lastWhere((s) => !!s.menu && s.menu.group === group);
  } else {
    at = lastWhere((s, ident) => !s.menu && folderOf(ident) === layout.folder);
    if (at < 0) at = lastWhere((_, ident) => folderOf(ident) === layout.folder);
  }
  if (at < 0) at = entries.length - 1;
  insertLine(lines, entries[at].line, `  ${layout.schemaIdent},`);

  // The import, after the last one of its folder (or the last of all).
  const importLines = lines.flatMap((l, i) => (/^import .* from '\.\/[^']+';$/.test(l) ? [i] : []));
  const sameFolder = importLines.filter((i) => lines[i].includes(`from './${layout.folder}/`));
  const importAt = sameFolder.length ? sameFolder[sameFolder.length - 1] : importLines[importLines.length - 1];
  insertLine(lines, importAt, `import { ${layout.schemaIdent} } from './${layout.folder}/${request.route}';`);
  return { text: lines.join('\n'), after: repo.schemas[at] };
}

/** demo/data/index.ts with the new rows: two imports in their sorted places and a rowsOf line. */
function demoIndexEdit(source: string, request: EntityRequest, layout: Layout): string {
  const lines = source.split('\n');
  const sortedInsert = (pattern: RegExp, line: string, key: (l: string) => string) => {
    const found = lines.flatMap((l, i) => (pattern.test(l) ? [i] : []));
    if (!found.length) throw new Refusal(`demo/data/index.ts: no import like ${pattern} to put "${line}" next to`);
    const before = found.find((i) => key(lines[i]) > key(line));
    if (before === undefined) insertLine(lines, found[found.length - 1], line);
    else lines.splice(before, 0, line);
  };
  const pathOf = (l: string) => /from '([^']+)'/.exec(l)?.[1] ?? '';
  const schemaPath = `../../schemas/${layout.folder}/${request.route}`;
  sortedInsert(
    /^import \{[^}]*\} from '\.\.\/\.\.\/schemas\//,
    `import { ${layout.schemaIdent} } from '${schemaPath}';`,
    pathOf,
  );
  const rowsModule = `./${path.basename(layout.demoFile, '.ts')}`;
  sortedInsert(/^import \{[^}]*\} from '\.\/[^']+';$/, `import { ${layout.rowsIdent} } from '${rowsModule}';`, pathOf);

  const start = lines.findIndex((l) => /^export const DEMO_DATA\b.*\(\[$/.test(l));
  const end = lines.findIndex((l, i) => i > start && l === ']);');
  if (start < 0 || end < 0)
    throw new Refusal('demo/data/index.ts: no `export const DEMO_DATA … ([` … `]);` to add the rows to');
  const paths = importPaths(lines.join('\n'));
  let at = end - 1;
  for (let i = end - 1; i > start; i--) {
    const ident = /^\s+rowsOf\(([\w$]+),/.exec(lines[i])?.[1];
    if (ident && paths.get(ident)?.startsWith(`../../schemas/${layout.folder}/`)) {
      at = i;
      break;
    }
  }
  insertLine(lines, at, `  rowsOf(${layout.schemaIdent}, ${layout.rowsIdent}),`);
  return lines.join('\n');
}

type Tree = Record<string, unknown>;

/** A language's labels of the entity: English's, with the name in the language's plural forms. */
function labelsFor(code: string, english: Tree, one: string, many: string): Tree {
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const names = Object.fromEntries(categories.map((c) => [`name_${c}`, c === 'one' ? one : many]));
  const { name_one: _one, name_other: _other, ...rest } = english;
  return { ...names, ...rest };
}

/** The language file with `resources.<name>` after the resource of `after` (or last). */
function i18nEdit(source: string, name: string, labels: Tree, after: string | undefined, file: string): string {
  const messages = JSON.parse(source) as Tree;
  const resources = messages.resources as Tree | undefined;
  if (!resources || typeof resources !== 'object') throw new Refusal(`${file}: no "resources" section`);
  const entries = Object.entries(resources);
  const at = after === undefined ? -1 : entries.findIndex(([key]) => key === after);
  entries.splice(at < 0 ? entries.length : at + 1, 0, [name, labels]);
  messages.resources = Object.fromEntries(entries);
  return `${JSON.stringify(messages, null, 2)}\n`;
}

/** Every file's new text, after every check: a Refusal lists what is wrong and nothing is written. */
export async function planEntity(request: EntityRequest, repo: Repository = repository()): Promise<Plan> {
  const problems: string[] = [];
  const note = (problem: string | undefined) => problem && problems.push(problem);
  note(checks.name(request.name, repo));
  note(checks.route(request.route, repo));
  note(checks.permission(request.permission));
  note(checks.group(request.group));
  if (!checks.group(request.group) && request.group !== 'none')
    note(checks.section(request.section, request.group, repo));
  if (request.group === 'none' && request.section) problems.push('an entity without a menu entry has no section');
  note(checks.icon(request.icon));
  const folder = request.folder ?? (request.group === 'none' ? undefined : request.group);
  if (folder === undefined) problems.push('an entity without a menu entry needs --folder (a folder of schemas/)');
  else note(checks.folder(folder, repo));
  problems.push(...checks.fields(request.fields, request.name, repo));
  if (problems.length) throw new Refusal(problems.join('\n'));

  const englishOne = request.labelOne ?? humanize(request.route);
  const englishMany = request.labelOther ?? humanize(request.name);
  const title = titleField(request.fields);
  const indexSource = repo.read('schemas/index.ts');
  const demoIndexSource = repo.read('demo/data/index.ts');
  const taken = new Set([
    ...importedNames(indexSource),
    ...importedNames(demoIndexSource),
    ...Object.values(FIELD_KINDS).map((k) => k.builder),
    'defineEntity',
    'schema',
    'nth',
    'demoImage',
    'rowsOf',
    'DEMO_DATA',
  ]);
  const schemaIdent = freeIdent(camel(request.route), taken, 'Entity');
  const rowsIdent = freeIdent(camel(request.name), new Set([...taken, schemaIdent]), 'Rows');
  const layout: Layout = {
    schemaIdent,
    rowsIdent,
    folder: folder!,
    schemaFile: `schemas/${folder}/${request.route}.ts`,
    demoFile: `demo/data/${request.name.replace(/_/g, '-')}.ts`,
    title,
  };
  for (const file of [layout.schemaFile, layout.demoFile])
    if (repo.exists(file)) problems.push(`${file} exists already`);
  let schema: EntitySchema;
  try {
    schema = buildSchema(request, title);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length) throw new Refusal(problems.join('\n'));

  const notes: string[] = [];
  if (FIELD_KINDS[request.fields.find((f) => f.name === title)!.kind].title === undefined)
    notes.push(
      `No text or translated name to title a record by: recordTitle is ${title}; change it in ${layout.schemaFile} if another field says better which record it is.`,
    );
  const registryChange = registryEdit(indexSource, request, layout, repo);
  const english: Tree = {
    name_one: englishOne,
    name_other: englishMany,
    fields: Object.fromEntries(request.fields.map((f) => [f.name, fieldLabel(f.name)])),
  };
  const choices = request.fields.filter((f) => f.choices);
  if (choices.length)
    english.choices = Object.fromEntries(
      choices.map((f) => [f.name, Object.fromEntries(f.choices!.map((c) => [c, humanize(c)]))]),
    );
  const files = new Map<string, string>();
  files.set(layout.schemaFile, schemaSource(request, layout, englishMany));
  files.set('schemas/index.ts', registryChange.text);
  files.set(layout.demoFile, demoSource(request, layout, repo, englishOne, englishMany, notes));
  files.set('demo/data/index.ts', demoIndexEdit(demoIndexSource, request, layout));
  for (const code of [DEFAULT_LOCALE, ...LOCALE_CODES.filter((c) => c !== DEFAULT_LOCALE)]) {
    const file = `i18n/${code}.json`;
    files.set(
      file,
      i18nEdit(
        repo.read(file),
        request.name,
        labelsFor(code, english, englishOne, englishMany),
        registryChange.after?.name,
        file,
      ),
    );
  }
  for (const [file, text] of files) {
    if (!file.endsWith('.ts')) continue;
    const config = (await resolveConfig(path.join(repo.root, file))) ?? {};
    files.set(file, await format(text, { ...config, filepath: path.join(repo.root, file) }));
  }
  return { files, created: [layout.schemaFile, layout.demoFile], notes, schema: schema! };
}

/**
 * Writes every file of the plan: each to a temporary file first, then each in its place; if one cannot be
 * put in place, those already put back are restored, so the repository has all of the plan or none of it.
 */
export function writePlan(plan: Plan, root = ROOT): void {
  const entries = [...plan.files].map(([file, text]) => {
    const target = path.join(root, file);
    return {
      file,
      target,
      temp: `${target}.new-entity-${process.pid}`,
      text,
      before: existsSync(target) ? readFileSync(target, 'utf8') : undefined,
    };
  });
  try {
    for (const e of entries) writeFileSync(e.temp, e.text);
  } catch (error) {
    for (const e of entries) rmSync(e.temp, { force: true });
    throw error;
  }
  const done: typeof entries = [];
  try {
    for (const e of entries) {
      renameSync(e.temp, e.target);
      done.push(e);
    }
  } catch (error) {
    for (const e of done) {
      if (e.before === undefined) rmSync(e.target, { force: true });
      else writeFileSync(e.target, e.before);
    }
    for (const e of entries) rmSync(e.temp, { force: true });
    throw error;
  }
}

// ---------------------------------------------------------------------------
// The command: flags, then questions for what they do not give.

const USAGE = `npm run new:entity -- [flags]   (asks for what the flags do not give)

  --name <entities>        the entity's name, plural snake_case (REST path, table, i18n key): stations
  --route <entity>         its page address, singular kebab-case: station
  --permission <TYPE>      the function type whose privileges grant access: ${FUNCTION_TYPES.join(', ')}
  --group <group>          its menu group: ${MENU_GROUPS.join(', ')}, or none (no menu entry)
  --section <section>      its section, in a group that has sections: ${MENU_SECTIONS.join(', ')}
  --field <spec>           a field, once per field, in order: ${FIELD_SYNTAX}
                           kinds: ${Object.keys(FIELD_KINDS).join(', ')}
  --icon <name>            a menu icon of src/layout/icons.ts (optional)
  --folder <folder>        the folder of schemas/ (default: the group's; needed without a menu)
  --label-one <text>       its English name for one record (default from the route: Station)
  --label-other <text>     its English name for several (default from the name: Stations)
  --dry-run                check and print what it would write, write nothing
  --help                   this text`;

const OPTIONS = {
  name: { type: 'string' },
  route: { type: 'string' },
  permission: { type: 'string' },
  group: { type: 'string' },
  section: { type: 'string' },
  field: { type: 'string', multiple: true },
  icon: { type: 'string' },
  folder: { type: 'string' },
  'label-one': { type: 'string' },
  'label-other': { type: 'string' },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

/** A route from a plural name: stations → station, home_categories → home-category. */
const singular = (name: string) =>
  name
    .replace(/ies$/, 'y')
    .replace(/(ss|[^s])es$/, (_, stem: string) => (/(s|x|z|ch|sh)$/.test(stem) ? stem : `${stem}e`))
    .replace(/([^s])s$/, '$1')
    .replace(/_/g, '-');

interface Asker {
  /** The answer, checked: asked again while `check` finds it wrong. */
  ask(question: string, check: (answer: string) => string | undefined, fallback?: string): Promise<string>;
  close(): void;
}

/** Questions on the terminal, or answers piped in one a line (each line read in turn). */
function asker(): Asker {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question, check, fallback) {
      for (;;) {
        process.stdout.write(`${question}${fallback ? ` [${fallback}]` : ''}: `);
        const next = await lines.next();
        if (next.done) throw new Refusal(`no answer to "${question}"`);
        const answer = next.value.trim() || fallback || '';
        const problem = check(answer);
        if (!problem) return answer;
        console.log(`  ${problem}`);
      }
    },
    close: () => rl.close(),
  };
}

/** The request from flags and answers; flags are checked before anything is asked. */
export async function requestFrom(
  argv: readonly string[],
  repo: Repository,
  ask: () => Asker,
): Promise<EntityRequest | 'help'> {
  const { values } = parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false });
  if (values.help) return 'help';
  const upper = (v: string | undefined) => v?.toUpperCase();
  const given = {
    name: values.name,
    route: values.route,
    permission: upper(values.permission),
    group: values.group,
    section: values.section,
  };
  const problems: string[] = [];
  const fields: FieldSpec[] = [];
  for (const spec of values.field ?? []) {
    try {
      fields.push(parseField(spec));
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const flag = (value: string | undefined, check: (v: string) => string | undefined) => {
    const problem = value === undefined ? undefined : check(value);
    if (problem) problems.push(problem);
  };
  flag(given.name, (v) => checks.name(v, repo));
  flag(given.route, (v) => checks.route(v, repo));
  flag(given.permission, checks.permission);
  flag(given.group, checks.group);
  flag(values.icon, checks.icon);
  flag(values.folder, (v) => checks.folder(v, repo));
  if (given.group && !checks.group(given.group) && given.group !== 'none' && given.section !== undefined)
    flag(given.section, (v) => checks.section(v, given.group!, repo));
  if (problems.length) throw new Refusal(problems.join('\n'));

  const missing =
    !given.name ||
    !given.route ||
    !given.permission ||
    !given.group ||
    (given.group !== 'none' && given.section === undefined && groupsWithSections(repo).has(given.group)) ||
    (given.group === 'none' && !values.folder) ||
    !fields.length;
  let questions: Asker | undefined;
  try {
    if (missing) {
      questions = ask();
      const q = questions;
      given.name ??= await q.ask('Entity name (plural snake_case, e.g. stations)', (v) => checks.name(v, repo));
      given.route ??= await q.ask('Route (singular kebab-case)', (v) => checks.route(v, repo), singular(given.name));
      given.permission ??= upper(
        await q.ask(`Permission (${FUNCTION_TYPES.join(', ')})`, (v) => checks.permission(v.toUpperCase()), 'MASTER'),
      );
      given.group ??= await q.ask(`Menu group (${MENU_GROUPS.join(', ')}, or none)`, checks.group, 'masters');
      if (given.group !== 'none' && given.section === undefined && groupsWithSections(repo).has(given.group))
        given.section = await q.ask(`Menu section (${MENU_SECTIONS.join(', ')})`, (v) =>
          checks.section(v, given.group!, repo),
        );
      if (given.group === 'none' && !values.folder)
        values.folder = await q.ask(`Folder of schemas/ (${repo.folders().join(', ')})`, (v) => checks.folder(v, repo));
      if (!fields.length) {
        console.log(`Fields, one a line, in order (${FIELD_SYNTAX}); an empty line ends them.`);
        for (;;) {
          let parsed: FieldSpec | undefined;
          const answer = await q.ask(`Field ${fields.length + 1}`, (v) => {
            if (v === '') return fields.length ? undefined : 'an entity needs at least one field';
            try {
              parsed = parseField(v);
            } catch (error) {
              return (error as Error).message;
            }
            return checks.fields([...fields, parsed], given.name!, repo)[0];
          });
          if (answer === '') break;
          fields.push(parsed!);
        }
      }
    }
  } finally {
    questions?.close();
  }
  return {
    name: given.name!,
    route: given.route!,
    permission: given.permission!,
    group: given.group!,
    section: given.section,
    icon: values.icon,
    folder: values.folder,
    fields,
    labelOne: values['label-one'],
    labelOther: values['label-other'],
  };
}

export async function main(argv: readonly string[], repo: Repository = repository()): Promise<number> {
  try {
    const request = await requestFrom(argv, repo, asker);
    if (request === 'help') {
      console.log(USAGE);
      return 0;
    }
    const plan = await planEntity(request, repo);
    if (argv.includes('--dry-run')) {
      for (const [file, text] of plan.files)
        if (plan.created.includes(file)) console.log(`--- ${file} (new)\n${text}`);
        else console.log(`--- ${file} (changed)`);
      for (const n of plan.notes) console.log(`Note: ${n}`);
      console.log('Nothing written (--dry-run).');
      return 0;
    }
    writePlan(plan, repo.root);
    const translated = LOCALE_CODES.filter((c) => c !== DEFAULT_LOCALE);
    console.log(
      [
        `Added the entity ${request.name} (/${request.route}):`,
        ...[...plan.files.keys()].map((file) => `  ${plan.created.includes(file) ? 'new    ' : 'changed'} ${file}`),
        ...plan.notes.map((n) => `Note: ${n}`),
        'Next:',
        `  - Translate resources.${request.name} in ${translated.map((c) => `i18n/${c}.json`).join(' and ')}: they hold the English labels for now, and npm run i18n:check lists them as "same text as English".`,
        `  - Read ${plan.created[0]} (list columns, filters, limits, recordTitle) and ${plan.created[1]} (the demo rows).`,
        '  - npm run api:types (its calls join the API document), then npm run typecheck && npm run lint && npm run i18n:check',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    const parseError = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    if (error instanceof Refusal || parseError) {
      console.error(`new-entity: nothing written.\n${(error as Error).message}${parseError ? `\n\n${USAGE}` : ''}`);
      return 1;
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
