// The login page's texts are a build-time slice of each message file: the keys
// asked for, in their nesting, and a clear failure for a key that is not there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sliceMessages } from '../../scripts/vite/messageSlice';
import { fillPlaceholders, lookupMessage } from '../../src/engine/messageLookup';

const read = (file: string) => readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
const messages = (locale: string) => JSON.parse(read(`i18n/${locale}.json`));

/** The keys the shell asks the build for, read from the import itself (a glob query must be a literal). */
function shellSliceKeys(): string[] {
  const query = /\?slice=([^'"]+)/.exec(read('src/providers/shellMessages.ts'))?.[1];
  if (!query) throw new Error('src/providers/shellMessages.ts asks for no slice');
  return query.split(',');
}

/** The message keys written in the files that render before the signed-in app. */
const SHELL_FILES = ['src/pages/LoginPage.tsx', 'src/layout/ErrorBoundary.tsx'];
const shellKeys = () =>
  SHELL_FILES.flatMap((file) => [...read(file).matchAll(/translate\(\s*'([a-z_.]+)'/g)].map((m) => m[1]));

describe('message slices', () => {
  it('keeps the keys asked for, nested as in the file, and nothing else', () => {
    const all = {
      app: { title: 'T', login: { email: 'E', password: 'P' }, menu: { jobs: 'J' } },
      languages: { en: 'English' },
      resources: { a: 1 },
    };
    expect(sliceMessages(all, ['app.title', 'app.login', 'languages'])).toEqual({
      app: { title: 'T', login: { email: 'E', password: 'P' } },
      languages: { en: 'English' },
    });
    expect(sliceMessages(all, ['app.login.email'])).toEqual({ app: { login: { email: 'E' } } });
  });

  it('fails the build on a key the file does not have', () => {
    expect(() => sliceMessages({ app: {} }, ['app.login'])).toThrow('No message at app.login');
  });

  it('serves the login page and the shell error pages every text they show, in every language', () => {
    const keys = [...shellKeys(), 'app.login.failed', 'languages.en', 'languages.ja', 'languages.vi'];
    expect(keys).toContain('app.login.email');
    expect(keys).toContain('app.errors.not_found');
    for (const locale of ['en', 'ja', 'vi']) {
      const slice = sliceMessages(messages(locale), shellSliceKeys());
      for (const key of keys) expect(lookupMessage(slice, key), `${locale}: ${key}`).toBeTruthy();
    }
  });

  it('fills i18next placeholders and leaves unknown ones as written', () => {
    expect(fillPlaceholders('Hello {{name}}, {{ count }} new', { name: 'Ann', count: 3 })).toBe('Hello Ann, 3 new');
    expect(fillPlaceholders('Hello {{name}}', {})).toBe('Hello {{name}}');
  });
});
