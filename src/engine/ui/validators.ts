// react-admin validators derived from the schema: the same rules the server
// applies (src/engine/validation.ts), so a form never submits what the server
// would refuse for shape reasons.
import type { Validator } from 'react-admin';
import type { Field } from '../kinds';
import { validateField } from '../validation';

export function validatorFor(field: Field): Validator {
  const validator = ((value: unknown) => validateField(field, value) ?? undefined) as Validator & {
    isRequired?: boolean;
  };
  // react-admin marks an input with an asterisk when a validator says so.
  validator.isRequired = Boolean(field.required);
  return validator;
}
