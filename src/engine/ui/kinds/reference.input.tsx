// A reference in forms and list filters: a picker of the target's records (ReferenceKindInput.tsx); the
// parent of a hierarchy's record offers general records only.
import type { ReferenceField } from '../../kinds';
import { ReferenceKindInput } from '../ReferenceKindInput';
import type { InputKind } from './base';

const reference: InputKind<ReferenceField> = {
  Input: ({ schema, source, label, validate, field }) => (
    <ReferenceKindInput
      source={source}
      label={label}
      validate={validate}
      field={field}
      generalOnly={schema.hierarchy?.parent === source}
    />
  ),
  Filter: ({ source, label, alwaysOn, field }) => (
    <ReferenceKindInput source={source} label={label} alwaysOn={alwaysOn} field={field} filter />
  ),
};

export default reference;
