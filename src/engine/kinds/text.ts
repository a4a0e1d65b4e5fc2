// Short and long texts, email addresses and web addresses: stored as text, searched by substring.
import { compiled, hasNul, emptyToNull, type FieldBase, type KindDefinition, type Pattern } from './base';

export interface TextField extends FieldBase {
  kind: 'text' | 'longText' | 'email' | 'url';
  min?: number;
  max?: number;
  pattern?: Pattern;
  /**
   * A select field of the same record saying how this text reads (e.g. a
   * setting's value_type: boolean, number, language…): the UI shows and edits
   * the value as that type; the schema's record rules check it.
   */
  typedBy?: string;
}

/** An address: something, an @, something with a dot (the login form checks it too). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Length limits of fields that declare none: every rule that grows with the input runs after them. */
const DEFAULT_MAX_LENGTH = { text: 1000, longText: 100_000, email: 254, url: 2048 } as const;

/** The length limit of a text field, its own or the kind's. */
export const maxLength = (field: TextField): number => field.max ?? DEFAULT_MAX_LENGTH[field.kind];

/** The format keyword of a text kind that has one. */
const FORMAT = { email: 'email', url: 'uri' } as const;

export const text: KindDefinition<TextField> = {
  sqlType: () => 'text',
  jsonSchema: (field) => ({
    type: 'string',
    ...(field.min !== undefined && { minLength: field.min }),
    maxLength: maxLength(field),
    ...(field.pattern && { pattern: field.pattern.regex }),
    ...(field.kind in FORMAT && { format: FORMAT[field.kind as keyof typeof FORMAT] }),
  }),
  normalize: (value) => (typeof value === 'string' ? emptyToNull(value.trim()) : value),
  validate(value, field) {
    if (typeof value !== 'string') return { message: 'validation.text' };
    const max = maxLength(field);
    if (value.length > max) return { message: 'ra.validation.maxLength', args: { max } };
    if (field.min !== undefined && value.length < field.min)
      return { message: 'ra.validation.minLength', args: { min: field.min } };
    if (hasNul(value)) return { message: 'validation.invalidCharacter' };
    if (field.kind === 'email' && !EMAIL.test(value)) return { message: 'ra.validation.email' };
    if (field.kind === 'url' && !/^https?:\/\/\S+$/.test(value)) return { message: 'validation.url' };
    if (field.pattern && !compiled(field.pattern.regex).test(value)) return { message: field.pattern.message };
    return null;
  },
  filter: 'contains',
  searchText: (column) => `'"' || ${column} || '"'`,
  searchOneValue: true,
  prose: true,
  companions: (field) => (field.typedBy ? [field.typedBy] : []),
  // A long text (a comment's body) or a web address orders records poorly.
  sortableTitle: (field) => field.kind === 'text' || field.kind === 'email',
};

/** Email and web addresses: the same rules, but no prose (a day in an address is part of it). */
export const address: KindDefinition<TextField> = { ...text, prose: false };
