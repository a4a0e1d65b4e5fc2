// Loading placeholders without flashes (spec section 9: minimum fetch delay
// 200 ms). An answer that comes within 200 ms shows no placeholder at all;
// a placeholder that did appear stays at least 200 ms, so the page does not
// blink between placeholder and content.
import {
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';

/** How long a load may take before a placeholder shows, and how long a shown one stays at least. */
export const MIN_FETCH_DELAY_MS = 200;

/**
 * 'waiting': loading, but not long enough for a placeholder (show nothing);
 * 'placeholder': show the placeholder (still loading, or held after the answer);
 * 'content': show what was loaded.
 */
export type LoadingPhase = 'waiting' | 'placeholder' | 'content';

export function useDelayedLoading(
  loading: boolean,
  delayMs = MIN_FETCH_DELAY_MS,
  holdMs = MIN_FETCH_DELAY_MS,
): LoadingPhase {
  const [shownAt, setShownAt] = useState<number | null>(null);
  useEffect(() => {
    if (loading && shownAt === null) {
      const timer = setTimeout(() => setShownAt(Date.now()), delayMs);
      return () => clearTimeout(timer);
    }
    if (!loading && shownAt !== null) {
      const timer = setTimeout(() => setShownAt(null), Math.max(0, shownAt + holdMs - Date.now()));
      return () => clearTimeout(timer);
    }
  }, [loading, shownAt, delayMs, holdMs]);
  // Held until 200 ms after it appeared, and not a moment longer.
  if (shownAt !== null && (loading || Date.now() < shownAt + holdMs)) return 'placeholder';
  return loading ? 'waiting' : 'content';
}

export type PlaceholderVariant = 'page' | 'rows' | 'form';

/** What stands in for content being loaded: grey blocks in its rough shape. */
export function LoadingPlaceholder({ variant = 'page', rows = 5 }: { variant?: PlaceholderVariant; rows?: number }) {
  const translate = useTranslate();
  return (
    <Box
      data-placeholder={variant}
      role="progressbar"
      aria-busy="true"
      aria-label={translate('ra.page.loading')}
      sx={{ p: variant === 'rows' ? 1 : 2, width: '100%' }}
    >
      {variant === 'rows' ? (
        Array.from({ length: rows }, (_, i) => <Skeleton key={i} height={40} />)
      ) : variant === 'form' ? (
        Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={48} sx={{ mb: 2, maxWidth: 480 }} />
        ))
      ) : (
        <>
          <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem', mb: 1 }} />
          <Skeleton variant="rounded" height={240} />
        </>
      )}
    </Box>
  );
}

/**
 * While `loading`: nothing for the first 200 ms, then the placeholder, held
 * at least 200 ms; then the children.
 */
export function DelayedLoading({
  loading,
  children,
  variant,
  rows,
}: {
  loading: boolean;
  children: ReactNode;
  variant?: PlaceholderVariant;
  rows?: number;
}) {
  const phase = useDelayedLoading(loading);
  if (phase === 'placeholder') return <LoadingPlaceholder variant={variant} rows={rows} />;
  if (phase === 'waiting') return null;
  return children;
}

interface Shown {
  at: number;
  hold?: Promise<void>;
}

/**
 * A Suspense fallback that appears only after the delay and notes when it
 * did. When the delay is up it also asks the boundary to try its content
 * again, in the same render: React 19 holds back revealing content for up to
 * 300 ms after a fallback appeared, so content that was ready early would
 * otherwise be preceded by a placeholder for a moment.
 */
function DelayedFallback({
  shown,
  retry,
  children,
}: {
  shown: RefObject<Shown | null>;
  retry: () => void;
  children: ReactNode;
}) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setVisible(true);
      retry();
    }, MIN_FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [retry]);
  // Only once it is on screen: the retry above may show the content instead.
  useLayoutEffect(() => {
    if (visible && !shown.current) shown.current = { at: Date.now() };
  }, [visible, shown]);
  return visible ? children : null;
}

/** use() of this returns at once: a promise React already knows as fulfilled. */
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** Keeps the boundary suspended (the fallback up) until a shown fallback has had its minimum time. */
function Hold({ shown, children }: { shown: RefObject<Shown | null>; children: ReactNode }) {
  const current = shown.current;
  let wait = READY;
  if (current) {
    const left = current.at + MIN_FETCH_DELAY_MS - Date.now();
    // The same promise on every retry, so React waits on it rather than on a new one.
    if (left > 0) current.hold ??= new Promise((resolve) => setTimeout(resolve, left));
    else shown.current = null;
    wait = current.hold ?? READY;
  }
  // Called on every render, not only when holding: React expects a component that suspended in use() to call it again.
  use(wait);
  return children;
}

/** Suspense whose fallback is the delayed, held placeholder. */
export function PlaceholderSuspense({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const shown = useRef<Shown | null>(null);
  // A new render of this component makes the boundary try its content again.
  const [, retry] = useReducer((n: number) => n + 1, 0);
  return (
    <Suspense
      fallback={
        <DelayedFallback shown={shown} retry={retry}>
          {fallback ?? <LoadingPlaceholder />}
        </DelayedFallback>
      }
    >
      <Hold shown={shown}>{children}</Hold>
    </Suspense>
  );
}
