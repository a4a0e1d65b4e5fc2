import { defineEntity, reference } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

/** Cities (master), each in a country. */
export const city = defineEntity({
  name: 'cities',
  route: 'city',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'geography', icon: 'location_city', key: 'y' },
  fields: {
    names: displayNames(),
    country_id: reference('countries', { required: true }),
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'names',
  lookup: true,
  // Loaded right after login (spec section 4).
  preload: true,
  list: {
    columns: ['id', 'names', 'country_id', 'sort_order', 'active', 'created_at'],
    sort: 'sort_order',
    filters: ['country_id', 'active'],
  },
});
