// An auth provider for component tests: every access check answered `now`
// from the grants in hand (undefined: not loaded yet), and with `asked` when
// react-admin asks canAccess (a spy, to tell whether it was asked at all).
import { vi } from 'vitest';
import type { AuthProvider } from 'react-admin';

export type GrantsAuthProvider = AuthProvider & {
  canAccess: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  canAccessNow: () => boolean | undefined;
};

export function grantsAuthProvider(now: boolean | undefined, asked: Promise<boolean>): GrantsAuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => ({}),
    canAccess: vi.fn(() => asked),
    canAccessNow: () => now,
  };
}
