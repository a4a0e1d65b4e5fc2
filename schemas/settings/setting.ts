import { defineEntity, longText, select, text, translations, type RecordValidator } from '../../src/engine/schema';
import type { Issue } from '../../src/engine/kinds';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEB_ADDRESS = /^https?:\/\/\S+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** The issue of a value that does not read as its value type, if any. */
function valueIssue(type: unknown, value: string): Issue | null {
  switch (type) {
    case 'number':
      return NUMBER.test(value) && Number.isFinite(Number(value)) ? null : { message: 'validation.settingNumber' };
    case 'boolean':
      return value === 'true' || value === 'false' ? null : { message: 'validation.settingBoolean' };
    case 'email':
      return EMAIL.test(value) ? null : { message: 'ra.validation.email' };
    case 'url':
      return WEB_ADDRESS.test(value) ? null : { message: 'validation.url' };
    default:
      return null;
  }
}

/** A setting's value must read as its value type; an empty value is allowed. */
const valueMatchesType: RecordValidator = (record) => {
  const issues: Record<string, Issue> = {};
  const value = typeof record.value === 'string' ? record.value.trim() : record.value;
  if (value === null || value === undefined || value === '') return issues;
  const issue = valueIssue(record.value_type, String(value));
  if (issue) issues.value = issue;
  return issues;
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
    key: text({ required: true, unique: true, readOnly: true, max: 100, pattern: '^[a-z][a-z0-9_.]*$', helperText: 'resources.system_settings.hints.key' }),
    /** The label shown in the list. */
    names: translations({ required: true, max: 100 }),
    /** How the value is read: the value must match it (e.g. a number, true/false). */
    value_type: select(['text', 'number', 'boolean', 'email', 'url'] as const, { required: true, readOnly: true }),
    /** The value as text, whatever its type (numbers as digits, booleans as true/false). */
    value: text({ max: 2000, helperText: 'resources.system_settings.hints.value' }),
    /** What the setting changes, for operators. */
    description: longText({ max: 500 }),
  },
  recordTitle: 'names',
  views: { create: false, show: false },
  deletable: false,
  validate: valueMatchesType,
  list: { columns: ['key', 'names', 'value', 'updated_at'], sort: 'key', filters: ['value_type'] },
});
