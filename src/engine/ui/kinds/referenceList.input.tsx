// Several records of a lookup in forms and list filters: a dropdown of the lookup's records
// (ReferenceListKindInput.tsx); a filter picks one.
import type { ReferenceListField } from '../../kinds';
import { ReferenceListInput } from '../ReferenceListKindInput';
import type { InputKind } from './base';

const referenceList: InputKind<ReferenceListField> = {
  Input: ({ source, label, validate, field }) => (
    <ReferenceListInput source={source} label={label} validate={validate} field={field} />
  ),
  Filter: ({ source, label, alwaysOn, field }) => (
    <ReferenceListInput source={source} label={label} alwaysOn={alwaysOn} field={field} filter />
  ),
};

export default referenceList;
