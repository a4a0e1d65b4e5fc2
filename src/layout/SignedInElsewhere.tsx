// A sign-in made in another tab or window replaces the tokens every tab reads: this page, built for the
// account it started with, then sends nothing (the HTTP client holds its calls) and says so here, with
// the one way on. A reload starts the page again as whoever is signed in now; what was typed stays on
// the page until then, to be copied.
import { Alert, Button } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { LAYOUT } from '../engine/ui/layoutConstants';
import { SIGN_IN_KEY, tokenStore, type TokenStore } from '../providers/tokenStore';

function subscribe(onChange: () => void): () => void {
  // Another tab's login or logout is a storage event here; clearing the storage names no key.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIGN_IN_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function SignedInElsewhere({
  tokens = tokenStore,
  reload = () => window.location.reload(),
}: {
  tokens?: Pick<TokenStore, 'signedInElsewhere'>;
  reload?: () => void;
}) {
  const translate = useTranslate();
  const elsewhere = useSyncExternalStore(subscribe, () => tokens.signedInElsewhere());
  if (!elsewhere) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ position: 'sticky', top: LAYOUT.header, zIndex: (theme) => theme.zIndex.appBar + 1, mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={reload}>
          {translate('app.signed_in_elsewhere.reload')}
        </Button>
      }
    >
      {translate('app.signed_in_elsewhere.message')}
    </Alert>
  );
}
