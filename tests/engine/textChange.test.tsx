// @vitest-environment jsdom
// A long text's change in a record's history: the words taken out and put in, in the text's order, by the
// words of its language (Japanese has no spaces), each also said to a screen reader.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import type { LocaleCode } from '../../src/engine/locales';
import { TextChange } from '../../src/engine/ui/TextChange';
import { i18nProviderWithAll } from '../i18n';

afterEach(cleanup);

async function changeOf(locale: LocaleCode, before: string, after: string) {
  const { container } = render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={await i18nProviderWithAll(locale)}>
      <TextChange before={before} after={after} />
    </AdminContext>,
  );
  const diff = container.querySelector('[data-history-diff]')!;
  const text = (selector: string) =>
    [...diff.querySelectorAll(selector)].map((node) => node.lastChild?.textContent ?? '');
  return { removed: text('del'), added: text('ins'), whole: diff.textContent };
}

describe('a text change', () => {
  it('marks the words taken out and put in, and keeps the others', async () => {
    const change = await changeOf('en', 'Visa support for three years', 'Visa support for five years');
    expect(change.removed).toEqual(['three']);
    expect(change.added).toEqual(['five']);
    expect(change.whole).toContain('Visa support for');
  });

  it('finds Japanese words without spaces between them', async () => {
    const change = await changeOf('ja', '東京都の工場で働きます', '大阪府の工場で働きます');
    expect(change.removed.join('')).toMatch(/^東京都?$/);
    expect(change.added.join('')).toMatch(/^大阪府?$/);
    // The rest of the sentence is neither taken out nor put in.
    expect([...change.removed, ...change.added].join('')).not.toContain('工場');
  });

  it('tells a screen reader which words went and came, in the page language', async () => {
    const { container } = render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={await i18nProviderWithAll('vi')}>
        <TextChange before="một" after="hai" />
      </AdminContext>,
    );
    expect(container.querySelector('del')!.textContent).toMatch(/^bỏ đi: một$/);
    expect(container.querySelector('ins')!.textContent).toMatch(/^thêm vào: hai$/);
  });
});
