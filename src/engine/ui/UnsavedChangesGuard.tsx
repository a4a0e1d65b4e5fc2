// Asks before leaving a form with unsaved changes, like react-admin's
// warnWhenUnsavedChanges, but a language switch (the same page under another
// /ja or /vi prefix) is not leaving: the form stays, with its values and its
// errors re-translated.
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useBlocker, type Location } from 'react-router-dom';
import { parseLocalePath } from '../../providers/localeUrl';

const pageOf = (location: Location) => {
  const parsed = parseLocalePath(location.pathname);
  return parsed.kind === 'ok' ? parsed.rest : location.pathname;
};

/** Whether `next` stays inside the form at `current` (its own sub-paths, not its show page), in any language. */
export function staysInForm(current: Location, next: Location): boolean {
  const form = pageOf(current);
  const target = pageOf(next);
  return target.startsWith(form) && !target.startsWith(`${form}/show`);
}

export function UnsavedChangesGuard() {
  const translate = useTranslate();
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const unsaved = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && !staysInForm(currentLocation, nextLocation));

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // A save or delete resets the form in the same tick as its redirect: then there is nothing to lose.
    if (!unsaved || window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed();
    else blocker.reset();
    // The blocker object changes on every render; its state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state, unsaved]);

  // Closing the tab or reloading: the browser's own question.
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return null;
}
