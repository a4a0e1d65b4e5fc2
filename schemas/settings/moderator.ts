import { boolean, defineEntity, email, reference, text } from '../../src/engine/schema';

/**
 * A back-office account ("moderator"): who signs in, with which permission. Its password, sessions and
 * second factor are the server's (server/admins.ts): a password is given here at creation, then changed
 * by its owner (PUT user/password) or reset here by an administrator; a deactivated account's sessions end at once. Nobody
 * changes an account holding more than they do, and the last administrator is never taken away.
 */
export const moderator = defineEntity({
  name: 'moderators',
  path: 'admin/moderators',
  calls: { create: 'user/register/manager' },
  route: 'setting/moderator',
  table: 'admin_users',
  serverTable: true,
  permission: 'SETTING_MODERATOR',
  menu: { group: 'settings', icon: 'manage_accounts', key: 'm' },
  fields: {
    name: text({ required: true, max: 100 }),
    /** Signs in with it; unique without regard to case, kept in lower case. */
    email: email({ required: true, unique: true }),
    /** Typed twice; stored as its hash, never answered. On an existing account, a reset that ends its sessions. */
    password: text({ required: true, min: 8, max: 1024, virtual: true, component: 'password' }),
    permission_id: reference('permissions', { required: true }),
    /** An inactive account cannot sign in; deactivating one ends its sessions. */
    active: boolean({ default: true }),
    /** Whether it signs in with a second factor (set up by its owner). */
    two_factor: boolean({ readOnly: true, virtual: true }),
  },
  recordTitle: 'name',
  search: ['name', 'email'],
  list: {
    columns: ['name', 'email', 'permission_id', 'active', 'two_factor', 'created_at'],
    sort: '-created_at',
    filters: ['permission_id', 'active'],
    secondary: 'email',
  },
  // Where it is signed in; each session may be ended there.
  subPages: [
    {
      path: 'sessions',
      kind: 'related',
      entity: 'sessions',
      field: 'user_id',
      columns: ['browser', 'os', 'ip', 'created_at', 'last_used_at', 'active', 'current'],
    },
  ],
  // An account is deactivated, never deleted: its history names it.
  deletable: false,
  actions: [
    // Signs it out everywhere (on one's own account: everywhere else); it may sign in again.
    { name: 'end_sessions', call: 'POST admin/moderators/{id}/sessions/end', confirm: true },
    // For a lost phone: it signs in with its password alone next time, and its sessions end.
    {
      name: 'reset_two_factor',
      call: 'DELETE admin/moderators/{id}/two-factor',
      confirm: true,
      when: (record) => record.two_factor === true,
    },
  ],
});
