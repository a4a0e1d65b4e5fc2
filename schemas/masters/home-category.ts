import { boolean, defineEntity, integer, select, translations } from '../../src/engine/schema';

/**
 * Property types of home listings (master), e.g. Apartment, House, Land.
 * `usage` says which listings may use a type; GET homes/sale/categories lists
 * those open to sale listings.
 */
export const homeCategory = defineEntity({
  name: 'home_categories',
  path: 'homes/categories',
  route: 'categoryHome',
  permission: 'MASTER',
  menu: { group: 'masters', icon: 'apartment' },
  fields: {
    names: translations({ required: true, max: 100 }),
    /** Listings that may use this type: rent listings, sale listings or both. */
    usage: select(['rent', 'sale', 'both'] as const, { required: true }),
    /** Position in pickers shown to end users; lower comes first. */
    sort_order: integer({ min: 0, max: 9999 }),
    active: boolean({ default: true }),
  },
  recordTitle: 'names',
  lookup: true,
  scopes: [{ name: 'sale', path: 'homes/sale/categories', where: { usage: { in: ['sale', 'both'] } } }],
  list: { columns: ['id', 'names', 'usage', 'sort_order', 'active', 'created_at'], sort: 'sort_order', filters: ['usage', 'active'] },
});
