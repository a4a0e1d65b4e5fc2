// Cross-origin calls (CORS_ORIGINS): the app served from another origin, such as a CDN, calls the API.
// Only the listed origins, only under /api, never with credentials; without the setting, none.
import { describe, expect, it } from 'vitest';
import { useServer } from './helpers';

const ADMIN_ORIGIN = 'https://admin.example.com';

const preflight = (url: string, origin: string) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'PUT',
      'Access-Control-Request-Headers': 'authorization,content-type,accept-language',
    },
  });

describe('with CORS_ORIGINS', () => {
  const ctx = useServer({ env: { CORS_ORIGINS: `${ADMIN_ORIGIN}, http://localhost:5173` } });

  it('answers a listed origin: the preflight, then the call', async () => {
    const answer = await preflight(`${ctx.server.url}/api/v1/countries/1`, ADMIN_ORIGIN);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ADMIN_ORIGIN);
    expect(answer.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(answer.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('vary')).toMatch(/origin/i);

    const listed = await fetch(`${ctx.server.url}/api/v1/countries`, {
      headers: { Origin: 'http://localhost:5173', Authorization: `Bearer ${ctx.token}` },
    });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('says nothing to another origin, and nothing outside /api', async () => {
    const foreign = await preflight(`${ctx.server.url}/api/v1/countries/1`, 'https://evil.example.net');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const call = await fetch(`${ctx.server.url}/api/v1/countries`, {
      headers: { Origin: 'https://evil.example.net', Authorization: `Bearer ${ctx.token}` },
    });
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
    const health = await fetch(`${ctx.server.url}/healthz`, { headers: { Origin: ADMIN_ORIGIN } });
    expect(health.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('without CORS_ORIGINS', () => {
  const ctx = useServer({ login: false });

  it('answers no cross-origin call', async () => {
    const answer = await preflight(`${ctx.server.url}/api/v1/countries/1`, ADMIN_ORIGIN);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
