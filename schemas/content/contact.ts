import { defineEntity, email, language, longText, select, text } from '../../src/engine/schema';
import { phoneNumber } from '../accounts/user-account';

/**
 * Messages sent through the marketplace's contact form (by visitors as well
 * as users). Admins take one, reply by email outside the back office, note
 * what they answered and close it.
 */
export const contact = defineEntity({
  name: 'contacts',
  path: 'admin/contacts',
  route: 'contact',
  permission: 'CONTACT',
  menu: { group: 'content', icon: 'mail' },
  views: { create: false },
  fields: {
    /** The sender's name as typed. */
    name: text({ required: true, max: 100 }),
    /** Where the reply goes. */
    email: email({ required: true }),
    /** A phone number, when the sender gave one. */
    phone: phoneNumber('contacts'),
    /** The subject line. */
    subject: text({ required: true, max: 200 }),
    /** The message itself. */
    message: longText({ required: true, max: 5000 }),
    /** The language the sender wrote in, so the reply can use it. */
    language_code: language({ required: true }),
    /** What the admin answered or did, for the next admin who reads the message. */
    reply_note: longText({ max: 5000 }),
    /** new: unread; in_progress: an admin is on it; replied: answered; closed: nothing more to do. */
    status: select(['new', 'in_progress', 'replied', 'closed'] as const, {
      required: true,
      readOnly: true,
      tones: { new: 'warning', in_progress: 'info', replied: 'success', closed: 'default' },
    }),
  },
  recordTitle: 'subject',
  list: {
    columns: ['id', 'subject', 'name', 'email', 'language_code', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'language_code', 'email'],
    secondary: 'name',
  },
  actions: [
    { name: 'start', call: 'PUT admin/contacts/{id}/start', transition: { from: ['new'], to: 'in_progress' } },
    {
      name: 'mark_replied',
      call: 'PUT admin/contacts/{id}/replied',
      transition: { from: ['new', 'in_progress'], to: 'replied' },
    },
    {
      name: 'close',
      call: 'PUT admin/contacts/{id}/close',
      confirm: true,
      transition: { from: ['new', 'in_progress', 'replied'], to: 'closed' },
    },
    {
      name: 'reopen',
      call: 'PUT admin/contacts/{id}/reopen',
      transition: { from: ['replied', 'closed'], to: 'in_progress' },
    },
  ],
});
