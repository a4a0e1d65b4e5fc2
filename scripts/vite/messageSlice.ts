// `import.meta.glob('../../i18n/*.json', { query: '?slice=app.login,languages' })`: a message file
// cut down at build time to the keys named (dotted paths), so a page that needs a few texts before
// the rest of the app (the login page) does not fetch every message. Translators still edit the
// whole file; the slice follows it.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parts of `messages` at the dotted `paths`, in the same nesting. */
export function sliceMessages(messages: Tree, paths: readonly string[]): Tree {
  const out: Tree = {};
  for (const path of paths) {
    const parts = path.split('.');
    let from: unknown = messages;
    for (const part of parts) from = isTree(from) ? from[part] : undefined;
    if (from === undefined) throw new Error(`No message at ${path}`);
    let into = out;
    for (const part of parts.slice(0, -1)) into = (isTree(into[part]) ? into[part] : (into[part] = {})) as Tree;
    into[parts[parts.length - 1]] = from;
  }
  return out;
}

export function messageSlice(): Plugin {
  return {
    name: 'message-slice',
    enforce: 'pre',
    load(id) {
      const [file, query = ''] = id.split('?', 2);
      const paths = new URLSearchParams(query).get('slice');
      if (!paths || !file.endsWith('.json')) return null;
      this.addWatchFile(file);
      const slice = sliceMessages(JSON.parse(readFileSync(file, 'utf8')) as Tree, paths.split(','));
      return `export default ${JSON.stringify(slice)};`;
    },
  };
}
