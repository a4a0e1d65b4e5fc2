// @vitest-environment jsdom
// The scope filter's label: "Level" over a hierarchy's general and specific
// records, "Show" over any other subset (entry sheets sent through a broker).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, Form, testDataProvider } from 'react-admin';
import { schemas } from '../../schemas';
import type { LocaleCode } from '../../src/engine/locales';
import { ScopeFilter } from '../../src/engine/ui/ScopeFilter';
import { i18nProviderWithAll, messagesIn } from '../i18n';

afterEach(cleanup);

const named = (name: string) => schemas.find((schema) => schema.name === name)!;
/** The shared scope texts of a language's dictionary. */
const scopeTexts = (locale: LocaleCode) =>
  (messagesIn(locale).app as Record<string, unknown>).scopes as Record<string, string>;

async function labelOf(locale: LocaleCode, name: string): Promise<string> {
  const i18n = await i18nProviderWithAll(locale);
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18n}>
      <Form>
        <ScopeFilter schema={named(name)} />
      </Form>
    </AdminContext>,
  );
  const label = await screen.findByText((_, element) => element?.tagName === 'LABEL');
  return label.textContent!.trim();
}

describe('the scope filter', () => {
  it.each(['en', 'ja', 'vi'] as const)(
    'is "Level" over a hierarchy and "Show" over another subset (%s)',
    async (locale) => {
      expect(named('occupations').hierarchy).toBeTruthy();
      expect(await labelOf(locale, 'occupations')).toBe(scopeTexts(locale).label);
      cleanup();
      expect(named('entry_sheets').hierarchy).toBeFalsy();
      expect(await labelOf(locale, 'entry_sheets')).toBe(scopeTexts(locale).show);
      expect(scopeTexts(locale).show).not.toBe(scopeTexts(locale).label);
    },
  );
});
