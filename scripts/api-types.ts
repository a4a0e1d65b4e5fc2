// `npm run api:types`: the API document (GET /api/v1/openapi.json of a server with the production set of
// routes) and its TypeScript types, written into packages/api-types/. The app's calls are typed by them
// (src/providers/api.ts), so a change of the API that breaks one fails the type check;
// tests/scripts/api-types.test.ts fails while the committed files differ from what this makes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

export const API_TYPES_DIR = path.join(import.meta.dirname, '..', 'packages', 'api-types');
export const DOCUMENT_FILE = path.join(API_TYPES_DIR, 'openapi.json');
export const TYPES_FILE = path.join(API_TYPES_DIR, 'index.ts');

const HEADER = '// Made by `npm run api:types` from the API document (openapi.json beside it): do not edit.\n';

/** The document as a server without development calls serves it, and its types, both as files hold them. */
export async function apiDocumentAndTypes(): Promise<{ document: string; types: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-admin-api-types-'));
  try {
    const built = await buildApp(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '0', DEV_ENDPOINTS: '0', BROKER_URL: '' }),
    );
    try {
      await built.app.ready();
      const answer = await built.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
      if (answer.statusCode !== 200) throw new Error(`GET /api/v1/openapi.json answered ${answer.statusCode}`);
      const parsed = JSON.parse(answer.body);
      const format = async (text: string, filepath: string) =>
        prettier.format(text, { ...(await prettier.resolveConfig(filepath)), filepath });
      const types = HEADER + astToString(await openapiTS(parsed, { alphabetize: true, emptyObjectsUnknown: true }));
      return {
        document: await format(JSON.stringify(parsed), DOCUMENT_FILE),
        types: await format(types, TYPES_FILE),
      };
    } finally {
      await built.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { document, types } = await apiDocumentAndTypes();
  writeFileSync(DOCUMENT_FILE, document);
  writeFileSync(TYPES_FILE, types);
  console.log(`Wrote ${path.relative(process.cwd(), DOCUMENT_FILE)} and ${path.relative(process.cwd(), TYPES_FILE)}.`);
}
