import { defineEntity, select } from '../../src/engine/schema';
import { displayNames, sortOrder, activeFlag } from '../fields';

/**
 * Payment conditions of a home listing (master): when rent is paid, how it
 * can be paid and which extra fees apply.
 */
export const homePayment = defineEntity({
  name: 'home_payments',
  path: 'homes/payments',
  route: 'home-payment',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'housing', icon: 'account_balance_wallet' },
  fields: {
    names: displayNames(),
    /**
     * term: a payment schedule or condition (Monthly rent, Deposit 1 month);
     * method: a way to pay (Bank transfer, Cash); fee: a charge on top of the
     * rent (Key money, Agency fee).
     */
    kind: select(['term', 'method', 'fee'] as const, { required: true }),
    sort_order: sortOrder(),
    active: activeFlag(),
  },
  recordTitle: 'names',
  lookup: true,
  list: {
    columns: ['id', 'names', 'kind', 'sort_order', 'active', 'created_at'],
    sort: 'sort_order',
    filters: ['kind', 'active'],
  },
});
