import { boolean, defineEntity, integer, reference, text, translations } from '../../src/engine/schema';

/** Districts (master): wards and districts of a city (Shinjuku, Ba Đình, District 1…), used in addresses of homes and workplaces. */
export const district = defineEntity({
  name: 'districts',
  route: 'districts',
  permission: 'MASTER',
  menu: { group: 'masters', icon: 'signpost' },
  fields: {
    names: translations({ required: true, max: 100 }),
    city_id: reference('cities', { required: true }),
    /** The district's general postal code, digits with an optional dash (e.g. 160-0000). */
    postal_code: text({ max: 10, pattern: '^[0-9]+(-[0-9]+)?$', helperText: 'resources.districts.hints.postal_code' }),
    /** Position in pickers shown to end users; lower comes first. */
    sort_order: integer({ min: 0, max: 9999 }),
    active: boolean({ default: true }),
  },
  recordTitle: 'names',
  lookup: true,
  list: { columns: ['id', 'names', 'city_id', 'postal_code', 'sort_order', 'active', 'created_at'], sort: 'sort_order', filters: ['city_id', 'active'] },
});
