// Loaded before every test file (vitest.config.ts setupFiles).
import { configure } from '@testing-library/dom';
import { beforeAll } from 'vitest';

// findBy* and waitFor wait for a condition; their timeout (1 s by default) is only a safety net,
// under the test's own 30 s: rendering takes longer on a busy machine, and that is no failure.
configure({ asyncUtilTimeout: 20_000 });

// A component test file starts at the root address with empty storage, whatever the files before it in its
// worker left there (isolate: false keeps one window per worker): react-admin reads a list's filters from
// the address and its preferences from the storage, so another file's list could change this one's calls.
beforeAll(() => {
  if (typeof window === 'undefined') return;
  window.history.replaceState(null, '', '/');
  window.localStorage?.clear();
  window.sessionStorage?.clear();
});
