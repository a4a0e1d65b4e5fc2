// /Page404 and /Page500: the app's error pages (spec section 8) in the empty
// layout and the interface language: the status, its message, and a link home.
import { useBasename, useTranslate } from 'react-admin';
import { useDocumentTitle } from '../engine/ui/PageChrome';
import { ErrorPage } from '../layout/ErrorPages';

export function Page404() {
  const translate = useTranslate();
  const basename = useBasename();
  useDocumentTitle(['404']);
  return (
    <ErrorPage
      status={404}
      message={translate('app.errors.not_found')}
      homeLabel={translate('app.errors.go_home')}
      homePath={basename || '/'}
    />
  );
}

/** With a way back home too: an error page should never be a dead end. */
export function Page500() {
  const translate = useTranslate();
  const basename = useBasename();
  useDocumentTitle(['500']);
  return (
    <ErrorPage
      status={500}
      message={translate('app.errors.unknown_middleware')}
      homeLabel={translate('app.errors.go_home')}
      homePath={basename || '/'}
    />
  );
}
