import { defineEntity, integer, text } from '../../src/engine/schema';
import { displayNames, activeFlag } from '../fields';

/** Currencies (master): names per language ({language_code, name}); the English name is the display name. */
export const currency = defineEntity({
  name: 'currencies',
  route: 'currencies',
  permission: 'MASTER',
  menu: { group: 'masters', section: 'system', icon: 'payments' },
  fields: {
    /** ISO 4217 code, e.g. JPY. */
    code: text({
      required: true,
      unique: true,
      pattern: { regex: '^[A-Z]{3}$', message: 'validation.patterns.currencyCode' },
      helperText: 'resources.currencies.hints.code',
    }),
    names: displayNames(),
    symbol: text({ max: 5 }),
    /** Digits after the decimal point when amounts are shown (JPY 0, USD 2). */
    decimals: integer({ required: true, min: 0, max: 4 }),
    active: activeFlag(),
  },
  recordTitle: 'names',
  lookup: true,
  // Loaded right after login (spec section 4).
  preload: true,
  list: { columns: ['id', 'code', 'names', 'symbol', 'decimals', 'active'], sort: 'code', filters: ['code', 'active'] },
});
