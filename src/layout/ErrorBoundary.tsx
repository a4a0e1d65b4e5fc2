// The error catalogue (spec section 8) for errors thrown while the app renders:
// the page shows the error's status and its message (404 with a link home,
// 500 "Unknown middleware"); a page chunk that failed to load reloads the page
// once instead; and an error page that fails itself leaves a last, minimal
// message with a link home.
import { Component, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { isChunkLoadError, reloadForChunkError } from './chunkReload';
import { ErrorPage } from './ErrorPages';

export type Translate = (key: string, args?: Record<string, unknown>) => string;

const asStatus = (value: unknown): number | undefined => {
  const status = typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value;
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599 ? status : undefined;
};

/** The error's HTTP status: its statusCode, else its status, else its response's status; 500 by default. */
export function errorStatus(error: unknown): number {
  if (!error || typeof error !== 'object') return 500;
  const { statusCode, status, response } = error as {
    statusCode?: unknown;
    status?: unknown;
    response?: { status?: unknown } | null;
  };
  return (
    asStatus(statusCode) ??
    asStatus(status) ??
    asStatus(response && typeof response === 'object' ? response.status : undefined) ??
    500
  );
}

/** The error's own message, or the translated "Error". */
export function errorMessage(error: unknown, translate: Translate): string {
  const message =
    error && typeof error === 'object'
      ? (error as { message?: unknown }).message
      : typeof error === 'string'
        ? error
        : undefined;
  return typeof message === 'string' && message.trim() ? message : translate('app.errors.default_message');
}

/**
 * What the page says for a status: the catalogue's texts for 404 and 500, else the error's message.
 * A link home on 404, and where the page's code could not be loaded (the page itself is out of reach).
 */
export function resolveErrorPage(
  error: unknown,
  translate: Translate,
): { status: number; message: string; linkHome: boolean } {
  const status = errorStatus(error);
  if (status === 404) return { status, message: translate('app.errors.not_found'), linkHome: true };
  const linkHome = isChunkLoadError(error);
  if (status === 500) return { status, message: translate('app.errors.unknown_middleware'), linkHome };
  return { status, message: errorMessage(error, translate), linkHome };
}

export interface CatalogueErrorPageProps {
  error: unknown;
  translate: Translate;
  homePath: string;
  /** Inside the signed-in layout: no full-screen frame. */
  inline?: boolean;
}

/** The page for a thrown error, or nothing while a failed chunk reloads the page. */
export function CatalogueErrorPage({ error, translate, homePath, inline }: CatalogueErrorPageProps) {
  // Decided once per error: a reload asked for is not asked again by a re-render.
  const [reloading] = useState(() => isChunkLoadError(error) && reloadForChunkError());
  const { status, message, linkHome } = resolveErrorPage(error, translate);
  const product = translate('app.title');
  useEffect(() => {
    if (reloading) return;
    const before = document.title;
    document.title = `${status} · ${product}`;
    return () => void (document.title = before);
  }, [reloading, status, product]);
  if (reloading) return null;
  const homeLabel = linkHome ? translate('app.errors.go_home') : undefined;
  if (!inline) return <ErrorPage status={status} message={message} homeLabel={homeLabel} homePath={homePath} />;
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8 }} data-error-status={status}>
      <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
        {status}
      </Typography>
      <Typography variant="h6" component="h1" sx={{ my: 2 }}>
        {message}
      </Typography>
      {homeLabel ? (
        <Button variant="contained" component={Link} to={homePath}>
          {homeLabel}
        </Button>
      ) : null}
    </Box>
  );
}

const FAILED_FALLBACK = { message: 'An error occurred while showing the error page', home: 'Back to home' };

/** A translation that cannot fail: English when the translator throws or has nothing. */
function safely(translate: Translate | undefined, key: string, english: string): string {
  try {
    const text = translate?.(key);
    return typeof text === 'string' && text && text !== key ? text : english;
  } catch {
    return english;
  }
}

/**
 * Around the error page: when it throws too, plain markup with no theme,
 * router or translation library that could fail again.
 */
export class LastResortBoundary extends Component<
  { translate?: Translate; homePath: string; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const { translate, homePath } = this.props;
    return (
      <div
        role="alert"
        data-error-page-failed=""
        style={{ fontFamily: 'sans-serif', textAlign: 'center', padding: '64px 16px' }}
      >
        <h1 style={{ fontSize: 20, fontWeight: 500 }}>
          {safely(translate, 'app.errors.error_page_failed', FAILED_FALLBACK.message)}
        </h1>
        <a href={homePath || '/'}>{safely(translate, 'app.errors.go_home', FAILED_FALLBACK.home)}</a>
      </div>
    );
  }
}

export interface AppErrorBoundaryProps {
  translate: Translate;
  homePath: string;
  /** The page shown for an error (tests pass one that fails). */
  page?: ComponentType<CatalogueErrorPageProps>;
  children: ReactNode;
}

/** Catches what the app's routes throw while rendering and shows the error page. */
export class AppErrorBoundary extends Component<
  AppErrorBoundaryProps,
  { error: unknown; caught: boolean; at: string }
> {
  state = { error: undefined as unknown, caught: false, at: '' };

  static getDerivedStateFromError(error: unknown) {
    return { error, caught: true, at: window.location.href };
  }

  componentDidUpdate() {
    // Another address (a link home, Back) renders the app again.
    if (this.state.caught && window.location.href !== this.state.at)
      this.setState({ error: undefined, caught: false, at: '' });
  }

  componentDidCatch(_error: unknown, _info: ErrorInfo) {
    // React reports the error to the console itself; nothing more to log.
  }

  render() {
    if (!this.state.caught) return this.props.children;
    const { translate, homePath, page: Page = CatalogueErrorPage } = this.props;
    return (
      <LastResortBoundary translate={translate} homePath={homePath}>
        <Page error={this.state.error} translate={translate} homePath={homePath} />
      </LastResortBoundary>
    );
  }
}
