// What the account pages share: a refused call split for a form, and the vocabulary's names.
import { useTranslate, type HttpError } from 'react-admin';
import type { FunctionType, Privilege } from '../../engine/permissions';

/** A refused or failed call: its status (0: no answer), message and per-field errors. */
export interface CallFailure {
  status: number;
  message: string;
  errors: Record<string, string>;
}

export function failureOf(error: unknown): CallFailure {
  const { status, message, body } = (error ?? {}) as Partial<HttpError> & { body?: { errors?: unknown } };
  const errors =
    body?.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)
      ? (Object.fromEntries(
          Object.entries(body.errors as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
        ) as Record<string, string>)
      : {};
  return {
    status: typeof status === 'number' ? status : 0,
    message: typeof message === 'string' ? message : '',
    errors,
  };
}

/**
 * A failure split for a form: errors of its own fields go under them, the
 * rest (a field it does not show, or no field at all) into one alert text,
 * which is a message key or the server's own words.
 */
export function splitFailure(
  failure: CallFailure,
  fields: readonly string[],
): { fields: Record<string, string>; alert?: string } {
  const own = Object.fromEntries(Object.entries(failure.errors).filter(([name]) => fields.includes(name)));
  const other = Object.entries(failure.errors)
    .filter(([name]) => !fields.includes(name))
    .map(([, text]) => text);
  if (other.length) return { fields: own, alert: other[0] };
  if (Object.keys(own).length) return { fields: own };
  // No answer, or a server fault: a sentence of ours; a refusal keeps the server's reason.
  const alert =
    failure.status === 0 || failure.status >= 500 || !failure.message ? 'app.settings.failed' : failure.message;
  return { fields: own, alert };
}

/** Human names of the vocabulary (e.g. JOBS → "Jobs"). */
const FUNCTION_LABELS = 'app.functions.';
const PRIVILEGE_LABELS = 'app.privileges.';

export function useVocabularyLabels() {
  const translate = useTranslate();
  return {
    functionLabel: (type: FunctionType) => translate(`${FUNCTION_LABELS}${type}`),
    privilegeLabel: (privilege: Privilege) => translate(`${PRIVILEGE_LABELS}${privilege}`),
  };
}
