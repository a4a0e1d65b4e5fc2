// Bundle budgets, read off a production build's manifest (deterministic: the
// same sources give the same bytes). What a page loads is the closure of its
// chunk's static imports: /login is index.html (the login page is part of its
// code) and the login texts of English; the first list adds the signed-in app (react-admin, the
// schemas), the full English messages, the dashboard and the list page. The
// dashboard's charts load after it shows, in a chunk of their own, and are
// not part of the first list. `npm run bench` measures what Chromium fetches.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chartsOnly,
  closure as closureIn,
  firstListEntries,
  gzipBytes,
  isUnbudgetedChunk,
  loginEntries,
  loginTextsKey,
  readManifest,
  type Manifest,
} from '../../scripts/bench/bundle';

const KiB = 1024;
/** The budgets (issue "Fast at every size"): /login, the first list after login, any chunk loaded on demand. */
const BUDGET = { login: 200 * KiB, firstList: 450 * KiB, lazyChunk: 100 * KiB };

const root = path.resolve(__dirname, '../..');
let outDir = '';
let ownBuild = true;
let manifest: Manifest = {};
const sizes = new Map<string, number>();

const closure = (keys: readonly string[]) => closureIn(manifest, keys);
const gzipOf = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + sizes.get(file)!, 0);
const LOGIN = () => loginEntries(manifest);
const FIRST_LIST = () => firstListEntries(manifest);

/** A production build of our own, with its manifest, in a folder of its own. */
function build() {
  outDir = mkdtempSync(path.join(tmpdir(), 'bundle-budget-'));
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'error',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      // Vitest sets NODE_ENV=test, which would build React's development code.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed: ${result.stderr}`);
}

describe('bundle budgets', () => {
  beforeAll(() => {
    // `npm test` builds once (with a manifest) for these budgets and the browser tests alike.
    if (process.env.BUNDLE_DIR) {
      outDir = path.resolve(root, process.env.BUNDLE_DIR);
      ownBuild = false;
    } else build();
    manifest = readManifest(outDir);
    for (const file of readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'))) {
      sizes.set(`assets/${file}`, gzipBytes(readFileSync(path.join(outDir, 'assets', file))));
    }
  }, 180_000);
  afterAll(() => {
    if (outDir && ownBuild) rmSync(outDir, { recursive: true, force: true });
  });

  it('keeps /login within 200 KiB and the first list after login within 450 KiB', () => {
    const login = gzipOf(closure(LOGIN()));
    const firstList = gzipOf(closure(FIRST_LIST()));
    console.log(
      `JS gzip: /login ${(login / KiB).toFixed(1)} KiB (budget ${BUDGET.login / KiB}), first list ${(firstList / KiB).toFixed(1)} KiB (budget ${BUDGET.firstList / KiB})`,
    );
    expect(login).toBeLessThanOrEqual(BUDGET.login);
    expect(firstList).toBeLessThanOrEqual(BUDGET.firstList);
    // The pages are distinct: the signed-in app's code is not part of /login.
    expect(closure(LOGIN()).has(manifest['src/AdminRoot.tsx'].file)).toBe(false);
    expect(firstList - login).toBeGreaterThan(200 * KiB);
    // The charts come after the dashboard shows: none of their own code is in the first list.
    const charts = chartsOnly(manifest);
    expect(charts.size).toBeGreaterThan(0);
    expect([...charts].filter((file) => closure(FIRST_LIST()).has(file))).toEqual([]);
  });

  it('gives /login the login texts of its language only, not the whole message file', () => {
    for (const locale of ['en', 'ja', 'vi']) {
      const slice = sizes.get(manifest[loginTextsKey(manifest, locale)].file)!;
      const whole = sizes.get(manifest[`i18n/${locale}.json`].file)!;
      expect(slice).toBeLessThan(2 * KiB);
      expect(whole).toBeGreaterThan(5 * slice);
    }
  });

  it('keeps every chunk loaded on demand within 100 KiB, the rich-text editor and the API reference excepted', () => {
    const initial = closure(LOGIN());
    const lazy = [...sizes].filter(([file]) => !initial.has(file) && !isUnbudgetedChunk(file));
    expect(lazy.length).toBeGreaterThan(10);
    const over = lazy
      .filter(([, bytes]) => bytes > BUDGET.lazyChunk)
      .map(([file, bytes]) => `${file}: ${(bytes / KiB).toFixed(1)} KiB`);
    expect(over).toEqual([]);
  });

  it('loads the signed-in app and the list page in a few chunks, none of which waits on a chunk that waits on it', () => {
    // scripts/vite/chunkGroups.ts: the bundler's own split made 40 files of the app and 20 of the list page.
    const login = closure(LOGIN());
    expect(login.size).toBeLessThanOrEqual(4);
    expect([...closure(FIRST_LIST())].filter((file) => !login.has(file)).length).toBeLessThanOrEqual(20);
    // Chunks that import each other could run a module before one it needs (a schema before the
    // engine's defineEntity): the app then fails at its start.
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (key: string, path: string[]) => {
      for (const next of manifest[key]?.imports ?? []) {
        if (path.includes(next)) cycles.push([...path.slice(path.indexOf(next)), next].join(' → '));
        else if (!done.has(next)) visit(next, [...path, next]);
      }
      done.add(key);
    };
    for (const key of Object.keys(manifest)) if (!done.has(key)) visit(key, [key]);
    expect(cycles).toEqual([]);
  });

  it('gives no entity schema a chunk of its own: pages are split by page type', () => {
    const schemaFiles = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
        // Records only the server loads (fixedRows) are a chunk of their own that no page fetches.
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.rows.ts'))
          schemaFiles.add(entry.name.replace(/\.ts$/, ''));
      }
    };
    walk(path.join(root, 'schemas'));
    expect(schemaFiles.size).toBeGreaterThan(50);
    const ownChunks = Object.values(manifest).filter(
      (chunk) =>
        (chunk.src?.startsWith('schemas/') && !chunk.src.endsWith('.rows.ts')) ||
        (chunk.name && schemaFiles.has(chunk.name) && chunk.name !== 'index'),
    );
    expect(ownChunks.map((chunk) => chunk.file)).toEqual([]);
    // The generated pages are one chunk per page type, whatever the number of entities.
    for (const page of ['ListPage', 'ShowPage', 'EditPage', 'CreatePage', 'SubPage']) {
      expect(manifest[`src/engine/ui/pages/${page}.tsx`]?.file, page).toMatch(new RegExp(`^assets/${page}-`));
    }
  });
});
