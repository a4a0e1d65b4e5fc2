import { boolean, defineEntity, integer, translations } from '../../src/engine/schema';

/**
 * Who a rental is for (master): the kinds of tenants a rent listing accepts
 * or welcomes, e.g. students, families, foreigners, tenants with pets.
 */
export const rentalObject = defineEntity({
  name: 'rental_objects',
  route: 'rental-object',
  permission: 'MASTER',
  menu: { group: 'masters', icon: 'groups' },
  fields: {
    names: translations({ required: true, max: 100 }),
    /** Position in pickers shown to end users; lower comes first. */
    sort_order: integer({ min: 0, max: 9999 }),
    active: boolean({ default: true }),
  },
  recordTitle: 'names',
  lookup: true,
  list: { columns: ['id', 'names', 'sort_order', 'active', 'created_at'], sort: 'sort_order', filters: ['active'] },
});
