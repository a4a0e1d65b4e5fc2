// Names per language in forms: a text box per language (TranslationsKindInput.tsx); a list filters them by a
// substring of any name.
import type { TranslationsField } from '../../kinds';
import { TranslationsInput } from '../TranslationsKindInput';
import type { InputKind } from './base';
import { TextFilter } from './text.input';

const translations: InputKind<TranslationsField> = {
  Input: ({ source, label, validate }) => <TranslationsInput source={source} label={label} validate={validate} />,
  Filter: TextFilter,
};

export default translations;
