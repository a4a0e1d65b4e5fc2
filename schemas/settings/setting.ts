import type { Field, Issue } from '../../src/engine/kinds';
import {
  boolean,
  date,
  defineEntity,
  email,
  integer,
  language,
  longText,
  number,
  select,
  text,
  url,
  type RecordValidator,
} from '../../src/engine/schema';
import { validateField } from '../../src/engine/validation';
import { displayNames } from '../fields';

const VALUE_TYPES = ['text', 'number', 'integer', 'boolean', 'email', 'url', 'language', 'date', 'timezone'] as const;
/** How a setting's value is read; the server's default settings name theirs by it. */
export type SettingValueType = (typeof VALUE_TYPES)[number];

/** The field kind a value type reads as: the same rules as a field of that kind. */
const VALUE_KINDS: Record<SettingValueType, Field> = {
  text: text(),
  number: number(),
  integer: integer(),
  boolean: boolean(),
  email: email(),
  url: url(),
  language: language(),
  // A calendar day, YYYY-MM-DD.
  date: date(),
  // A time zone's name, checked below.
  timezone: text({ max: 100 }),
};

/** Whether a name is a time zone this runtime knows (IANA names such as Asia/Tokyo, and UTC). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const bound = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * A setting's value must read as its value type, and a number lie within the setting's bounds where
 * it has them (a tax rate of 0–100 %, an upload limit of at least 1 MB); an empty value is allowed.
 */
const valueMatchesType: RecordValidator = (record): Record<string, Issue> => {
  const type = String(record.value_type);
  if (!Object.hasOwn(VALUE_KINDS, type) || typeof record.value !== 'string') return {};
  const kind = VALUE_KINDS[type as keyof typeof VALUE_KINDS];
  const bounded =
    kind.kind === 'number' ? { ...kind, min: bound(record.min_value), max: bound(record.max_value) } : kind;
  const value = record.value.trim();
  const issue =
    validateField(bounded, value) ??
    (type === 'timezone' && value !== '' && !isTimeZone(value) ? { message: 'validation.timeZone' } : null);
  return issue ? { value: issue } : {};
};

/**
 * System settings operators can change (site name, support email, default
 * fees, upload limits, maintenance mode...). The set of keys is fixed: records
 * come from its fixed rows (./system-settings.rows.ts), so the back
 * office only lists and edits their values.
 */
export const setting = defineEntity({
  name: 'system_settings',
  path: 'admin/settings',
  route: 'setting',
  permission: 'SETTING_MODERATOR',
  menu: { group: 'settings', icon: 'settings' },
  fields: {
    /** The name the code reads the setting by, e.g. site.support_email; written from its fixed rows only (./system-settings.rows.ts). */
    key: text({
      required: true,
      unique: true,
      readOnly: true,
      max: 100,
      pattern: { regex: '^[a-z][a-z0-9_.]*$', message: 'validation.patterns.settingKey' },
      helperText: 'resources.system_settings.hints.key',
    }),
    /** The label shown in the list. */
    names: displayNames(),
    /** How the value is read: the value must match it (e.g. a number, true/false). */
    value_type: select(VALUE_TYPES, { required: true, readOnly: true }),
    /** The value as text, whatever its type (numbers as digits, booleans as true/false, languages as en/ja/vi, dates as YYYY-MM-DD). */
    value: text({ max: 2000, helperText: 'resources.system_settings.hints.value', typedBy: 'value_type' }),
    /** The least a number may be; from the server's defaults only, empty for no bound. */
    min_value: number({ readOnly: true }),
    /** The most a number may be; from the server's defaults only, empty for no bound. */
    max_value: number({ readOnly: true }),
    /** What the setting changes, for operators. */
    description: longText({ max: 500 }),
  },
  recordTitle: 'names',
  views: { create: false, show: false },
  deletable: false,
  validate: valueMatchesType,
  fixedRows: { key: 'key', rows: () => import('./system-settings.rows').then((m) => m.SYSTEM_SETTINGS) },
  // On a phone: each setting's name over its value, what an operator looks for (the key is the code's).
  list: { columns: ['key', 'names', 'value', 'updated_at'], sort: 'key', filters: ['value_type'], secondary: 'value' },
});
