import { defineEntity, text } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

/**
 * Which way a home or its balcony faces (master): the 16 compass points and
 * the two-side orientations of corner and through units.
 */
export const homeDirection = defineEntity({
  name: 'home_directions',
  path: 'homes/directions',
  route: 'home-direction',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'housing', icon: 'explore' },
  fields: {
    /** Compass abbreviation, e.g. N, NNE, SE; two sides joined by '+', e.g. S+E. */
    code: text({
      required: true,
      unique: true,
      pattern: { regex: '^[A-Z]{1,3}(\\+[A-Z]{1,3})?$', message: 'validation.patterns.direction' },
      helperText: 'resources.home_directions.hints.code',
    }),
    names: displayNames(),
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'names',
  lookup: true,
  list: {
    columns: ['id', 'code', 'names', 'sort_order', 'active', 'created_at'],
    sort: 'sort_order',
    filters: ['code', 'active'],
  },
});
