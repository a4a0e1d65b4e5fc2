// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SignedInElsewhere } from '../../src/layout/SignedInElsewhere';
import { SIGN_IN_KEY } from '../../src/providers/tokenStore';
import en from '../../i18n/en.json';
import { InApp } from '../engine/inApp';

const messages = en.app.signed_in_elsewhere;

describe('the notice of a sign-in in another tab', () => {
  it('shows when another tab signs in, and reloads the page from its button', async () => {
    let elsewhere = false;
    const reload = vi.fn();
    render(
      <InApp dataProvider={{} as DataProvider}>
        <SignedInElsewhere tokens={{ signedInElsewhere: () => elsewhere }} reload={reload} />
      </InApp>,
    );
    expect(screen.queryByRole('alert')).toBeNull();

    elsewhere = true;
    // Storage events of other keys are not looked at; the sign-in's is.
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' })));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: SIGN_IN_KEY })));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.message);

    fireEvent.click(screen.getByRole('button', { name: messages.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
