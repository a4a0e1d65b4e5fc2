// The login page's texts are a build-time slice of each message file: the keys
// asked for, in their nesting, and a clear failure for a key that is not there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sliceMessages } from '../../scripts/vite/messageSlice';
import { fillPlaceholders, lookupMessage } from '../../src/engine/messageLookup';

const messages = (locale: string) => JSON.parse(readFileSync(path.resolve(__dirname, `../../i18n/${locale}.json`), 'utf8'));

describe('message slices', () => {
  it('keeps the keys asked for, nested as in the file, and nothing else', () => {
    const all = { app: { title: 'T', login: { email: 'E', password: 'P' }, menu: { jobs: 'J' } }, languages: { en: 'English' }, resources: { a: 1 } };
    expect(sliceMessages(all, ['app.title', 'app.login', 'languages'])).toEqual({ app: { title: 'T', login: { email: 'E', password: 'P' } }, languages: { en: 'English' } });
    expect(sliceMessages(all, ['app.login.email'])).toEqual({ app: { login: { email: 'E' } } });
  });

  it('fails the build on a key the file does not have', () => {
    expect(() => sliceMessages({ app: {} }, ['app.login'])).toThrow('No message at app.login');
  });

  it('serves the login page every text it shows, in every language', () => {
    for (const locale of ['en', 'ja', 'vi']) {
      const slice = sliceMessages(messages(locale), ['app.title', 'app.login', 'app.errors', 'languages']);
      for (const key of ['app.title', 'app.login.email', 'app.login.password', 'app.login.sign_in', 'app.login.heading', 'app.login.failed', 'app.login.language', 'app.errors.not_found']) {
        expect(lookupMessage(slice, key), `${locale}: ${key}`).toBeTruthy();
      }
    }
  });

  it('fills i18next placeholders and leaves unknown ones as written', () => {
    expect(fillPlaceholders('Hello {{name}}, {{ count }} new', { name: 'Ann', count: 3 })).toBe('Hello Ann, 3 new');
    expect(fillPlaceholders('Hello {{name}}', {})).toBe('Hello {{name}}');
  });
});
