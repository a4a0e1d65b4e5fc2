import {
  defineEntity,
  email,
  language,
  longText,
  money,
  number,
  reference,
  text,
  textList,
} from '../../src/engine/schema';
import { phoneNumber } from './user-account';
import { activationActions, profileStatus } from '../fields';

/**
 * Supporters: translators and interpreters who translate profiles and job
 * posts and interpret at interviews. The profile is in the supporter's own
 * language; other versions live in translator_translations.
 */
export const translator = defineEntity({
  name: 'translators',
  path: 'admin/translators',
  route: 'accountManage/supporterManage',
  permission: 'TRANSLATORS',
  notify: { created: { type: 'ADMIN', content: 'HELPER_JOINED' } },
  menu: { group: 'accounts', icon: 'translate' },
  fields: {
    /** Full name, e.g. 佐藤 由紀 or Trần Thị Lan. */
    full_name: text({ required: true, max: 100 }),
    /** The login the supporter uses on the marketplace. */
    account_id: reference('user_accounts', { unique: true }),
    /** The supporter's first language. */
    native_language: language(),
    /** Languages the supporter works in, e.g. Japanese, Vietnamese, English. */
    working_languages: textList({ maxItems: 10, max: 50 }),
    /** Where the supporter is based (for interpreting on site). */
    city_id: reference('cities'),
    phone: phoneNumber('translators'),
    /** Contact address (may differ from the login's). */
    email: email(),
    /** Language certificates and qualifications, one per item, e.g. JLPT N1. */
    certifications: textList({ maxItems: 20, max: 100 }),
    /** Fee per hour of interpreting, in the currency beside it. */
    hourly_rate: money({ currency: 'currency_id' }),
    /** Currency of the hourly rate. */
    currency_id: reference('currencies'),
    /** Average rating from companies and candidates, 0 to 5. */
    rating: number({ min: 0, max: 5 }),
    /** The supporter's own introduction, in their language. */
    bio: longText({ max: 10_000 }),
    /** Pending until the marketplace team checks the supporter; inactive takes them off new requests. */
    status: profileStatus(),
  },
  recordTitle: 'full_name',
  search: ['full_name', 'email', 'phone'],
  list: {
    columns: ['id', 'full_name', 'native_language', 'city_id', 'hourly_rate', 'rating', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'native_language', 'city_id'],
    secondary: 'native_language',
  },
  actions: activationActions('admin/translators'),
  // Profiles exist in the supporter's language and English at least.
  translatedBy: { entity: 'translator_translations', field: 'translator_id', fallback: 'en' },
  subPages: [
    { path: 'appointment', kind: 'related', entity: 'appointments', field: 'translator_id' },
    { path: 'detailTranslation', kind: 'translation' },
    { path: 'jobApplication', kind: 'related', entity: 'job_applications', field: 'translator_id' },
    { path: 'Poll', kind: 'related', entity: 'polls', field: 'translator_id' },
    { path: 'requestTranslation', kind: 'related', entity: 'translation_requests', field: 'translator_id' },
    { path: 'supporterTranslation', kind: 'related', entity: 'translator_translations', field: 'translator_id' },
    { path: 'translation', kind: 'related', entity: 'translations', field: 'translator_id' },
  ],
});
