// A list of short texts (hashtags, keywords), stored as a JSON array without blanks or duplicates.
import { compiled, emptyToNull, hasNul, quote, type FieldBase, type KindDefinition, type Pattern } from './base';

/**
 * A list of short texts (hashtags, keywords), stored as a JSON array without
 * blanks or duplicates. `prefix` (e.g. '#') is shown before each item and
 * stripped from input, so "#remote" and "remote" are the same item.
 * Its pattern applies to each item; the message may quote the item as {{item}}.
 */
export interface TextListField extends FieldBase {
  kind: 'textList';
  maxItems?: number;
  max?: number;
  pattern?: Pattern;
  prefix?: string;
  /** A message key naming an item on the screens (the items are codes), from the item and its record;
   *  the item itself where the key has no message. */
  itemLabel?: (item: string, record: Readonly<Record<string, unknown>>) => string;
}

const DEFAULT_MAX_ITEMS = 1000;
const DEFAULT_MAX_ITEM_LENGTH = 1000;

/** Leading blanks and repeated prefixes off an item, in one pass. */
function stripPrefix(item: string, prefix: string | undefined): string {
  let start = 0;
  for (;;) {
    while (start < item.length && /\s/.test(item[start])) start++;
    if (!prefix || !item.startsWith(prefix, start)) break;
    start += prefix.length;
  }
  return item.slice(start).trim();
}

export const textList: KindDefinition<TextListField> = {
  sqlType: () => 'jsonb',
  jsonSchema: (field) => ({
    type: 'array',
    items: {
      type: 'string',
      maxLength: field.max ?? DEFAULT_MAX_ITEM_LENGTH,
      ...(field.pattern && { pattern: field.pattern.regex }),
    },
    maxItems: field.maxItems ?? DEFAULT_MAX_ITEMS,
    uniqueItems: true,
  }),
  normalize(value, field) {
    if (!Array.isArray(value)) return emptyToNull(value);
    const { prefix, maxItems = DEFAULT_MAX_ITEMS } = field;
    const items: unknown[] = [];
    const seen = new Set<unknown>();
    for (const item of value) {
      // One item past the limit is enough for validate to refuse the list.
      if (items.length > maxItems) break;
      const text = typeof item === 'string' ? stripPrefix(item, prefix) : item;
      if (text === '' || seen.has(text)) continue;
      seen.add(text);
      items.push(text);
    }
    return items.length ? items : null;
  },
  validate(value, field) {
    if (!Array.isArray(value)) return { message: 'validation.textList' };
    const maxItems = field.maxItems ?? DEFAULT_MAX_ITEMS;
    if (value.length > maxItems) return { message: 'validation.maxItems', args: { max: maxItems } };
    const max = field.max ?? DEFAULT_MAX_ITEM_LENGTH;
    for (const item of value) {
      if (typeof item !== 'string') return { message: 'validation.textList' };
      if (item.length > max) return { message: 'validation.itemMaxLength', args: { max, item: quote(item) } };
      if (hasNul(item)) return { message: 'validation.invalidCharacter' };
      if (field.pattern && !compiled(field.pattern.regex, 'u').test(item))
        return { message: field.pattern.message, args: { item: quote(item) } };
    }
    return null;
  },
  filter: 'jsonContains',
};
