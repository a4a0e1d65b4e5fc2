// The API calls a signed-out visitor makes through the data provider. The
// server registers them outside the signed-in routes; the data provider sends
// them without a session (a signed-in call without one is refused before it
// leaves). Signing in and refreshing tokens are the auth provider's own calls.

/** A visitor asks for a back-office account (server/access-requests.ts). */
export const ACCESS_REQUEST_PATH = '/register/requests';

/** "METHOD /path" under /api/v1. */
export const VISITOR_CALLS: readonly string[] = [`POST ${ACCESS_REQUEST_PATH}`];

/** Whether a call (its path with or without the leading slash, a query left aside) is a visitor's. */
export function isVisitorCall(method: string, path: string): boolean {
  const bare = `/${path.split('?')[0].replace(/^\/+/, '')}`;
  return VISITOR_CALLS.includes(`${method.toUpperCase()} ${bare}`);
}
