import { defineEntity } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

/**
 * Who a rental is for (master): the kinds of tenants a rent listing accepts
 * or welcomes, e.g. students, families, foreigners, tenants with pets.
 */
export const rentalObject = defineEntity({
  name: 'rental_objects',
  route: 'rental-object',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'housing', icon: 'groups' },
  fields: {
    names: displayNames(),
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'names',
  lookup: true,
  list: { columns: ['id', 'names', 'sort_order', 'active', 'created_at'], sort: 'sort_order', filters: ['active'] },
});
