// The app's own words for the engine (src/engine/vocabulary.ts): the function types a permission
// grants privileges on, the sidebar's groups and the sections inside a group, each in its order.
import { defineNotificationKinds } from '../src/engine/notifications';
import { defineVocabulary } from '../src/engine/vocabulary';

export const vocabulary = defineVocabulary({
  /** The spec's function types (section 6): the permission grid's rows, in this order. */
  functionTypes: [
    'COMPANIES',
    'LEASES',
    'CANDIDATES',
    'TRANSLATORS',
    'REQUEST_ACTIVES',
    'REQUEST_TRANSLATIONS',
    'JOB_APPLICATIONS',
    'JOBS',
    'HOMES',
    'RECEIPTS',
    'ARTICLES',
    'NEWS',
    'BANNERS',
    'CONTACT',
    'REPORT',
    'COMMUNITY',
    'HOME_FORM',
    'USER_ACCOUNTS',
    'SETTING_MODERATOR',
    'MASTER',
  ],
  /** Sidebar groups, in menu order; i18n: app.menu.groups.<name>. */
  menuGroups: ['accounts', 'jobs', 'housing', 'content', 'settings', 'masters'],
  /** Sections inside a sidebar group (the masters), in menu order; i18n: app.menu.sections.<name>. */
  menuSections: ['geography', 'jobs', 'housing', 'content', 'system'],
  /** Reading the audit log goes with managing the back office's accounts. */
  extraPrivileges: { AUDIT: 'SETTING_MODERATOR' },
});

/** The spec's notification types and contents (section 3), and how read receipts and messages behave. */
export const NOTIFICATION_KINDS = defineNotificationKinds({
  types: [
    'ADMIN',
    'STATUS_JOB_APPLICATION',
    'STATUS_JOB_BROKER_APPLICATION',
    'MESSAGE_JOB_APPLICATION',
    'STATUS_REQUEST',
    'MESSAGE_REQUEST',
    'MESSAGE',
    'READ_MESSAGE',
    'SELF_READ_MESSAGE',
    'READ_MESSAGE_JOB_APPLICATION',
    'READ_MESSAGE_REQUEST',
  ],
  contents: [
    'RECEIPT',
    'PAYMENT',
    'USER_UPLOAD_RECEIPT',
    'USER_REQUEST_ACTIVE_ACCOUNT',
    'CANDIDATE_JOINED',
    'HELPER_FINISHED',
    'HELPER_JOINED',
  ],
  readReceipts: {
    READ_MESSAGE: 'MESSAGE',
    SELF_READ_MESSAGE: 'MESSAGE',
    READ_MESSAGE_JOB_APPLICATION: 'MESSAGE_JOB_APPLICATION',
    READ_MESSAGE_REQUEST: 'MESSAGE_REQUEST',
  },
  replacing: ['MESSAGE', 'MESSAGE_JOB_APPLICATION', 'MESSAGE_REQUEST'],
  // Those an entity's `notify` raises lead to it without a line here.
  targets: {
    MESSAGE_JOB_APPLICATION: 'job_applications',
    // Raised by translation requests and by activation requests: the contract names the former.
    STATUS_REQUEST: 'translation_requests',
    MESSAGE_REQUEST: 'translation_requests',
    PAYMENT: 'receipts',
    HELPER_FINISHED: 'translators',
  },
});

export const FUNCTION_TYPES = vocabulary.functionTypes;
export const MENU_GROUPS = vocabulary.menuGroups;
export const MENU_SECTIONS = vocabulary.menuSections;
export const EXTRA_PRIVILEGE_TYPES = vocabulary.extraPrivileges;

declare module '../src/engine/vocabulary' {
  interface AppVocabulary {
    functionType: (typeof FUNCTION_TYPES)[number];
    menuGroup: (typeof MENU_GROUPS)[number];
    menuSection: (typeof MENU_SECTIONS)[number];
    notificationType: (typeof NOTIFICATION_KINDS.types)[number];
    notificationContent: (typeof NOTIFICATION_KINDS.contents)[number];
  }
}
