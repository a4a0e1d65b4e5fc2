import { defineEntity, reference } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

/**
 * Cities where homes are offered for rent or sale (master). The housing side
 * keeps its own list, apart from the general cities master, so that it only
 * holds places with listings and can group them by region.
 */
export const homeCity = defineEntity({
  name: 'home_cities',
  path: 'homes/cities',
  route: 'cityHome',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'housing', icon: 'home_work' },
  fields: {
    names: displayNames(),
    /** The region of the country the city lies in (e.g. Kanto); used to group cities in search. */
    region_id: reference('regions'),
    country_id: reference('countries', { required: true }),
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'names',
  lookup: true,
  list: {
    columns: ['id', 'names', 'region_id', 'country_id', 'sort_order', 'active', 'created_at'],
    sort: 'sort_order',
    filters: ['country_id', 'region_id', 'active'],
  },
});
