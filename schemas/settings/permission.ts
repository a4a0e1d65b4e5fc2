import { boolean, defineEntity, integer, json, text } from '../../src/engine/schema';

/**
 * A permission: a named set of grants (privileges per function type) that admins hold. Its grants are
 * kept in a table of their own and its account count is counted: both are the server's rules to read
 * and write (server/permissions.ts), which also keep anyone from granting more than they hold and the back
 * office from losing its last administrator.
 */
export const permission = defineEntity({
  name: 'permissions',
  path: 'admin/permissions',
  route: 'setting/permission',
  table: 'permissions',
  serverTable: true,
  permission: 'SETTING_MODERATOR',
  menu: { group: 'settings', icon: 'admin_panel_settings' },
  fields: {
    /** Unique without regard to case. */
    name: text({ required: true, unique: true, max: 100 }),
    /** The grants: [{ function: { type }, privileges: [...] }]; CREATE, UPDATE and DELETE bring VIEW. */
    functions: json({ virtual: true, component: 'grants' }),
    /** Its holders must sign in with a second factor: they set it up at their next sign-in. */
    two_factor_required: boolean(),
    /** How many admins hold it: it cannot be deleted while any does. */
    holders: integer({ readOnly: true, virtual: true }),
    /** Whether the caller holds all it grants: only then may the caller give it to an account. */
    grantable: boolean({ readOnly: true, virtual: true }),
  },
  recordTitle: 'name',
  choosable: 'grantable',
  list: { columns: ['name', 'holders', 'two_factor_required', 'created_at'], sort: 'name' },
});
