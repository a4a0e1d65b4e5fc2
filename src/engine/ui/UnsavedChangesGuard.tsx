// Asks before leaving a form with unsaved changes, like react-admin's
// warnWhenUnsavedChanges but in the app's own dialog, and a language switch
// (the same page under another /ja or /vi prefix) is not leaving: the form
// stays, with its values and its errors re-translated.
import { createContext, useContext, useEffect, useId, useRef, type ReactElement } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useBlocker, type Location } from 'react-router-dom';
import { parseLocalePath } from '../locales';

/** The page of a location without its language prefix. */
export const pageOf = (location: Location) => {
  const parsed = parseLocalePath(location.pathname);
  return parsed.kind === 'ok' ? parsed.rest : location.pathname;
};

/** Whether `next` stays inside the form at `current` (its own sub-paths, not its show page), in any language. */
export function staysInForm(current: Location, next: Location): boolean {
  const form = pageOf(current);
  const target = pageOf(next);
  return target.startsWith(form) && !target.startsWith(`${form}/show`);
}

/**
 * Asks before a navigation that `leaves` the page while `unsaved`, and lets the browser ask before a
 * reload or closing the tab. A save that clears `unsaved` in the same tick as its redirect goes through.
 * Returns the dialog that asks, for the caller to render.
 */
export function useLeaveGuard(unsaved: boolean, leaves: (current: Location, next: Location) => boolean): ReactElement {
  const translate = useTranslate();
  // Once the admin has chosen to leave, this page asks no more: it may stay mounted while the next page
  // loads, and a Back pressed meanwhile must not be held by a dialog that is no longer there.
  const left = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !left.current && unsaved && leaves(currentLocation, nextLocation),
  );
  const blocked = blocker.state === 'blocked';
  const titleId = useId();
  const leave = () => {
    left.current = true;
    blocker.proceed?.();
  };

  useEffect(() => {
    if (blocked && !unsaved) blocker.proceed();
    // The blocker object changes on every render; its state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocked, unsaved]);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const stay = () => blocker.reset?.();
  return (
    // Escape and a click beside it stay: losing the edit takes the explicit button.
    <Dialog open={blocked && unsaved} onClose={stay} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('app.unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('ra.message.unsaved_changes')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={stay} autoFocus data-action="stay">
          {translate('app.unsaved.stay')}
        </Button>
        <Button variant="contained" color="warning" onClick={leave} data-action="leave">
          {translate('app.unsaved.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const leavesForm = (current: Location, next: Location) => !staysInForm(current, next);

/**
 * True while the form's last save was refused without field errors (e.g. someone else saved first):
 * react-hook-form counts that submit as successful, yet nothing was saved.
 */
export const SaveFailedContext = createContext(false);

export function UnsavedChangesGuard() {
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const saveFailed = useContext(SaveFailedContext);
  return useLeaveGuard(Object.keys(dirtyFields).length > 0 && (!isSubmitSuccessful || saveFailed), leavesForm);
}
