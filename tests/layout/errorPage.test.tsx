// @vitest-environment jsdom
// The error catalogue (spec section 8): status and message read from any
// thrown error, the page a render error shows, the last-resort page when the
// error page fails, and one reload per 60 s for a page chunk that failed.
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  installChunkReload,
  isChunkLoadError,
  isReloading,
  reloadForChunkError,
  resetChunkReload,
} from '../../src/layout/chunkReload';
import {
  AppErrorBoundary,
  errorMessage,
  errorStatus,
  resolveErrorPage,
  type CatalogueErrorPageProps,
} from '../../src/layout/ErrorBoundary';

const TEXTS: Record<string, string> = {
  'app.title': 'Marketplace Admin',
  'app.errors.not_found': 'This page could not be found.',
  'app.errors.unknown_middleware': 'Unknown middleware',
  'app.errors.go_home': 'Back to home',
  'app.errors.default_message': 'Error',
  'app.errors.error_page_failed': 'An error occurred while showing the error page',
};
const translate = (key: string) => TEXTS[key] ?? key;

let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  sessionStorage.clear();
  resetChunkReload();
  reload = vi.fn<() => void>();
  vi.stubGlobal('location', { ...window.location, href: window.location.href, reload });
  // React reports every error a boundary catches; these are the tests' own.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('status and message of a thrown error', () => {
  it('reads statusCode, then status, then response.status, and defaults to 500', () => {
    expect(errorStatus({ statusCode: 404, status: 403, response: { status: 401 } })).toBe(404);
    expect(errorStatus({ status: 403, response: { status: 401 } })).toBe(403);
    expect(errorStatus({ response: { status: 401 } })).toBe(401);
    expect(errorStatus({ statusCode: '503' })).toBe(503);
    expect(errorStatus(Object.assign(new Error('x'), { status: 418 }))).toBe(418);
    expect(errorStatus(new Error('plain'))).toBe(500);
    expect(errorStatus({ status: 'broken', response: null })).toBe(500);
    expect(errorStatus({ statusCode: 42, status: 1000 })).toBe(500);
    expect(errorStatus(undefined)).toBe(500);
    expect(errorStatus('a string')).toBe(500);
  });

  it('takes the error message, "Error" (translated) by default', () => {
    expect(errorMessage(new Error('Forbidden'), translate)).toBe('Forbidden');
    expect(errorMessage(new Error(''), translate)).toBe('Error');
    expect(errorMessage({ message: 12 }, translate)).toBe('Error');
    expect(errorMessage(null, translate)).toBe('Error');
    expect(errorMessage(new Error('x'), (key) => (key === 'app.errors.default_message' ? 'エラー' : key))).toBe('x');
    expect(errorMessage({}, (key) => (key === 'app.errors.default_message' ? 'エラー' : key))).toBe('エラー');
  });

  it('words the page: 404 with a link home, 500 "Unknown middleware", others their message', () => {
    expect(resolveErrorPage({ status: 404, message: 'gone' }, translate)).toEqual({
      status: 404,
      message: 'This page could not be found.',
      linkHome: true,
    });
    expect(resolveErrorPage(new Error('boom'), translate)).toEqual({
      status: 500,
      message: 'Unknown middleware',
      linkHome: false,
    });
    expect(resolveErrorPage({ response: { status: 403 }, message: 'Forbidden' }, translate)).toEqual({
      status: 403,
      message: 'Forbidden',
      linkHome: false,
    });
    expect(resolveErrorPage({ statusCode: 503 }, translate)).toEqual({
      status: 503,
      message: 'Error',
      linkHome: false,
    });
  });
});

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

const renderBoundary = (children: React.ReactNode, page?: React.ComponentType<CatalogueErrorPageProps>) =>
  render(
    <MemoryRouter>
      <AppErrorBoundary translate={translate} homePath="/ja" page={page}>
        {children}
      </AppErrorBoundary>
    </MemoryRouter>,
  );

describe('the boundary around the routes', () => {
  it('shows its children while nothing throws', () => {
    renderBoundary(<p>the page</p>);
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('shows 500 "Unknown middleware" for a render error, without a link home, and titles the document', () => {
    renderBoundary(<Thrower error={new Error('Cannot read properties of undefined')} />);
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Unknown middleware' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.title).toBe('500 · Marketplace Admin');
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows 404 with a link home for an error with that status', () => {
    renderBoundary(<Thrower error={{ response: { status: 404 }, message: 'Not Found' }} />);
    expect(screen.getByRole('heading', { name: 'This page could not be found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/ja');
  });

  it('shows another status with the error message, "Error" when it has none', () => {
    renderBoundary(<Thrower error={Object.assign(new Error(''), { statusCode: 403 })} />);
    expect(screen.getByText('403')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Error' })).toBeTruthy();
  });

  it('falls back to a minimal page with a link home when the error page throws', () => {
    const Broken = (): never => {
      throw new Error('the error page broke');
    };
    renderBoundary(<Thrower error={new Error('first')} />, Broken);
    expect(screen.getByRole('heading', { name: 'An error occurred while showing the error page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/ja');
  });

  it('keeps the minimal page in English when translating throws too', () => {
    const Broken = (): never => {
      throw new Error('the error page broke');
    };
    render(
      <AppErrorBoundary
        translate={() => {
          throw new Error('no messages');
        }}
        homePath="/"
        page={Broken}
      >
        <Thrower error={new Error('first')} />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'An error occurred while showing the error page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});

describe('a page chunk that failed to load', () => {
  it("recognises the browsers' messages and ChunkLoadError", () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/Page-abc.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once, not again within 60 s, and again after', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    expect(reloadForChunkError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(Date.now()));
    // The reloaded document starts without the flag; the stored time is what stops a loop.
    resetChunkReload();
    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS - 1);
    expect(reloadForChunkError()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(reloadForChunkError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when the time cannot be kept', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(reloadForChunkError({ storage, now: () => 1, reload })).toBe(false);
    expect(reloadForChunkError({ storage: null, now: () => 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  const failingChunk = () =>
    lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://x/assets/ChartsPage-abc.js')),
    );

  it('a lazy page that cannot load reloads the page and shows nothing meanwhile', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const Page = failingChunk();
    const { container } = renderBoundary(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(isReloading()).toBe(true);
    expect(container.textContent).toBe('');
  });

  it('the same failure within 60 s of the reload shows the error page instead', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(1_000_000 - 30_000));
    const Page = failingChunk();
    renderBoundary(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Unknown middleware' })).toBeTruthy();
    // The page's code is out of reach: a way home.
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/ja');
  });

  it("answers Vite's preload error with one reload, cancelling the import's rejection", () => {
    vi.useFakeTimers({ now: 5_000_000 });
    const target = new EventTarget() as Window;
    installChunkReload(target);
    // A module that threw while starting is no chunk failure: a reload would not cure it.
    const thrown = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new Error('boom') });
    target.dispatchEvent(thrown);
    expect(thrown.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    const failed = () =>
      Object.assign(new Event('vite:preloadError', { cancelable: true }), {
        payload: new TypeError('Failed to fetch dynamically imported module: http://x/a.js'),
      });
    const first = failed();
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // A second failure after the reload, within 60 s: the import rejects and the error page shows.
    resetChunkReload();
    const second = failed();
    target.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
