import { boolean, defineEntity, integer, reference, translations } from '../../src/engine/schema';

/**
 * Industries (master) in two levels: general industries (e.g. Manufacturing)
 * and the specific industries under them (e.g. Automotive). Companies and jobs
 * pick a specific industry; search can widen to its general one.
 */
export const industry = defineEntity({
  name: 'industries',
  route: 'industries',
  permission: 'MASTER',
  menu: { group: 'masters', icon: 'factory' },
  fields: {
    names: translations({ required: true, max: 100 }),
    /** The general industry this one belongs to; empty for a general industry. */
    parent_id: reference('industries'),
    /** Position in pickers shown to end users; lower comes first. */
    sort_order: integer({ min: 0, max: 9999 }),
    active: boolean({ default: true }),
  },
  recordTitle: 'names',
  hierarchy: { parent: 'parent_id' },
  lookup: true,
  list: { columns: ['id', 'names', 'parent_id', 'sort_order', 'active', 'created_at'], sort: 'sort_order', filters: ['parent_id', 'active'] },
});
