// The demo's admin accounts, with their published passwords and the permissions they show off: the
// administrator, a moderator, a content editor, a housing desk and a deactivated former moderator.
import { PRIVILEGES, type FunctionType, type Grants, type Privilege } from '../src/engine/permissions';
import { ADMINISTRATOR, type DemoAccount } from '../server/seed';

const view: Privilege[] = ['VIEW'];
const viewUpdate: Privilege[] = ['VIEW', 'UPDATE'];
const MODERATOR: Grants = {
  MASTER: view,
  ...Object.fromEntries(
    (['COMPANIES', 'CANDIDATES', 'TRANSLATORS', 'JOBS', 'JOB_APPLICATIONS'] as FunctionType[]).map((t) => [
      t,
      viewUpdate,
    ]),
  ),
  ...Object.fromEntries(
    (['ARTICLES', 'NEWS', 'COMMUNITY', 'CONTACT', 'REPORT'] as FunctionType[]).map((t) => [t, view]),
  ),
};

const all: Privilege[] = [...PRIVILEGES];
const allOn = (types: FunctionType[]): Grants => Object.fromEntries(types.map((t) => [t, all]));
const CONTENT_EDITOR: Grants = {
  ...allOn(['ARTICLES', 'NEWS', 'BANNERS', 'COMMUNITY', 'CONTACT', 'REPORT']),
  MASTER: view,
};
const HOUSING_DESK: Grants = { ...allOn(['HOMES', 'HOME_FORM']), MASTER: view };

// Admin (id 1) and Moderator (id 2) stay first: tests and the profile calls name them by id.
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@example.com', password: 'admin', name: 'Admin', permission: 'Administrator', grants: ADMINISTRATOR },
  {
    email: 'moderator@example.com',
    password: 'moderator',
    name: 'Moderator',
    permission: 'Moderator',
    grants: MODERATOR,
  },
  {
    email: 'editor@example.com',
    password: 'editor-pass',
    name: 'Content Editor',
    permission: 'Content editor',
    grants: CONTENT_EDITOR,
  },
  {
    email: 'housing@example.com',
    password: 'housing-pass',
    name: 'Housing Desk',
    permission: 'Housing desk',
    grants: HOUSING_DESK,
  },
  // A deactivated account, so the moderators screen shows one.
  {
    email: 'former@example.com',
    password: 'former-pass',
    name: 'Former Moderator',
    permission: 'Moderator',
    grants: MODERATOR,
    active: false,
  },
];
