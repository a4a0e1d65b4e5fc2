// Edit forms save the version of the record they loaded. When someone else
// saved in between, the server answers 409 with meta.version and meta.record;
// the form then stays with every typed value and offers, at its top, to load
// the latest record (dropping the user's changes) or to save over it.
import {
  createContext,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Alert, AlertTitle, Button as MuiButton, Dialog, DialogActions, DialogTitle, Stack } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Button,
  RecordContextProvider,
  SaveButton,
  SaveContextProvider,
  useEditContext,
  useNotify,
  useSaveContext,
  useTranslate,
  type RaRecord,
  type SaveHandler,
  type SaveHandlerCallbacks,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { SaveFailedContext } from './UnsavedChangesGuard';

/** What a stale save was told: the stored version and record. */
export interface StaleAnswer {
  version: number;
  record: RaRecord;
}

/** The stale answer in a save error (409 with meta.version and meta.record), else undefined. */
export function staleAnswerOf(error: unknown): StaleAnswer | undefined {
  const e = error as { status?: unknown; body?: { meta?: { version?: unknown; record?: unknown } } } | null;
  const meta = e?.body?.meta;
  if (e?.status !== 409 || !meta || !Number.isInteger(meta.version)) return undefined;
  if (!meta.record || typeof meta.record !== 'object' || Array.isArray(meta.record)) return undefined;
  return { version: meta.version as number, record: meta.record as RaRecord };
}

const hasFieldErrors = (error: unknown) => {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  return !!errors && typeof errors === 'object' && Object.keys(errors).length > 0;
};

/** The body to send: the form's values with the version they are based on (none: last write wins). */
export function withVersion(data: Record<string, unknown>, version: unknown): Record<string, unknown> {
  const { version: _ignored, ...rest } = data;
  return Number.isInteger(version) ? { ...rest, version } : rest;
}

interface StaleState {
  stale?: StaleAnswer;
  reload(): Promise<void>;
}

const StaleContext = createContext<StaleState | null>(null);

/**
 * Around an edit form (inside Edit or EditBase): the form shows the record as
 * it was loaded, even if the cached one changes meanwhile, and saves with its
 * version. A refused save is known to the unsaved-changes guard.
 */
export function VersionedForm({ children }: { children: ReactNode }) {
  const { record, refetch } = useEditContext();
  const saveContext = useSaveContext();
  const notify = useNotify();
  const [loaded, setLoaded] = useState<RaRecord | undefined>(record);
  const [stale, setStale] = useState<StaleAnswer>();
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  // The record arrives after the first render (EditBase), anew after a save that stays on the form,
  // or is another one (the same page for another id).
  if (record && (!loaded || loaded.id !== record.id)) {
    setLoaded(record);
    if (loaded) {
      setStale(undefined);
      setFailed(false);
    }
  }
  const shown = loaded ?? record;

  const innerSave = saveContext.save;
  const save = useCallback<SaveHandler<RaRecord>>(
    async (data, callbacks: SaveHandlerCallbacks = {}) => {
      if (!innerSave) return;
      let failure: unknown;
      setFailed(false);
      const errors = await innerSave(withVersion(data, shown?.version), {
        ...callbacks,
        onError: (error: unknown, ...rest: unknown[]) => {
          failure = error;
          // A stale save is told at the top of the form, not in a toast.
          if (staleAnswerOf(error)) return;
          if (callbacks.onError) return (callbacks.onError as (...args: unknown[]) => unknown)(error, ...rest);
          // As react-admin's own: field errors land on their fields, anything else in a toast.
          if (hasFieldErrors(error)) return;
          const message =
            typeof error === 'string' ? error : (error as Error | null)?.message || 'ra.notification.http_error';
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      });
      const answer = failure ? staleAnswerOf(failure) : undefined;
      if (answer) setStale(answer);
      if (failure) {
        // Field errors keep the form unsaved by themselves; other refusals need telling.
        setFailed(!hasFieldErrors(failure));
        return errors;
      }
      // Saved: the form now stands on the saved record (its new version).
      setStale(undefined);
      setLoaded(undefined);
      return errors;
    },
    [innerSave, shown?.version, notify],
  );

  const reload = useCallback(async () => {
    const answer = await refetch();
    const latest = (answer.data as RaRecord | undefined) ?? stale?.record;
    setLoaded(latest);
    setStale(undefined);
    setFailed(false);
    // A fresh form: the user's values and their dirty state are dropped.
    setGeneration((g) => g + 1);
  }, [refetch, stale]);

  const saveValue = useMemo(() => ({ ...saveContext, save }), [saveContext, save]);
  const staleValue = useMemo(() => ({ stale, reload }), [stale, reload]);
  return (
    <SaveContextProvider value={saveValue}>
      <RecordContextProvider value={shown}>
        <SaveFailedContext.Provider value={failed}>
          <StaleContext.Provider value={staleValue}>
            <Fragment key={generation}>{children}</Fragment>
          </StaleContext.Provider>
        </SaveFailedContext.Provider>
      </RecordContextProvider>
    </SaveContextProvider>
  );
}

/** Loads the latest record into the form, dropping what was typed (inside a VersionedForm; else null). */
export const useFormReload = () => useContext(StaleContext)?.reload ?? null;

/** The message at the top of a form whose save was stale, with its two ways out. Inside the form. */
export function StaleNotice() {
  const state = useContext(StaleContext);
  const translate = useTranslate();
  const { dirtyFields, isSubmitting } = useFormState();
  const ref = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const stale = state?.stale;
  useEffect(() => {
    // The save button is at the bottom of a long form: bring the message into view.
    if (stale) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [stale]);
  if (!state || !stale) return null;
  // Typed changes are lost by a reload: asked first, in the app's own dialog.
  const reload = () => {
    setAsking(false);
    void state.reload();
  };
  const askOrReload = () => (Object.keys(dirtyFields).length > 0 ? setAsking(true) : reload());
  return (
    <Alert
      ref={ref}
      severity="warning"
      data-stale-notice
      sx={{ width: '100%', boxSizing: 'border-box', scrollMarginTop: 64 }}
    >
      <AlertTitle>{translate('app.stale.title')}</AlertTitle>
      {translate('app.stale.message')}
      <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Button
          label="app.stale.reload"
          onClick={askOrReload}
          variant="outlined"
          color="inherit"
          disabled={isSubmitting}
          data-action="stale-reload"
        >
          <RefreshIcon />
        </Button>
        <SaveButton
          type="button"
          label="app.stale.save_mine"
          color="warning"
          alwaysEnable={!isSubmitting}
          // Over the version the server named: the user has seen that someone else saved.
          transform={(data: Record<string, unknown>) => withVersion(data, stale.version)}
          data-action="stale-save-mine"
        />
      </Stack>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('app.stale.confirm_reload')}</DialogTitle>
        <DialogActions>
          <MuiButton onClick={() => setAsking(false)} autoFocus data-action="stale-keep">
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton variant="contained" color="warning" onClick={reload} data-action="stale-discard">
            {translate('app.stale.reload')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </Alert>
  );
}
