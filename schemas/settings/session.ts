import { boolean, datetime, defineEntity, longText, reference, text } from '../../src/engine/schema';

/**
 * A login session of a back-office account: one per sign-in, kept across token refreshes
 * (server/sessions.ts). Administrators see every account's sessions here and end one; each admin
 * ends their own under their profile. Numbered for others to see: the session's own id stays a
 * secret of its browser.
 */
export const session = defineEntity({
  name: 'sessions',
  path: 'admin/sessions',
  route: 'setting/session',
  table: 'admin_session_records',
  serverTable: true,
  permission: 'SETTING_MODERATOR',
  menu: { group: 'settings', icon: 'devices' },
  fields: {
    user_id: reference('moderators', { readOnly: true }),
    /** Browser and system, as its user agent tells them. */
    browser: text({ readOnly: true, virtual: true }),
    os: text({ readOnly: true, virtual: true }),
    /** The client address of its last call. */
    ip: text({ readOnly: true, max: 100 }),
    user_agent: longText({ readOnly: true }),
    last_used_at: datetime({ readOnly: true }),
    /** Not ended, and one of its tokens still valid. */
    active: boolean({ readOnly: true }),
    ended_at: datetime({ readOnly: true }),
    /** The session the caller is signed in with. */
    current: boolean({ readOnly: true, virtual: true }),
  },
  recordTitle: 'user_id',
  list: {
    columns: ['user_id', 'browser', 'os', 'ip', 'created_at', 'last_used_at', 'active', 'current'],
    sort: '-last_used_at',
    filters: ['user_id', 'active'],
    secondary: 'browser',
    filterDefaults: { active: true },
  },
  views: { create: false, edit: false },
  deletable: false,
  actions: [
    // Signs that browser out at its next call; the account may sign in again. One's own current
    // session ends by signing out.
    {
      name: 'end',
      call: 'POST admin/sessions/{id}/end',
      confirm: true,
      when: (record) => record.active === true && record.current !== true,
    },
  ],
});
