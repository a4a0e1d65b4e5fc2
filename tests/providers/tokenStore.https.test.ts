// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://admin.example.test/"}
import { afterEach, expect, it } from 'vitest';
import { TOKEN_KEYS, clearTokens, saveTokens } from '../../src/providers/tokenStore';

afterEach(() => clearTokens());

it('marks cookies Secure when the page is https', () => {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document),
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
  try {
    expect(location.protocol).toBe('https:');
    saveTokens({ access_token: 'a', expires_in: 60, refresh_token: 'r' }, Date.now());
    const access = writes.find((w) => w.startsWith(`${TOKEN_KEYS.access}=`));
    expect(access).toMatch(/; secure(;|$)/i);
    expect(document.cookie).toContain(TOKEN_KEYS.access);
  } finally {
    delete (document as unknown as Record<string, unknown>).cookie;
  }
});
