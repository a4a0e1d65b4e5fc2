// Names per language on screen: the interface language's name in lists, every language's on a detail page
// (TranslationsKind.tsx); exported as a column per language.
import { LOCALES } from '../../locales';
import type { TranslatedName, TranslationsField } from '../../kinds';
import { TranslationsCell, TranslationsShow } from '../TranslationsKind';
import type { ExportKind, UiKind } from './base';

export const translations: UiKind<TranslationsField> = {
  Cell: ({ source, label, sortable }) => <TranslationsCell source={source} label={label} sortable={sortable} />,
  Show: ({ source, label }) => <TranslationsShow source={source} label={label} />,
  column: 'wordy',
  entry: () => import('./translations.input'),
};

/** A column per interface language: "Name (English)", "Name (Japanese)"... */
export const translationsExport: ExportKind<TranslationsField> = {
  columns: ({ source, label, translate }) =>
    LOCALES.map(({ code }) => ({
      header: translate('app.export.perLanguage', { field: label, language: translate(`languages.${code}`) }),
      cell: (record) => {
        const rows = record[source];
        return Array.isArray(rows)
          ? ((rows as TranslatedName[]).find((row) => row?.language_code === code)?.name ?? '')
          : '';
      },
    })),
};
