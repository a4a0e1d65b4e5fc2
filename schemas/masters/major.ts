import { boolean, defineEntity, integer, select, translations } from '../../src/engine/schema';

/** Majors (master): fields of study of a candidate's degree (Computer science, Japanese language…). */
export const major = defineEntity({
  name: 'majors',
  route: 'majors',
  permission: 'MASTER',
  menu: { group: 'masters', icon: 'menu_book' },
  fields: {
    names: translations({ required: true, max: 100 }),
    /** The broad area of study the major belongs to, grouping majors in pickers and filters. */
    field: select(['engineering', 'science', 'business', 'humanities', 'social_sciences', 'health', 'arts', 'education', 'agriculture', 'other'] as const, { required: true }),
    /** Position in pickers shown to end users; lower comes first. */
    sort_order: integer({ min: 0, max: 9999 }),
    active: boolean({ default: true }),
  },
  recordTitle: 'names',
  lookup: true,
  list: { columns: ['id', 'names', 'field', 'sort_order', 'active', 'created_at'], sort: 'sort_order', filters: ['field', 'active'] },
});
