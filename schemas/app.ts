// The app's own words for the engine (src/engine/vocabulary.ts): the function types a permission
// grants privileges on, the sidebar's groups and the sections inside a group, each in its order.
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
});

export const FUNCTION_TYPES = vocabulary.functionTypes;
export const MENU_GROUPS = vocabulary.menuGroups;
export const MENU_SECTIONS = vocabulary.menuSections;

declare module '../src/engine/vocabulary' {
  interface AppVocabulary {
    functionType: (typeof FUNCTION_TYPES)[number];
    menuGroup: (typeof MENU_GROUPS)[number];
    menuSection: (typeof MENU_SECTIONS)[number];
  }
}
