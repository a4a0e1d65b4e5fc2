// The textList kind's input: a chip input where Enter, comma or space ends an item.
import { useState } from 'react';
import { Autocomplete, Chip, Stack, TextField as MuiTextField } from '@mui/material';
import { InputHelperText, Labeled, useInput, useTranslate, type Validator } from 'react-admin';
import { KINDS } from '../kinds';
import { itemsOf, type TextListProps } from './TextListKind';

/** Splits typed text into items: a separator ends one. */
const SEPARATORS = /[,\s\u3001\uFF0C]+/;

export function TextListInput({ source, label, field: definition, validate }: TextListProps & { validate: Validator }) {
  const translate = useTranslate();
  const { field, fieldState, isRequired, id } = useInput({ source, validate });
  const items = itemsOf(field.value);
  const prefix = definition.prefix ?? '';
  const [typed, setTyped] = useState('');
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  /** The items as the kind stores them: without prefixes, blanks or repeats. */
  const normalized = (texts: string[]) => itemsOf(KINDS.textList.normalize(texts, definition));
  return (
    <Labeled label={label} isRequired={isRequired} fullWidth>
      <Stack spacing={0.5} sx={{ mt: 1, maxWidth: 640 }}>
        <Autocomplete
          multiple
          freeSolo
          options={[] as string[]}
          value={items}
          onChange={(_event, value) => field.onChange(normalized(value as string[]))}
          inputValue={typed}
          // A typed or pasted separator turns the text before it into an item.
          onInputChange={(_event, text, reason) => {
            if (reason === 'input' && SEPARATORS.test(text)) {
              const parts = text.split(SEPARATORS);
              field.onChange(normalized([...items, ...parts.slice(0, -1)]));
              setTyped(parts[parts.length - 1]);
            } else {
              setTyped(text);
            }
          }}
          onBlur={() => {
            // Text left in the box when leaving it is kept, not silently lost.
            if (typed.trim()) field.onChange(normalized([...items, typed]));
            setTyped('');
            field.onBlur();
          }}
          renderValue={(value, getItemProps) =>
            value.map((item, index) => {
              const { key, ...props } = getItemProps({ index });
              return <Chip key={key} size="small" label={`${prefix}${item}`} {...props} />;
            })
          }
          renderInput={(params) => (
            <MuiTextField
              {...params}
              id={id}
              name={source}
              size="small"
              error={Boolean(error)}
              placeholder={translate('app.textList.placeholder')}
            />
          )}
        />
        {error ? <InputHelperText error={error} /> : null}
      </Stack>
    </Labeled>
  );
}
