// A production start: no demo data, the first administrator from the environment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { call, createStore, login, NEW_STORE_TEST, startServer, type TestStore } from './helpers';

describe('production bootstrap', () => {
  let store: TestStore;
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'Owner@Example.com',
    ADMIN_PASSWORD: 'correct horse',
  };

  beforeAll(async () => {
    store = await createStore();
  });
  afterAll(async () => store?.dispose());

  it('creates only the configured administrator, once, with every privilege', NEW_STORE_TEST, async () => {
    let server = await startServer(store.config(env));
    try {
      const { access_token: token } = await login(server, 'owner@example.com', 'correct horse');
      const cities = await call(server, 'GET', '/api/v1/cities', { token });
      expect(cities.status).toBe(200);
      expect(cities.body.meta.total).toBe(0); // no demo data in production
      expect(
        (
          await call(server, 'POST', '/api/v1/admin/oauth/token', {
            body: { grant_type: 'password', email: 'admin@example.com', password: 'admin' },
          })
        ).status,
      ).toBe(401);
      const created = await call(server, 'POST', '/api/v1/countries', {
        token,
        body: { names: [{ language_code: 'en', name: 'Japan' }], code: 'JP' },
      });
      expect(created.status).toBe(201);
    } finally {
      await server.close();
    }
    // A restart with the variables still set changes nothing, and another password does not replace the first.
    server = await startServer(store.config({ ...env, ADMIN_PASSWORD: 'another password' }));
    try {
      expect(
        (
          await call(server, 'POST', '/api/v1/admin/oauth/token', {
            body: { grant_type: 'password', email: 'owner@example.com', password: 'another password' },
          })
        ).status,
      ).toBe(401);
      await login(server, 'owner@example.com', 'correct horse');
    } finally {
      await server.close();
    }
  });

  it('refuses a half or weak configuration at start', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_ENDPOINTS: '1' })).toThrow(/DEV_ENDPOINTS/);
    expect(loadConfig({ NODE_ENV: 'development' }).DEV_ENDPOINTS).toBe(false);
    for (const bad of ['*', 'https://admin.example.com/', 'admin.example.com', 'ftp://files.example.com'])
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    expect(loadConfig({ CORS_ORIGINS: ' https://a.example.com ,http://localhost:5173' }).CORS_ORIGINS).toEqual([
      'https://a.example.com',
      'http://localhost:5173',
    ]);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/together/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' })).toThrow(/8 characters/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long enough' })).toThrow(/email/);
  });

  it('sends browsers to this server’s /ws even when the notifications are on RabbitMQ', () => {
    const config = loadConfig({ BROKER_URL: 'ws://rabbit.internal:15674/ws' });
    expect(config.BROKER_URL).toBe('ws://rabbit.internal:15674/ws');
    expect(config.PUBLIC_BROKER_URL).toBe('');
  });

  it(
    'does not start in production while demo admins sign in with their published passwords',
    NEW_STORE_TEST,
    async () => {
      const demo = await createStore();
      try {
        // The demo's own start names them.
        const server = await startServer(demo.config({ SEED_DEMO: '1', LOG_LEVEL: 'silent' }));
        expect(server.demoAccounts.map((account) => account.email)).toContain('admin@example.com');
        await server.close();
        await expect(startServer(demo.config({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }))).rejects.toThrow(
          /demo admins sign in with their published passwords \(admin@example.com, /,
        );
      } finally {
        await demo.dispose();
      }
    },
  );
});
