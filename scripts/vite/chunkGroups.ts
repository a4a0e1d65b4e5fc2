// Fewer, larger chunks for the code a signed-in visitor loads first.
//
// Left to itself the bundler makes a chunk of every set of modules that the
// same lazy pages share: the signed-in app came as 40 files and the list page
// as 20 more, and a browser fetches them over HTTP/1.1's six connections a few
// at a time (about 5 ms a file in Chromium here), the app's first API calls
// queued behind them (docs/PERFORMANCE.md). These groups make it 6 files for
// the signed-in app and 2 for the list page, each within the budget of a lazy
// chunk (100 KiB gzip, tests/build/bundle-budget.test.ts):
// - `boot`: what the page's own script imports, the login page included (the bundler's '$initial');
// - `schemas` and `engine`: the entity schemas and the engine's core, each with what it imports,
//   so that nothing they hold imports the chunks below (no chunk waits on one that waits on it);
// - `admin`: what the signed-in app imports, and what that imports in turn;
// - `list`: what the list page imports beyond that;
// - `kindInputs`: the field kinds' entry modules (form inputs, list filters), which forms import through
//   their registry and a list loads one by one as it shows a filter: one chunk, not one per kind.
// The other lazy pages (forms, details, settings) keep the bundler's own chunks.
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/** Source bytes (before minifying) of one chunk of a group: about 90 KiB gzip once minified. */
const MAX_GROUP_BYTES = 1200 * 1024;

const ADMIN_ROOT = /[\\/]src[\\/]AdminRoot\.tsx$/;
const LIST_PAGE = /[\\/]src[\\/]engine[\\/]ui[\\/]pages[\\/]ListPage\.tsx$/;
/** A field kind's entry module, or their registry (src/engine/ui/kinds/). */
const KIND_INPUTS = /[\\/]src[\\/]engine[\\/]ui[\\/]kinds[\\/](?:inputs\.ts|[^\\/]+\.input\.tsx)$/;
/** A package's index file, which passes its modules on ('@mui/material', 'react-admin'). */
const PACKAGE_INDEX = /node_modules[\\/].*[\\/]index\.(m?js|cjs)$/;

/** Whether `root` imports the module: itself, or through packages' index files. */
function importedBy(ctx: ChunkingContext, id: string, root: RegExp, depth = 0): boolean {
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  return importers.some(
    (importer) =>
      root.test(importer) || (depth < 4 && PACKAGE_INDEX.test(importer) && importedBy(ctx, importer, root, depth + 1)),
  );
}

/** The modules `root` imports, with (the bundler's default) everything they import in turn. */
function importsOf(name: string, root: RegExp, priority: number): CodeSplittingGroup {
  return {
    name: (id, ctx) => (importedBy(ctx, id, root) ? name : null),
    debugName: name,
    priority,
    maxSize: MAX_GROUP_BYTES,
  };
}

export const firstPageChunkGroups: CodeSplittingGroup[] = [
  { name: 'boot', tags: ['$initial'], priority: 4 },
  // Not the records a schema loads on the server only (`*.rows.ts`: fixedRows), which stay out of the browser.
  { name: 'schemas', test: /[\\/]schemas[\\/](?!.*\.rows\.ts$)/, priority: 3 },
  { name: 'engine', test: /[\\/]src[\\/]engine[\\/][^\\/]+\.tsx?$/, priority: 3 },
  importsOf('admin', ADMIN_ROOT, 2),
  importsOf('list', LIST_PAGE, 1),
  { name: 'kindInputs', test: KIND_INPUTS, priority: 0 },
];
