import { boolean, defineEntity, integer, translations } from '../../src/engine/schema';

/** Departments (master): the company department a job belongs to (Sales, Development, Human resources…). */
export const department = defineEntity({
  name: 'departments',
  route: 'departments',
  permission: 'MASTER',
  menu: { group: 'masters', icon: 'corporate_fare' },
  fields: {
    names: translations({ required: true, max: 100 }),
    /** Position in pickers shown to end users; lower comes first. */
    sort_order: integer({ min: 0, max: 9999 }),
    active: boolean({ default: true }),
  },
  recordTitle: 'names',
  lookup: true,
  list: { columns: ['id', 'names', 'sort_order', 'active', 'created_at'], sort: 'sort_order', filters: ['active'] },
});
