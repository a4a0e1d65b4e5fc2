// packages/api-types holds the API document and its types as `npm run api:types` makes them now: a change
// of a route or a schema without running it fails here (and a call it breaks fails the type check).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiDocumentAndTypes, DOCUMENT_FILE, TYPES_FILE } from '../../scripts/api-types';

describe('npm run api:types', () => {
  it('has written the document and types of the API as it is', { timeout: 300_000 }, async () => {
    const { document, types } = await apiDocumentAndTypes();
    const stale = 'packages/api-types is out of date: run npm run api:types and commit what it writes';
    expect(readFileSync(DOCUMENT_FILE, 'utf8') === document, stale).toBe(true);
    expect(readFileSync(TYPES_FILE, 'utf8') === types, stale).toBe(true);
    // Development calls are not part of it.
    expect(document).not.toContain('/admin/dev/');
  });
});
