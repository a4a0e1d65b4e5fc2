// @vitest-environment jsdom
// Yes or no on a record page and in a list: the check and the cross are named in the interface language,
// so a screen reader says the value rather than skipping the icon.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import type { LocaleCode } from '../../src/engine/locales';
import { boolean } from '../../src/engine/ui/kinds/boolean';
import { defineEntity, boolean as booleanField } from '../../src/engine/schema';
import { i18nProviderWithAll, messagesIn } from '../i18n';

afterEach(cleanup);

const flags = defineEntity({
  name: 'flags',
  route: 'flag',
  permission: 'MASTER',
  menu: false,
  fields: { active: booleanField() },
  recordTitle: 'active',
  list: { columns: ['active'], sort: 'active' },
});

async function shown(locale: LocaleCode, value: boolean, part: 'Cell' | 'Show') {
  const Part = boolean[part];
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={await i18nProviderWithAll(locale)}>
      <RecordContextProvider value={{ id: 1, active: value }}>
        <Part schema={flags} source="active" field={flags.fields.active} label="Active" />
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe('a yes-or-no value', () => {
  for (const [locale, value, part] of [
    ['en', true, 'Show'],
    ['ja', false, 'Cell'],
    ['vi', true, 'Cell'],
  ] as const)
    it(`is named for a screen reader (${locale}, ${value}, ${part})`, async () => {
      await shown(locale, value, part);
      const words = (messagesIn(locale) as { ra: { boolean: Record<'true' | 'false', string> } }).ra.boolean;
      const word = words[value ? 'true' : 'false'];
      expect(word).toBeTruthy();
      expect(screen.getByRole('img', { name: word })).toBeTruthy();
    });
});
