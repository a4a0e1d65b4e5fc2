import { datetime, defineEntity, email, language, longText, select, text } from '../../src/engine/schema';

/**
 * A phone number as people write it: digits with spaces, dashes or brackets,
 * an optional leading + (e.g. 03-1234-5678, +84 90 123 4567). The message and
 * hint are the entity's own, so each form can word it for its users.
 */
export const phoneNumber = (entity: string) =>
  text({
    max: 30,
    pattern: { regex: '^\\+?[0-9][0-9 ()-]{5,24}[0-9]$', message: `resources.${entity}.patterns.phone` },
    helperText: `resources.${entity}.hints.phone`,
  });

/** The kinds of marketplace login; each has its own profile entity. */
export const ACCOUNT_TYPES = ['company', 'broker', 'lease', 'candidate', 'supporter'] as const;

/**
 * Marketplace logins (not back-office admins): the accounts companies,
 * brokers, real-estate agencies, candidates and supporters sign in with. The
 * profile (company, lease, candidate, translator) points at its account.
 */
export const userAccount = defineEntity({
  name: 'user_accounts',
  path: 'admin/user_accounts',
  route: 'account',
  permission: 'USER_ACCOUNTS',
  menu: { group: 'accounts', icon: 'group' },
  fields: {
    /** The address the account signs in with and receives notices at. */
    email: email({ required: true, unique: true }),
    /** Display name: the person's name, or the organisation's for a company, broker or lease account. */
    name: text({ required: true, max: 200 }),
    /** Which side of the marketplace the account is on; decides the profile it has. */
    account_type: select(ACCOUNT_TYPES, { required: true }),
    /** A contact number for support calls. */
    phone: phoneNumber('user_accounts'),
    /** The language of the account's e-mails and screens. */
    preferred_language: language(),
    /** Active accounts can sign in; a suspended one cannot until reactivated. */
    status: select(['active', 'suspended'] as const, {
      required: true,
      readOnly: true,
      tones: { active: 'success', suspended: 'error' },
    }),
    /** When the account last signed in to the marketplace. */
    last_login_at: datetime({ readOnly: true }),
    /** Notes for admins only; never shown to the account. */
    note: longText({ max: 5000 }),
  },
  recordTitle: 'email',
  search: ['email', 'name', 'phone'],
  list: {
    columns: ['id', 'email', 'name', 'account_type', 'preferred_language', 'status', 'last_login_at', 'created_at'],
    sort: '-created_at',
    filters: ['account_type', 'status', 'preferred_language'],
    secondary: 'name',
  },
  actions: [
    {
      name: 'suspend',
      call: 'PATCH admin/user_accounts/{id}/suspend',
      reason: true,
      transition: { from: ['active'], to: 'suspended' },
    },
    {
      name: 'reactivate',
      call: 'PATCH admin/user_accounts/{id}/reactivate',
      confirm: true,
      transition: { from: ['suspended'], to: 'active' },
    },
  ],
  createPages: [
    { path: 'create-broker', values: { account_type: 'broker' } },
    { path: 'create-lease', values: { account_type: 'lease' } },
  ],
});
