// Amounts of money in the currency another field of the record names.
import type { FieldBase, KindDefinition } from './base';
import { normalizeNumber } from './number';

/**
 * An amount of money in the currency another field of the record names:
 * `currency` is a sibling field: a reference to the currencies lookup, whose
 * `code` and `decimals` the UI reads, or a text holding the code (Intl's
 * decimals for it). Stored as numeric with 4 decimals; `min` defaults to 0.
 */
export interface MoneyField extends FieldBase {
  kind: 'money';
  currency: string;
  min?: number;
  max?: number;
}

/** Amounts fit numeric(18, 4) with room to spare: below 10^13 (10 trillion) in any currency. */
export const MAX_MONEY = 1e13;

export const money: KindDefinition<MoneyField> = {
  // Exact decimals; the database driver reads the column back as a number.
  sqlType: () => 'numeric(18, 4)',
  jsonSchema: (field) => ({
    type: 'number',
    minimum: Math.max(field.min ?? 0, -MAX_MONEY),
    maximum: Math.min(field.max ?? MAX_MONEY, MAX_MONEY),
    description: `An amount in the currency that \`${field.currency}\` names, to 4 decimals.`,
  }),
  normalize: normalizeNumber,
  validate(value, field) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return { message: 'ra.validation.number' };
    const min = Math.max(field.min ?? 0, -MAX_MONEY);
    const max = Math.min(field.max ?? MAX_MONEY, MAX_MONEY);
    if (value < min) return { message: 'ra.validation.minValue', args: { min } };
    if (value > max) return { message: 'ra.validation.maxValue', args: { max } };
    return null;
  },
  filter: 'eq',
  range: true,
  companions: (field) => [field.currency],
};
