import { boolean, defineEntity, integer, reference, text, translations } from '../../src/engine/schema';

/**
 * Regions of a country (master): areas larger than a city that jobs and homes
 * are searched by (Kanto, Kansai; Northern Vietnam, Red River Delta…). A
 * country may have broad regions and the economic regions inside them side by
 * side, since people search both ways.
 */
export const region = defineEntity({
  name: 'regions',
  route: 'region',
  permission: 'MASTER',
  menu: { group: 'masters', icon: 'map' },
  fields: {
    names: translations({ required: true, max: 100 }),
    country_id: reference('countries', { required: true }),
    /** Short stable code: the country's ISO code, a dash and a name, e.g. JP-KANTO. */
    code: text({ unique: true, max: 20, pattern: '^[A-Z]{2}-[A-Z0-9]+$', helperText: 'resources.regions.hints.code' }),
    /** Position in pickers shown to end users; lower comes first. */
    sort_order: integer({ min: 0, max: 9999 }),
    active: boolean({ default: true }),
  },
  recordTitle: 'names',
  lookup: true,
  list: { columns: ['id', 'names', 'country_id', 'code', 'sort_order', 'active', 'created_at'], sort: 'sort_order', filters: ['country_id', 'active'] },
});
