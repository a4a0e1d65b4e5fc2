import { date, defineEntity, file, money, reference, select, text } from '../../src/engine/schema';
import { decisionActions, decisionStatus } from '../fields';

/**
 * Receipts companies send for what they pay the marketplace (job postings,
 * subscriptions, translations, placement fees). The team checks each against
 * the payment and accepts or denies it.
 */
export const receipt = defineEntity({
  name: 'receipts',
  path: 'admin/receipts',
  route: 'receipts',
  permission: 'RECEIPTS',
  // A user uploading a receipt, and its review, reach the admins who handle receipts.
  notify: {
    created: { type: 'ADMIN', content: 'USER_UPLOAD_RECEIPT' },
    transitioned: { type: 'ADMIN', content: 'RECEIPT' },
  },
  menu: { group: 'jobs', icon: 'account_balance_wallet', key: 'r' },
  fields: {
    /** The receipt's number: R-, the year, a dash and six digits, e.g. R-2026-000123. */
    number: text({
      required: true,
      unique: true,
      max: 20,
      pattern: { regex: '^R-[0-9]{4}-[0-9]{6}$', message: 'resources.receipts.patterns.number' },
      helperText: 'resources.receipts.hints.number',
    }),
    /** The company that paid. */
    company_id: reference('companies', { required: true }),
    /** The amount paid, in the currency beside it. */
    amount: money({ required: true, currency: 'currency_id' }),
    /** Currency of the amount. */
    currency_id: reference('currencies', { required: true }),
    /** What the payment was for. */
    purpose: select(['job_posting', 'subscription', 'translation', 'placement_fee'] as const),
    /** The scanned receipt or transfer slip (a PDF or a picture). */
    file_url: file(),
    /** Date printed on the receipt. */
    issued_on: date(),
    /** Date the money was paid. */
    paid_on: date(),
    /** Pending until the team has matched it with the payment. */
    status: decisionStatus(),
  },
  recordTitle: 'number',
  list: {
    columns: ['id', 'number', 'company_id', 'amount', 'currency_id', 'issued_on', 'paid_on', 'status', 'created_at'],
    sort: '-created_at',
    filters: ['status', 'company_id', 'purpose', 'currency_id', 'issued_on', 'paid_on'],
    secondary: 'company_id',
    // Oldest first: the one waiting longest is checked first.
    views: [{ key: 'to_check', filter: { status: 'pending' }, sort: 'created_at' }],
  },
  actions: decisionActions('admin/receipts'),
});
