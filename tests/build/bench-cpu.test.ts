// The bench's split of CPU per request (scripts/bench/cpu.ts), on this very
// process standing in for both the server and the load generator.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { describe, expect, it } from 'vitest';
import { countsForDatabase, measureCpu } from '../../scripts/bench/cpu';

/**
 * Keeps a core busy until this process has spent about `ms` of CPU: counted on the process's own clock,
 * not the wall's, so another process sharing the core (a test file run beside this one) changes nothing.
 */
function spin(ms: number) {
  const start = process.cpuUsage();
  let x = 0;
  for (;;) {
    for (let i = 0; i < 10_000; i++) x += Math.sqrt(x + 1);
    const used = process.cpuUsage(start);
    if ((used.user + used.system) / 1000 >= ms) return x;
  }
}

describe('PostgreSQL processes counted for the bench', () => {
  it("counts the cluster's own processes and the backends of the bench's database, not those of others", () => {
    const cmd = (...parts: string[]) => `${parts.join('\0')}\0`;
    expect(
      countsForDatabase(cmd('/usr/lib/postgresql/15/bin/postgres', '-D', '/var/lib/postgresql/15/main'), 'test'),
    ).toBe(true);
    expect(countsForDatabase(cmd('postgres: 15/main: checkpointer   '), 'test')).toBe(true);
    expect(countsForDatabase(cmd('postgres: walwriter'), 'test')).toBe(true);
    expect(countsForDatabase(cmd('postgres: 15/main: postgres test 127.0.0.1(51234) idle'), 'test')).toBe(true);
    expect(countsForDatabase(cmd('postgres: bench test [local] SELECT'), 'test')).toBe(true);
    expect(countsForDatabase(cmd('postgres: 15/main: postgres other 127.0.0.1(51235) SELECT'), 'test')).toBe(false);
    expect(countsForDatabase(cmd('node', 'server/main.ts'), 'test')).toBe(false);
    expect(countsForDatabase(cmd('/usr/bin/postgrest'), 'test')).toBe(false);
  });
});

describe.runIf(existsSync('/proc/self/stat'))('CPU per request', () => {
  it('counts a busy process per request, for the server and the load generator, and derives the ceiling from the cores', async () => {
    const { requests, cpu } = await measureCpu(process.pid, null, async () => {
      spin(300);
      return 10;
    });
    expect(requests).toBe(10);
    expect(cpu).toBeDefined();
    // 300 ms of one core over 10 requests: about 30 ms each, seen by both counters (ticks are 10 ms).
    expect(cpu!.server).toBeGreaterThanOrEqual(20);
    expect(cpu!.server).toBeLessThan(60);
    expect(cpu!.loadGenerator).toBeGreaterThanOrEqual(20);
    expect(cpu!.database).toBeNull();
    expect(cpu!.cores).toBe(cpus().length);
    expect(cpu!.ceiling).toBe(Math.round((cpu!.cores * 1000) / cpu!.total));
  });

  it('an idle process costs next to nothing', async () => {
    // A process of its own: this one may be finishing an earlier test file's work (files share a worker).
    const idle = spawn('sleep', ['10'], { stdio: 'ignore' });
    try {
      const { cpu } = await measureCpu(idle.pid!, null, async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return 10;
      });
      expect(cpu!.server).toBeLessThan(5);
    } finally {
      idle.kill();
    }
  });

  it('counts PostgreSQL only on this machine', async () => {
    const { cpu } = await measureCpu(process.pid, 'postgres://db.example.com/x', async () => 1);
    expect(cpu!.database).toBeNull();
    const local = await measureCpu(process.pid, 'postgres://postgres@127.0.0.1:5432/test', async () => {
      spin(100);
      return 1;
    });
    expect(local.cpu!.database).not.toBeNull();
    // Without the server's share the same cores go further.
    expect(local.cpu!.ceilingWithoutServer).toBeGreaterThan(local.cpu!.ceiling);
  });
});
