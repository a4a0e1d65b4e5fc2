// A thin bar along the top of the page while API calls run: it follows the
// bytes of uploads and of answers whose size is known, and otherwise creeps
// toward its end (never reaching it) while calls run; it fills up once all
// have ended and fades out. It turns red when a call of the batch failed.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { progress as appProgress, type ProgressStore } from '../providers/progress';

/** How long the finished bar stays: it fills up, then fades out. */
const LINGER_MS = 600;
/** A failed batch stays in red longer, so it is seen. */
const FAILED_LINGER_MS = 2000;
const FADE_MS = 400;

export function ProgressBar({ store = appProgress }: { store?: ProgressStore }) {
  const translate = useTranslate();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [lingering, setLingering] = useState(false);
  // The batch whose end the bar has shown. A batch may start and end between two renders (a busy page
  // runs the throttled update late): its end is still shown, its failure in red.
  const [endShown, setEndShown] = useState(state.active ? state.batch - 1 : state.batch);

  // The moment a batch ends, the bar stays full for a short while.
  if (!state.active && state.batch !== endShown) {
    setEndShown(state.batch);
    setLingering(true);
  }
  if (state.active && lingering) setLingering(false);
  const linger = state.failed ? FAILED_LINGER_MS : LINGER_MS;
  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), linger);
    return () => clearTimeout(timer);
  }, [lingering, linger]);

  const drawnFailure = !state.active && lingering && state.failed;
  useEffect(() => {
    if (drawnFailure) store.failureShown();
  }, [drawnFailure, store]);

  if (!state.active && !lingering) return null;
  const done = !state.active;
  const percent = done ? 100 : state.value * 100;
  return (
    <Box
      data-progress={done ? (state.failed ? 'failed' : 'done') : 'running'}
      data-source={done ? undefined : state.measured ? 'bytes' : 'time'}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        pointerEvents: 'none',
        opacity: done ? 0 : 1,
        // Filled first, then faded.
        transition: done ? `opacity ${FADE_MS}ms ease-out ${linger - FADE_MS}ms` : 'none',
      }}
    >
      <LinearProgress
        variant="determinate"
        value={percent}
        color={state.failed ? 'error' : 'secondary'}
        aria-label={translate('ra.page.loading')}
        sx={{ height: 3, '& .MuiLinearProgress-bar': { transitionDuration: '200ms' } }}
      />
    </Box>
  );
}
