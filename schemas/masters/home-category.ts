import { defineEntity, select } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

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
  menu: { group: 'masters', section: 'housing', icon: 'apartment' },
  fields: {
    names: displayNames(),
    /** Listings that may use this type: rent listings, sale listings or both. */
    usage: select(['rent', 'sale', 'both'] as const, { required: true }),
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'names',
  lookup: true,
  scopes: [{ name: 'sale', path: 'homes/sale/categories', where: { usage: { in: ['sale', 'both'] } } }],
  list: {
    columns: ['id', 'names', 'usage', 'sort_order', 'active', 'created_at'],
    sort: 'sort_order',
    filters: ['usage', 'active'],
  },
});
