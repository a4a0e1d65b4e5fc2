// @vitest-environment jsdom
// The guard in front of every generated page: its page in the very first
// render when the grants are already here, react-admin's canAccess otherwise.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { RequireAccess } from '../../src/engine/ui/AccessDenied';
import { grantsAuthProvider } from '../authStub';
import { englishMessages, i18nProviderFor } from '../i18n';

const i18nProvider = await i18nProviderFor(englishMessages());

function renderGuard(authProvider: AuthProvider) {
  return render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <RequireAccess resource="cities" action="list">
        <p>the page</p>
      </RequireAccess>
    </AdminContext>,
  );
}

afterEach(cleanup);

describe('RequireAccess', () => {
  it('shows the page in its first render when the grants allow it, without asking canAccess', () => {
    renderGuard(grantsAuthProvider(true, new Promise(() => undefined)));
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('shows the access-denied page at once when the grants refuse it', () => {
    renderGuard(grantsAuthProvider(false, Promise.resolve(true)));
    expect(screen.queryByText('the page')).toBeNull();
    expect(document.querySelector('[data-access-denied]')).not.toBeNull();
  });

  it('waits for canAccess before the grants have loaded', async () => {
    let allow!: (value: boolean) => void;
    renderGuard(grantsAuthProvider(undefined, new Promise((resolve) => (allow = resolve))));
    expect(screen.queryByText('the page')).toBeNull();
    expect(document.querySelector('[data-access-denied]')).toBeNull();
    await act(async () => allow(true));
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it('refuses after canAccess refuses', async () => {
    renderGuard(grantsAuthProvider(undefined, Promise.resolve(false)));
    await screen.findByText(/./, { selector: '[data-access-denied] h1' });
    expect(screen.queryByText('the page')).toBeNull();
  });
});
