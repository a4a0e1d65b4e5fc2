// What the production build (dist/) holds: its JavaScript chunks, their
// gzip sizes, which ones index.html loads at once and the largest of the
// rest (the chunks loaded on demand); and, from a build's manifest, what a
// page needs before it runs (the closure of its chunks' static imports),
// read by the budget test and the bench alike.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size at the level a server or CDN would use for static files. */
export const gzipBytes = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

export interface Chunk {
  file: string;
  gzip: number;
}

export interface BundleFigures {
  chunks: number;
  /** Chunks index.html loads itself (its script and modulepreload links), summed. */
  initialGzip: number;
  initial: Chunk[];
  largestLazy: Chunk;
  /** The largest on-demand chunk with a budget: not the rich-text editor's nor the API reference's. */
  largestBudgeted: Chunk;
}

/**
 * Chunks without a budget: the rich-text editor's, and the API reference page's (swagger-ui, for the
 * developers of other teams at /api/docs, never part of an admin's pages).
 */
export const isUnbudgetedChunk = (file: string) => /RichText|showApiDocs/i.test(file);

export function measureBundle(dist: string): BundleFigures {
  const assets = path.join(dist, 'assets');
  const chunks: Chunk[] = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipBytes(readFileSync(path.join(assets, file))) }));
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const named = new Set([...html.matchAll(/(?:src|href)="\/?assets\/([^"]+\.js)"/g)].map((m) => m[1]));
  const initial = chunks.filter((c) => named.has(c.file));
  const lazy = chunks.filter((c) => !named.has(c.file)).sort((a, b) => b.gzip - a.gzip);
  return {
    chunks: chunks.length,
    initialGzip: initial.reduce((sum, c) => sum + c.gzip, 0),
    initial,
    largestLazy: lazy[0],
    largestBudgeted: lazy.filter((c) => !isUnbudgetedChunk(c.file))[0],
  };
}

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A build's manifest (`vite build --manifest`). */
export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(
      `No build manifest at ${file}: build with \`vite build --manifest\` (${(error as Error).message})`,
      { cause: error },
    );
  }
}

/** The files a page needs before it runs: its chunks and everything they import statically. */
export function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk for ${key} in the manifest`);
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) walk(next);
  };
  keys.forEach(walk);
  return files;
}

/** The manifest's key of a language's login texts (a slice of its message file). */
export function loginTextsKey(manifest: Manifest, locale: string): string {
  const key = Object.keys(manifest).find((k) => k.startsWith(`i18n/${locale}.json?slice=`));
  if (!key) throw new Error(`No login texts for ${locale} in the manifest`);
  return key;
}

/** /login: index.html (whose code holds the login page) and the English login texts. */
export const loginEntries = (manifest: Manifest) => ['index.html', loginTextsKey(manifest, 'en')];

/**
 * The first list after login: /login, the signed-in app (react-admin, the
 * schemas), the English messages and react-admin's English pack, the
 * dashboard and the list page. The dashboard's charts load after it shows.
 */
export const firstListEntries = (manifest: Manifest) => [
  ...loginEntries(manifest),
  'src/AdminRoot.tsx',
  'i18n/en.json',
  'node_modules/ra-language-english/dist/index.js',
  'src/pages/Dashboard.tsx',
  'src/engine/ui/pages/ListPage.tsx',
];

/** The dashboard's charts chunk and what only it brings (files under assets/). */
export function chartsOnly(manifest: Manifest): Set<string> {
  const firstList = closure(manifest, firstListEntries(manifest));
  return new Set([...closure(manifest, ['src/pages/dashboard/Charts.tsx'])].filter((file) => !firstList.has(file)));
}
