// The texts MUI's components carry of their own (an autocomplete's "No options", a pager's
// "Go to next page", an alert's "Close") in the interface language, from our dictionaries
// (i18n/*.json over react-admin's packs): react-admin passes its own where it renders them, not
// everywhere (its phone pager, the page numbers' navigation, an autocomplete with nothing found).
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';

type Translate = ReturnType<typeof useTranslate>;
type PagerItem = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

/** A pager button's label, as react-admin words its own. */
export function pagerItemLabel(
  translate: Translate,
  type: PagerItem,
  page?: number | null,
  selected?: boolean,
): string {
  if (type === 'page') return translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page });
  return translate(`ra.navigation.${type}`);
}

/** Default props of MUI components, per component, holding their texts in the interface language. */
export function muiTexts(translate: Translate) {
  return {
    MuiAutocomplete: {
      noOptionsText: translate('app.choices.no_options'),
      loadingText: translate('ra.page.loading'),
      clearText: translate('ra.action.clear_input_value'),
      openText: translate('ra.action.open'),
      closeText: translate('ra.action.close'),
    },
    MuiPagination: {
      'aria-label': translate('app.pagination.pages'),
      getItemAriaLabel: (type: PagerItem, page: number | null, selected: boolean) =>
        pagerItemLabel(translate, type, page, selected),
    },
    MuiTablePagination: {
      labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
      getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => pagerItemLabel(translate, type),
    },
    MuiAlert: { closeText: translate('ra.action.close') },
  };
}

/** The theme above with those texts as its components' default props. */
function withTexts(outer: Theme, texts: ReturnType<typeof muiTexts>): Theme {
  const components = { ...outer.components } as Record<string, { defaultProps?: object }>;
  for (const [name, props] of Object.entries(texts))
    components[name] = { ...components[name], defaultProps: { ...components[name]?.defaultProps, ...props } };
  return { ...outer, components } as Theme;
}

export function MuiTextsInLanguage({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // The texts change with the language (a switch may keep the translate function).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const theme = useMemo(() => (outer: Theme) => withTexts(outer, muiTexts(translate)), [translate, locale]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
