import { boolean, defineEntity, integer, reference, translations } from '../../src/engine/schema';

/**
 * Occupations (master) in two levels: general fields of work (e.g. IT and
 * engineering) and the specific occupations under them (e.g. software
 * engineer). Jobs and candidates pick a specific occupation.
 */
export const occupation = defineEntity({
  name: 'occupations',
  route: 'occupations',
  permission: 'MASTER',
  menu: { group: 'masters', icon: 'work' },
  fields: {
    names: translations({ required: true, max: 100 }),
    /** The general occupation this one belongs to; empty for a general occupation. */
    parent_id: reference('occupations'),
    /** Position in pickers shown to end users; lower comes first. */
    sort_order: integer({ min: 0, max: 9999 }),
    active: boolean({ default: true }),
  },
  recordTitle: 'names',
  hierarchy: { parent: 'parent_id' },
  lookup: true,
  list: { columns: ['id', 'names', 'parent_id', 'sort_order', 'active', 'created_at'], sort: 'sort_order', filters: ['parent_id', 'active'] },
});
