import { defineEntity, select } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

/** Majors (master): fields of study of a candidate's degree (Computer science, Japanese language…). */
export const major = defineEntity({
  name: 'majors',
  route: 'majors',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'jobs', icon: 'menu_book' },
  fields: {
    names: displayNames(),
    /** The broad area of study the major belongs to, grouping majors in pickers and filters. */
    field: select(
      [
        'engineering',
        'science',
        'business',
        'humanities',
        'social_sciences',
        'health',
        'arts',
        'education',
        'agriculture',
        'other',
      ] as const,
      { required: true },
    ),
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'names',
  lookup: true,
  list: {
    columns: ['id', 'names', 'field', 'sort_order', 'active', 'created_at'],
    sort: 'sort_order',
    filters: ['field', 'active'],
  },
});
