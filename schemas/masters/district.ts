import { defineEntity, reference, text } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

/** Districts (master): wards and districts of a city (Shinjuku, Ba Đình, District 1…), used in addresses of homes and workplaces. */
export const district = defineEntity({
  name: 'districts',
  route: 'districts',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'geography', icon: 'signpost' },
  fields: {
    names: displayNames(),
    city_id: reference('cities', { required: true }),
    /** The district's general postal code, digits with an optional dash (e.g. 160-0000). */
    postal_code: text({
      max: 10,
      pattern: { regex: '^[0-9]+(-[0-9]+)?$', message: 'validation.patterns.postalCode' },
      helperText: 'resources.districts.hints.postal_code',
    }),
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'names',
  lookup: true,
  list: {
    columns: ['id', 'names', 'city_id', 'postal_code', 'sort_order', 'active', 'created_at'],
    sort: 'sort_order',
    filters: ['city_id', 'active'],
  },
});
