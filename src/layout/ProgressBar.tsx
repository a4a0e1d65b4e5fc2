// A thin bar along the top of the page while API calls run: with a value
// while an upload is sent, moving without one otherwise; it turns red when a
// call of the batch failed and fades out once everything has ended.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { progress as appProgress, type ProgressStore } from '../providers/progress';

/** How long the finished bar stays at its end before it is gone. */
const LINGER_MS = 400;

export function ProgressBar({ store = appProgress }: { store?: ProgressStore }) {
  const translate = useTranslate();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [lingering, setLingering] = useState(false);
  const [wasActive, setWasActive] = useState(state.active);

  // The moment a batch ends, the bar stays full for a short while.
  if (state.active !== wasActive) {
    setWasActive(state.active);
    if (!state.active) setLingering(true);
  }
  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), LINGER_MS);
    return () => clearTimeout(timer);
  }, [lingering]);

  if (!state.active && !lingering) return null;
  const done = !state.active;
  return (
    <Box data-progress={done ? (state.failed ? 'failed' : 'done') : state.value === null ? 'running' : 'upload'} sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.tooltip + 1, pointerEvents: 'none', opacity: done ? 0 : 1, transition: `opacity ${LINGER_MS}ms ease-out` }}>
      <LinearProgress
        variant={done || state.value !== null ? 'determinate' : 'indeterminate'}
        value={done ? 100 : state.value !== null ? Math.round(state.value * 100) : undefined}
        color={state.failed ? 'error' : 'secondary'}
        aria-label={translate('ra.page.loading')}
        sx={{ height: 3 }}
      />
    </Box>
  );
}
