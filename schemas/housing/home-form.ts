import type { Issue } from '../../src/engine/kinds';
import {
  date,
  defineEntity,
  email,
  integer,
  language,
  longText,
  reference,
  select,
  text,
  type RecordValidator,
} from '../../src/engine/schema';
import { phoneNumber } from '../accounts/user-account';

const PATH = 'admin/homes/forms';

/** An enquiry is about one listing: a rental or a sale, never both. */
const oneListing: RecordValidator = (record) => {
  const issues: Record<string, Issue> = {};
  const rent = record.home_rent_id != null;
  const sale = record.home_sale_id != null;
  if (rent === sale)
    issues[rent ? 'home_sale_id' : 'home_rent_id'] = { message: 'resources.home_forms.messages.oneListing' };
  return issues;
};

/**
 * Enquiries about a listing sent through the marketplace's contact form
 * (or taken by phone and entered here): who asks, how to reach them and
 * when they would like a viewing. Admins pass them on to the owner and
 * follow them up: new, contacted, closed with a note on the outcome.
 */
export const homeForm = defineEntity({
  name: 'home_forms',
  path: PATH,
  route: 'home-form',
  permission: 'HOME_FORM',
  menu: { group: 'housing', icon: 'question_answer' },
  fields: {
    /** The rent listing asked about. */
    home_rent_id: reference('home_rents'),
    /** The sale listing asked about. */
    home_sale_id: reference('home_sales'),
    /** The enquirer's marketplace account; empty for a guest. */
    account_id: reference('user_accounts'),
    /** The enquirer's name as given on the form. */
    name: text({ required: true, max: 100 }),
    /** Where the owner or agency answers. */
    email: email({ required: true }),
    /** A number to call back. */
    phone: phoneNumber('home_forms'),
    /** The language to answer in. */
    preferred_language: language(),
    /** The enquiry as written. */
    message: longText({ required: true, max: 5000 }),
    /** The day the enquirer would like to see the home. */
    viewing_on: date(),
    /** The part of that day that suits them. */
    viewing_time: select(['morning', 'afternoon', 'evening'] as const),
    /** When they want to move in. */
    move_in_on: date(),
    /** How many people would live in the home. */
    occupants: integer({ min: 1, max: 20 }),
    /** Notes for admins only: calls made, what the owner said. */
    note: longText({ max: 5000 }),
    /** new: not yet answered; contacted: passed on and answered; closed: done (the outcome is in the history). */
    status: select(['new', 'contacted', 'closed'] as const, {
      required: true,
      readOnly: true,
      tones: { new: 'warning', contacted: 'info', closed: 'default' },
    }),
  },
  recordTitle: 'name',
  list: {
    columns: ['id', 'name', 'home_rent_id', 'home_sale_id', 'email', 'viewing_on', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'home_rent_id', 'home_sale_id', 'account_id', 'preferred_language', 'viewing_on'],
    secondary: 'email',
  },
  validate: oneListing,
  actions: [
    { name: 'mark_contacted', call: `PUT ${PATH}/{id}/contacted`, transition: { from: ['new'], to: 'contacted' } },
    {
      name: 'close',
      call: `PUT ${PATH}/{id}/close`,
      reason: true,
      transition: { from: ['new', 'contacted'], to: 'closed' },
    },
    {
      name: 'reopen',
      call: `PUT ${PATH}/{id}/reopen`,
      confirm: true,
      transition: { from: ['closed'], to: 'contacted' },
    },
  ],
});
