import { defineEntity, reference, text } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

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
  menu: { group: 'masters', section: 'geography', icon: 'map' },
  fields: {
    names: displayNames(),
    country_id: reference('countries', { required: true }),
    /** Short stable code: the country's ISO code, a dash and a name, e.g. JP-KANTO. */
    code: text({
      unique: true,
      max: 20,
      pattern: { regex: '^[A-Z]{2}-[A-Z0-9]+$', message: 'validation.patterns.regionCode' },
      helperText: 'resources.regions.hints.code',
    }),
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'names',
  lookup: true,
  list: {
    columns: ['id', 'names', 'country_id', 'code', 'sort_order', 'active', 'created_at'],
    sort: 'sort_order',
    filters: ['country_id', 'active'],
  },
});
