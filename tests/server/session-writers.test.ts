// Kept sessions (auth.ts, recentSessionOfToken) are forgotten by writes through
// the routes registered under forgetSessionsOnWrites in app.ts: tokens,
// sessions, permissions and admin accounts. These checks keep it that way
// when code is added: whatever writes what a kept session holds must be one of
// those modules, and no entity's generic CRUD may write it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';

const root = path.resolve(__dirname, '../..');
/** What readSession reads: the token, its session, the admin and their grants. */
const SESSION_TABLES = ['auth_tokens', 'admin_sessions', 'admin_users', 'permissions', 'permission_functions'];

/** Modules whose writes to those tables go through routes that forget kept sessions, or run before any session. */
const ALLOWED = new Map([
  ['server/auth.ts', 'token and session routes (forgetSessionsOnWrites in app.ts), and the purge of expired tokens'],
  ['server/sessions.ts', "an admin's own sessions (forgetSessionsOnWrites in app.ts)"],
  ['server/permissions.ts', 'permissions (forgetSessionsOnWrites in app.ts, and permissionRules: committed)'],
  ['server/admins.ts', 'admin accounts (adminRules: committed)'],
  ['server/passwords.ts', 'passwords and the sessions a new one ends (forgetSessionsOnWrites in app.ts)'],
  ['server/twoFactor.ts', 'two-factor sign-in, and the reset that ends sessions (forgetSessionsOnWrites in app.ts)'],
  ['server/notifications/store.ts', "an admin's notification queue name: no kept session reads it"],
  ['server/seed.ts', 'start-up, before any session'],
  ['server/migrate.ts', 'start-up, before any session'],
]);

function serverFiles(dir = path.join(root, 'server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? serverFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

describe('writes to what a kept session holds', () => {
  it('come only from the modules whose routes forget kept sessions', () => {
    const write = new RegExp(`(insertInto|updateTable|deleteFrom)\\(\\s*'(${SESSION_TABLES.join('|')})'`, 'g');
    const writers = new Set<string>();
    for (const file of serverFiles()) {
      const source = readFileSync(file, 'utf8');
      if (write.test(source)) writers.add(path.relative(root, file).split(path.sep).join('/'));
      write.lastIndex = 0;
    }
    expect(writers.size).toBeGreaterThan(3);
    expect([...writers].filter((file) => !ALLOWED.has(file))).toEqual([]);
  });

  it('come from an entity schema only where its rules forget kept sessions (the generic CRUD forgets nothing)', () => {
    const source = (file: string) => readFileSync(path.join(root, file), 'utf8');
    const app = source('server/app.ts');
    const entities = schemas.filter((schema) => SESSION_TABLES.includes(schema.table)).map((schema) => schema.name);
    expect(entities.sort()).toEqual(['moderators', 'permissions']);
    expect(app).toMatch(/\bpermissions: permissionRules\(db\b/);
    expect(app).toMatch(/\bmoderators: adminRules\(db, /);
    expect(source('server/permissions.ts')).toMatch(/committed\([^)]*\) \{\s*(\/\/.*\s*)*forgetSessions\(db\);/);
    expect(source('server/admins.ts')).toMatch(/committed\([^)]*\) \{\s*(\/\/.*\s*)*forgetSessions\(db\);/);
  });

  it('app.ts registers those modules under forgetSessionsOnWrites', () => {
    const app = readFileSync(path.join(root, 'server/app.ts'), 'utf8');
    for (const register of [
      'registerTokenRoutes',
      'registerSessionRoutes',
      'registerPermissionRoutes',
      'registerAccountSessionRoutes',
      'registerPasswordRoutes',
    ]) {
      // The last forgetSessionsOnWrites before the call, and no plugin block closed in between.
      const at = app.indexOf(`${register}(`);
      expect(at, register).toBeGreaterThan(0);
      const hook = app.lastIndexOf('forgetSessionsOnWrites(', at);
      expect(hook, register).toBeGreaterThan(0);
      expect(app.slice(hook, at), register).not.toMatch(/^\s*\}\);/m);
    }
  });
});
