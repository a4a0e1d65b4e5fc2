import { boolean, defineEntity, integer, text, translations } from '../../src/engine/schema';

/**
 * Which way a home or its balcony faces (master): the 16 compass points and
 * the two-side orientations of corner and through units.
 */
export const homeDirection = defineEntity({
  name: 'home_directions',
  path: 'homes/directions',
  route: 'home-direction',
  permission: 'MASTER',
  menu: { group: 'masters', icon: 'explore' },
  fields: {
    /** Compass abbreviation, e.g. N, NNE, SE; two sides joined by '+', e.g. S+E. */
    code: text({ required: true, unique: true, pattern: '^[A-Z]{1,3}(\\+[A-Z]{1,3})?$', helperText: 'resources.home_directions.hints.code' }),
    names: translations({ required: true, max: 100 }),
    /** Position in pickers shown to end users; lower comes first. */
    sort_order: integer({ min: 0, max: 9999 }),
    active: boolean({ default: true }),
  },
  recordTitle: 'names',
  lookup: true,
  list: { columns: ['id', 'code', 'names', 'sort_order', 'active', 'created_at'], sort: 'sort_order', filters: ['code', 'active'] },
});
