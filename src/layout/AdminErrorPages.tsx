// The error catalogue's page in react-admin's error slots (Admin's `error`,
// Layout's `error`), in the interface language. Apart from ErrorBoundary.tsx
// so that the shell's pages (the login page) load without react-admin.
import { Title, useBasename, useResetErrorBoundaryOnLocationChange, useTranslate } from 'react-admin';
import { CatalogueErrorPage, errorStatus, LastResortBoundary } from './ErrorBoundary';

interface RaErrorProps {
  error: unknown;
  resetErrorBoundary?: (...args: unknown[]) => void;
}

function RaErrorPage({ error, resetErrorBoundary, inline }: RaErrorProps & { inline?: boolean }) {
  const translate = useTranslate();
  const home = useBasename() || '/';
  // Another address (the link home, Back) renders the page again.
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary ?? noop);
  return (
    <LastResortBoundary translate={translate} homePath={home}>
      {/* Inside the layout, the header's title says the status too. */}
      {inline ? <Title title={String(errorStatus(error))} /> : null}
      <CatalogueErrorPage error={error} translate={translate} homePath={home} inline={inline} />
    </LastResortBoundary>
  );
}

/** For `<Admin error>`: errors outside the layout (full-page screens, the layout itself). */
export const AdminErrorPage = (props: RaErrorProps) => <RaErrorPage {...props} />;
/** For `<Layout error>`: a page's error inside the signed-in layout. */
export const LayoutErrorPage = (props: RaErrorProps) => <RaErrorPage {...props} inline />;

const noop = () => undefined;
