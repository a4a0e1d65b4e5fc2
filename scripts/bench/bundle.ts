// What the production build (dist/) holds: its JavaScript chunks, their
// gzip sizes, which ones index.html loads at once and the largest of the
// rest (the chunks loaded on demand).
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
  /** The largest on-demand chunk other than the rich-text editor's, which has no budget. */
  largestLazyButEditor: Chunk;
}

export const isEditorChunk = (file: string) => /RichText/i.test(file);

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
    largestLazyButEditor: lazy.filter((c) => !isEditorChunk(c.file))[0],
  };
}
