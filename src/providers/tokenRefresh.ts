// The access token's refresh: one at a time in this tab (callers share it) and across tabs (Web
// Locks), since the server takes a refresh token used twice for theft. A refused refresh ends the
// session; a network failure keeps the tokens.
import { HttpError } from 'ra-core';
import type { Wire } from './httpWire';
import { hasUsableRefreshToken, isAccessTokenFresh, type TokenAnswer, type TokenStore } from './tokenStore';

/** Refresh ahead of expiry so a call does not race the token's end. */
export const REFRESH_MARGIN_MS = 30_000;

export interface TokenRefreshOptions {
  tokens: TokenStore;
  wire: Wire;
  now: () => number;
  /** Told after a refresh succeeded, e.g. to reschedule anything token-bound. */
  onRefresh?: (answer: TokenAnswer) => void;
  /** Told when a refresh was refused and the session ended. */
  onSessionEnd?: () => void;
}

export interface TokenRefresh {
  /** Refreshes the access token; concurrent callers share one refresh. */
  refresh(): Promise<void>;
  /** The refresh under way, if one is. */
  pending(): Promise<void> | null;
}

export function createTokenRefresh({ tokens, wire, now, onRefresh, onSessionEnd }: TokenRefreshOptions): TokenRefresh {
  let refreshing: Promise<void> | null = null;

  const sessionOver = () => {
    tokens.clear();
    onSessionEnd?.();
    return new HttpError('ra.auth.auth_check_error', 401, { message: 'Session expired.' });
  };

  /** A tab that waited for another's refresh takes the token the other one got. */
  async function acrossTabs(): Promise<void> {
    const startedWith = tokens.read()?.refreshToken;
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return refreshNow();
    return locks.request('marketplace-admin.token-refresh', async () => {
      const latest = tokens.read();
      if (
        latest?.refreshToken &&
        latest.refreshToken !== startedWith &&
        isAccessTokenFresh(latest, now(), REFRESH_MARGIN_MS)
      )
        return;
      await refreshNow();
    });
  }

  async function refreshNow(): Promise<void> {
    const current = tokens.read();
    const refreshToken = hasUsableRefreshToken(current, now()) ? current?.refreshToken : null;
    if (!refreshToken) throw sessionOver();
    let answer: { data?: TokenAnswer } | null;
    try {
      const response = await wire.send('POST', 'admin/refresh_tokens', { body: { refresh_token: refreshToken } }, null);
      answer = await wire.parse<{ data?: TokenAnswer } | null>(response, 'admin/refresh_tokens');
    } catch (error) {
      // A network failure says nothing about the session: keep the tokens.
      if (error instanceof HttpError && error.status === 0) throw error;
      throw sessionOver();
    }
    if (!answer?.data?.access_token) throw sessionOver();
    tokens.save(answer.data, now());
    onRefresh?.(answer.data);
  }

  return {
    refresh() {
      if (!refreshing) {
        refreshing = acrossTabs().finally(() => {
          refreshing = null;
        });
      }
      return refreshing;
    },
    pending: () => refreshing,
  };
}
