import { defineEntity, email, reference, text, url } from '../../src/engine/schema';
import { phoneNumber } from './user-account';
import { activationActions, profileStatus } from '../fields';

/**
 * Real-estate agencies (leases) that offer housing to foreign workers through
 * the marketplace; each signs in with a lease account.
 */
export const lease = defineEntity({
  name: 'leases',
  path: 'admin/leases',
  route: 'accountManage/leaseManage',
  permission: 'LEASES',
  menu: { group: 'accounts', icon: 'home_work' },
  fields: {
    /** The agency's registered name, e.g. 株式会社さくら不動産. */
    name: text({ required: true, max: 200 }),
    /** The login the agency uses on the marketplace. */
    account_id: reference('user_accounts', { unique: true }),
    /**
     * Real-estate brokerage licence (宅地建物取引業免許番号): the licensing
     * authority, the renewal count in brackets and the number, e.g. 東京都知事(3)第12345号.
     */
    license_number: text({
      max: 40,
      pattern: {
        regex: '^(国土交通大臣|[^\\s()（）]{2,4}知事)[(（][0-9]{1,2}[)）]第[0-9]{1,6}号$',
        message: 'resources.leases.patterns.license_number',
      },
      helperText: 'resources.leases.hints.license_number',
    }),
    /** The city of the agency's office. */
    city_id: reference('cities'),
    /** Office street address (prefecture, ward, town and block). */
    address: text({ max: 300 }),
    /** Office phone number. */
    phone: phoneNumber('leases'),
    /** Contact address for tenants and the marketplace team. */
    email: email(),
    /** The agency's own website. */
    website: url(),
    /** The person who handles foreign tenants. */
    contact_person: text({ max: 100 }),
    /** Pending until the marketplace team checks the licence; inactive hides the agency and its homes. */
    status: profileStatus(),
  },
  recordTitle: 'name',
  search: ['name', 'email', 'phone', 'license_number'],
  list: {
    columns: ['id', 'name', 'license_number', 'city_id', 'contact_person', 'phone', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'city_id'],
    secondary: 'city_id',
  },
  actions: activationActions('admin/leases'),
});
