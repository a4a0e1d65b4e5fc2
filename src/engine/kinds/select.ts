// One of a fixed list of choices (a state, a type), optionally shown as a coloured chip.
import { emptyToNull, type FieldBase, type KindDefinition, type Tone } from './base';

/** `tones` shows each value as a coloured chip (a status). */
export interface SelectField extends FieldBase {
  kind: 'select';
  choices: readonly string[];
  tones?: Readonly<Record<string, Tone>>;
  /**
   * The message key naming a choice when every entity shares the names (a language: `languages.en`), so a
   * translator names each once; by default the entity's own, `resources.<entity>.choices.<field>.<value>`.
   */
  labelKey?: (choice: string) => string;
}

export const select: KindDefinition<SelectField> = {
  sqlType: () => 'text',
  jsonSchema: (field) => ({ type: 'string', enum: [...field.choices] }),
  normalize: emptyToNull,
  validate: (value, field) =>
    typeof value === 'string' && field.choices.includes(value)
      ? null
      : { message: 'ra.validation.oneOf', args: { options: field.choices.join(', ') } },
  filter: 'eq',
  choices: (field) => field.choices,
  withChoices: (field, choices) => ({ ...field, choices }),
  choiceKey: (field, choice) => field.labelKey?.(choice),
  tones: (field) => field.tones,
  fewValues: true,
  groupKey: String,
};
