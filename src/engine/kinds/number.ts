// Numbers, whole (integer) or not (double precision), within their bounds.
import { MAX_INT, type FieldBase, type KindDefinition } from './base';

export interface NumberField extends FieldBase {
  kind: 'number';
  integer?: boolean;
  min?: number;
  max?: number;
}

/** Longest digit string read as a number; anything longer is not one we can store. */
const MAX_NUMBER_TEXT = 64;

/** A number given as text ("42") read as one; '' and null are empty, anything else is left for validate. */
export function normalizeNumber(value: unknown): unknown {
  if (value === '' || value === null) return null;
  if (
    typeof value === 'string' &&
    value.length <= MAX_NUMBER_TEXT &&
    value.trim() !== '' &&
    !Number.isNaN(Number(value))
  )
    return Number(value);
  return value;
}

/** The bounds of a number field; an integer one never leaves PostgreSQL's integer range. */
function numberBounds(f: NumberField): { min?: number; max?: number } {
  if (!f.integer) return { min: f.min, max: f.max };
  return { min: Math.max(f.min ?? -MAX_INT, -MAX_INT), max: Math.min(f.max ?? MAX_INT, MAX_INT) };
}

export const number: KindDefinition<NumberField> = {
  sqlType: (field) => (field.integer ? 'integer' : 'double precision'),
  jsonSchema(field) {
    const { min, max } = numberBounds(field);
    return {
      type: field.integer ? 'integer' : 'number',
      ...(min !== undefined && { minimum: min }),
      ...(max !== undefined && { maximum: max }),
    };
  },
  normalize: normalizeNumber,
  validate(value, field) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return { message: 'ra.validation.number' };
    if (field.integer && !Number.isInteger(value)) return { message: 'validation.integer' };
    const { min, max } = numberBounds(field);
    if (min !== undefined && value < min) return { message: 'ra.validation.minValue', args: { min } };
    if (max !== undefined && value > max) return { message: 'ra.validation.maxValue', args: { max } };
    return null;
  },
  filter: 'eq',
  range: true,
};
