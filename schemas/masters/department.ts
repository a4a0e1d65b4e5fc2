import { defineEntity } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

/** Departments (master): the company department a job belongs to (Sales, Development, Human resources…). */
export const department = defineEntity({
  name: 'departments',
  route: 'departments',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'jobs', icon: 'corporate_fare' },
  fields: {
    names: displayNames(),
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'names',
  lookup: true,
  list: { columns: ['id', 'names', 'sort_order', 'active', 'created_at'], sort: 'sort_order', filters: ['active'] },
});
