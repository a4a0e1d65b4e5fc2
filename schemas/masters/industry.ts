import { defineEntity, reference } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

/**
 * Industries (master) in two levels: general industries (e.g. Manufacturing)
 * and the specific industries under them (e.g. Automotive). Companies and jobs
 * pick a specific industry; search can widen to its general one.
 */
export const industry = defineEntity({
  name: 'industries',
  route: 'industries',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'jobs', icon: 'factory' },
  fields: {
    names: displayNames(),
    /** The general industry this one belongs to; empty for a general industry. */
    parent_id: reference('industries'),
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
