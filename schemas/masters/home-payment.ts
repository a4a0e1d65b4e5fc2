import { boolean, defineEntity, integer, select, translations } from '../../src/engine/schema';

/**
 * Payment conditions of a home listing (master): when rent is paid, how it
 * can be paid and which extra fees apply.
 */
export const homePayment = defineEntity({
  name: 'home_payments',
  path: 'homes/payments',
  route: 'home-payment',
  permission: 'MASTER',
  menu: { group: 'masters', icon: 'account_balance_wallet' },
  fields: {
    names: translations({ required: true, max: 100 }),
    /**
     * term: a payment schedule or condition (Monthly rent, Deposit 1 month);
     * method: a way to pay (Bank transfer, Cash); fee: a charge on top of the
     * rent (Key money, Agency fee).
     */
    kind: select(['term', 'method', 'fee'] as const, { required: true }),
    /** Position in pickers shown to end users; lower comes first. */
    sort_order: integer({ min: 0, max: 9999 }),
    active: boolean({ default: true }),
  },
  recordTitle: 'names',
  lookup: true,
  list: { columns: ['id', 'names', 'kind', 'sort_order', 'active', 'created_at'], sort: 'sort_order', filters: ['kind', 'active'] },
});
