import { defineEntity, text } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

/**
 * Languages (master) that candidates speak and supporters translate. Other
 * records keep the ISO code, so a language is deactivated, never deleted.
 */
export const language = defineEntity({
  name: 'languages',
  route: 'languages',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'system', icon: 'translate' },
  fields: {
    /** ISO 639-1 code, e.g. ja. */
    code: text({
      required: true,
      unique: true,
      pattern: { regex: '^[a-z]{2}$', message: 'validation.patterns.languageCode' },
      helperText: 'resources.languages.hints.code',
    }),
    /** The language's name in each interface language (Japanese, 日本語, Tiếng Nhật). */
    names: displayNames(),
    /** The name speakers use for their own language, e.g. 日本語, Tiếng Việt. */
    native_name: text({ max: 100 }),
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'names',
  lookup: true,
  // Loaded right after login (spec section 4).
  preload: true,
  deletable: false,
  list: {
    columns: ['id', 'code', 'names', 'native_name', 'sort_order', 'active'],
    sort: 'sort_order',
    filters: ['code', 'active'],
  },
});
