// Loaded before every test file (vitest.config.ts setupFiles).
import { configure } from '@testing-library/dom';

// findBy* and waitFor wait for a condition; their timeout (1 s by default) is only a safety net,
// under the test's own 30 s: rendering takes longer on a busy machine, and that is no failure.
configure({ asyncUtilTimeout: 20_000 });
