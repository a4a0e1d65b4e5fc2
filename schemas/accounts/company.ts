import {
  date,
  defineEntity,
  email,
  integer,
  longText,
  money,
  reference,
  select,
  text,
  url,
  variantOf,
} from '../../src/engine/schema';
import { phoneNumber } from './user-account';
import { activationActions, profileStatus } from '../fields';

/** How each state shows: pending needs a look, inactive is hidden. */

/**
 * Companies on the marketplace: employers hiring foreign workers and brokers
 * (sending organisations, supervising and registered support organisations)
 * placing them. Texts are in the company's own language (mostly Japanese);
 * other languages live in company_translations.
 */
export const company = defineEntity({
  name: 'companies',
  path: 'admin/companies',
  route: 'accountManage/companyManage',
  permission: 'COMPANIES',
  menu: { group: 'accounts', icon: 'corporate_fare', key: 'c' },
  fields: {
    /** The registered name as the company writes it, e.g. 株式会社山田工業. */
    name: text({ required: true, max: 200 }),
    /** The name in Latin letters, e.g. Yamada Kogyo Co., Ltd. */
    name_en: text({ max: 200 }),
    /** Employer (hires directly) or broker (places workers with employers). */
    company_type: select(['employer', 'broker'] as const, { required: true }),
    /** The login the company uses on the marketplace. */
    account_id: reference('user_accounts', { unique: true }),
    /** The company's main line of business (a specific industry). */
    industry_id: reference('industries'),
    /** The city of the head office. */
    city_id: reference('cities'),
    /** Head-office street address (prefecture, ward, town and block), as the post writes it. */
    address: text({ max: 300 }),
    /** Postal code of the head office, e.g. 160-0023. */
    postal_code: text({
      max: 10,
      pattern: { regex: '^[0-9]+(-[0-9]+)?$', message: 'validation.patterns.postalCode' },
      helperText: 'resources.companies.hints.postal_code',
    }),
    /** Main phone number. */
    phone: phoneNumber('companies'),
    /** Contact address for candidates and the marketplace team. */
    email: email(),
    /** The company's own website. */
    website: url(),
    /** Number of employees. */
    employee_count: integer({ min: 0, max: 10_000_000 }),
    /** Date the company was founded. */
    established_on: date(),
    /** Paid-in capital, in the currency beside it. */
    capital: money({ currency: 'currency_id' }),
    /** Currency of the capital. */
    currency_id: reference('currencies'),
    /** Name of the representative director or head. */
    representative: text({ max: 100 }),
    /** What the company does and offers foreign staff, shown on its profile. */
    description: longText({ max: 10_000 }),
    /** Pending until the marketplace team checks the company; inactive hides it and its jobs. */
    status: profileStatus(),
  },
  recordTitle: 'name',
  search: ['name', 'name_en', 'email', 'phone'],
  list: {
    columns: ['id', 'name', 'name_en', 'company_type', 'industry_id', 'city_id', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'company_type', 'industry_id', 'city_id'],
    // Brokers have a list of their own; here they would fill the first pages.
    filterDefaults: { company_type: 'employer' },
    secondary: 'name_en',
    views: [{ key: 'pending', filter: { status: 'pending' }, sort: 'created_at' }],
  },
  actions: activationActions('admin/companies'),
  translatedBy: { entity: 'company_translations', field: 'company_id', fallback: 'ja' },
  // Grouped so a new admin tells them apart: the company in other languages, its jobs (with their
  // translations), the candidates they brought; then the company's own paperwork.
  subPages: [
    {
      path: 'companyTranslation',
      kind: 'related',
      entity: 'company_translations',
      field: 'company_id',
      group: 'languages',
    },
    { path: 'detailTranslation', kind: 'translation', group: 'languages' },
    { path: 'job', kind: 'related', entity: 'jobs', field: 'company_id', group: 'jobs' },
    {
      path: 'jobTranslation',
      kind: 'related',
      entity: 'job_translations',
      field: 'job_id',
      through: 'company_id',
      group: 'jobs',
    },
    {
      path: 'detailJobTranslation',
      kind: 'related',
      entity: 'job_translations',
      field: 'job_id',
      through: 'company_id',
      columns: ['job_id', 'language_code', 'title', 'description'],
      group: 'jobs',
    },
    {
      path: 'companyJobApplication',
      kind: 'related',
      entity: 'job_applications',
      field: 'job_id',
      through: 'company_id',
      group: 'recruitment',
    },
    { path: 'entrySheet', kind: 'related', entity: 'entry_sheets', field: 'company_id', group: 'recruitment' },
    { path: 'appointment', kind: 'related', entity: 'appointments', field: 'company_id', group: 'recruitment' },
    { path: 'receipt', kind: 'related', entity: 'receipts', field: 'company_id' },
    { path: 'request', kind: 'related', entity: 'request_actives', field: 'company_id' },
    { path: 'reviews', kind: 'related', entity: 'reviews', field: 'company_id' },
    { path: 'Poll', kind: 'related', entity: 'polls', field: 'company_id' },
  ],
});

/** Broker companies: the companies of type broker, with a menu entry of their own. */
export const brokerCompany = variantOf(company, {
  name: 'broker_companies',
  route: 'accountManage/companyBrokerManage',
  menu: { group: 'accounts', icon: 'explore' },
  values: { company_type: 'broker' },
});
