import { defineEntity, reference } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

/**
 * Occupations (master) in two levels: general fields of work (e.g. IT and
 * engineering) and the specific occupations under them (e.g. software
 * engineer). Jobs and candidates pick a specific occupation.
 */
export const occupation = defineEntity({
  name: 'occupations',
  route: 'occupations',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'jobs', icon: 'work' },
  fields: {
    names: displayNames(),
    /** The general occupation this one belongs to; empty for a general occupation. */
    parent_id: reference('occupations'),
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'names',
  hierarchy: { parent: 'parent_id' },
  lookup: true,
  list: {
    columns: ['id', 'names', 'parent_id', 'sort_order', 'active', 'created_at'],
    sort: 'sort_order',
    filters: ['parent_id', 'active'],
  },
});
