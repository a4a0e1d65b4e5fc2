// The password rules every form that sets one shares (creating an account,
// changing one's own password, resetting another's), as the server checks
// them (server/permissions.ts, passwordIssue): required, 8 to 1,024
// characters, typed twice alike.
import { maxLength, minLength, required, type Validator } from 'react-admin';

export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 1024;

const PASSWORD_MISMATCH = 'app.settings.account.password_mismatch';

/** A new password's validators. */
export const newPassword: Validator[] = [required(), minLength(MIN_PASSWORD), maxLength(MAX_PASSWORD)];

/** The second password must repeat the first (the form's `password` field). */
export const samePassword: Validator = (value, values) => (value === values?.password ? undefined : PASSWORD_MISMATCH);
