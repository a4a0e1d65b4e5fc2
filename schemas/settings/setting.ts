import type { Field, Issue } from '../../src/engine/kinds';
import { LOCALE_CODES } from '../../src/engine/locales';
import { boolean, date, defineEntity, email, longText, number, select, text, url, type RecordValidator } from '../../src/engine/schema';
import { validateField } from '../../src/engine/validation';
import { displayNames } from '../fields';

/** The field kind a value type reads as: the same rules as a field of that kind. */
const VALUE_KINDS: Record<string, Field> = {
  text: text(), number: number(), boolean: boolean(), email: email(), url: url(), language: select(LOCALE_CODES),
  // A calendar day, YYYY-MM-DD.
  date: date(),
};

/** A setting's value must read as its value type; an empty value is allowed. */
const valueMatchesType: RecordValidator = (record): Record<string, Issue> => {
  const kind = VALUE_KINDS[String(record.value_type)];
  const issue = kind && typeof record.value === 'string' ? validateField(kind, record.value.trim()) : null;
  return issue ? { value: issue } : {};
};

/**
 * System settings operators can change (site name, support email, default
 * fees, upload limits, maintenance mode...). The set of keys is fixed: records
 * come from the seed, so the back office only lists and edits their values.
 */
export const setting = defineEntity({
  name: 'system_settings',
  path: 'admin/settings',
  route: 'setting',
  permission: 'SETTING_MODERATOR',
  menu: { group: 'settings', icon: 'settings' },
  fields: {
    /** The name the code reads the setting by, e.g. site.support_email; written by the seed only. */
    key: text({ required: true, unique: true, readOnly: true, max: 100, pattern: { regex: '^[a-z][a-z0-9_.]*$', message: 'validation.patterns.settingKey' }, helperText: 'resources.system_settings.hints.key' }),
    /** The label shown in the list. */
    names: displayNames(),
    /** How the value is read: the value must match it (e.g. a number, true/false). */
    value_type: select(['text', 'number', 'boolean', 'email', 'url', 'language', 'date'] as const, { required: true, readOnly: true }),
    /** The value as text, whatever its type (numbers as digits, booleans as true/false, languages as en/ja/vi, dates as YYYY-MM-DD). */
    value: text({ max: 2000, helperText: 'resources.system_settings.hints.value', typedBy: 'value_type' }),
    /** What the setting changes, for operators. */
    description: longText({ max: 500 }),
  },
  recordTitle: 'names',
  views: { create: false, show: false },
  deletable: false,
  validate: valueMatchesType,
  // On a phone: each setting's name over its value, what an operator looks for (the key is the code's).
  list: { columns: ['key', 'names', 'value', 'updated_at'], sort: 'key', filters: ['value_type'], secondary: 'value' },
});
