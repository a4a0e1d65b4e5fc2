import { boolean, defineEntity, integer, reference, translations } from '../../src/engine/schema';

/** Cities (master), each in a country. */
export const city = defineEntity({
  name: 'cities',
  route: 'city',
  permission: 'MASTER',
  menu: { group: 'masters', icon: 'location_city' },
  fields: {
    names: translations({ required: true, max: 100 }),
    country_id: reference('countries', { required: true }),
    /** Position in pickers shown to end users; lower comes first. */
    sort_order: integer({ min: 0, max: 9999 }),
    active: boolean({ default: true }),
  },
  recordTitle: 'names',
  lookup: true,
  // Loaded right after login (spec section 4).
  preload: true,
  list: { columns: ['id', 'names', 'country_id', 'sort_order', 'active', 'created_at'], sort: '-created_at', filters: ['country_id', 'active'] },
});
