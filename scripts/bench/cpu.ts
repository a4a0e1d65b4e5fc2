// Where the CPU goes while a list is answered under load: the server process,
// PostgreSQL's processes on this machine and the load generator (this
// process), in CPU milliseconds per answered request, and what the machine's
// cores allow at that cost. Read from Linux's /proc; elsewhere the figure is
// left out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { round } from './stats';

export interface CpuPerRequest {
  /** CPU ms per request in each part; the database is counted in the server for PGlite. */
  server: number;
  database: number | null;
  loadGenerator: number;
  total: number;
  cores: number;
  /** Requests per second the cores would give at this cost with every core busy: cores × 1000 / total. */
  ceiling: number;
  /** The same for a server that cost nothing: what the database and the load generator alone allow. */
  ceilingWithoutServer: number | null;
}

// /proc/<pid>/stat counts in clock ticks; Linux's USER_HZ is 100 on every architecture Node runs on.
const MS_PER_TICK = 10;

/** User and system ticks of one process, 0 once it is gone. */
function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

// A backend's process title: "postgres: [cluster: ]user database host(port) activity".
const BACKEND_TITLE = /^postgres: (?:\S+: )?\S+ (\S+) (?:\S+\(\d+\)|\[local\])/;

/**
 * Whether a PostgreSQL process works for the bench: a backend connected to its database, or one of
 * the cluster's own processes (the postmaster, writers, autovacuum), which work for every database.
 * Backends of other databases on the same cluster are left out.
 */
export function countsForDatabase(commandLine: string, database: string): boolean {
  const title = commandLine.replaceAll('\0', ' ').trim();
  if (!/^(\S*\/)?postgres\b/.test(title)) return false;
  const backend = BACKEND_TITLE.exec(title);
  return !backend || backend[1] === database;
}

/** The PostgreSQL processes of this machine that work for `database`. */
function postgresPids(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (countsForDatabase(readFileSync(`/proc/${entry}/cmdline`, 'utf8'), database)) pids.push(Number(entry));
    } catch {
      // Ended meanwhile.
    }
  }
  return pids;
}

/** The database's name when it runs on this machine (its address on loopback), else null. */
const localDatabase = (databaseUrl: string): string | null => {
  try {
    const url = new URL(databaseUrl);
    if (!['127.0.0.1', 'localhost', '[::1]', ''].includes(url.hostname)) return null;
    return decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
  } catch {
    return null;
  }
};

/**
 * Runs `load` (which answers how many requests it made) and splits the CPU it cost. The database is
 * counted when it runs on this machine (`databaseUrl` on loopback): the cluster's own processes and
 * the backends of that database (see countsForDatabase); backends started during the load are
 * counted from their start. Undefined where /proc is not there.
 */
export async function measureCpu(
  serverPid: number,
  databaseUrl: string | null,
  load: () => Promise<number>,
): Promise<{ requests: number; cpu?: CpuPerRequest }> {
  if (!existsSync('/proc/self/stat')) return { requests: await load() };
  const databaseName = databaseUrl === null ? null : localDatabase(databaseUrl);
  const countDatabase = databaseName !== null;
  const database = () => (databaseName !== null ? postgresPids(databaseName) : []);
  const before = new Map(database().map((pid) => [pid, ticksOf(pid)]));
  const serverBefore = ticksOf(serverPid);
  const ownBefore = process.cpuUsage();
  const requests = await load();
  const own = process.cpuUsage(ownBefore);
  const serverTicks = ticksOf(serverPid) - serverBefore;
  // Backends that ended during the load took their ticks with them: the figure is a floor.
  const databaseTicks = database().reduce((sum, pid) => sum + ticksOf(pid) - (before.get(pid) ?? 0), 0);
  if (requests <= 0) return { requests };
  const server = (serverTicks * MS_PER_TICK) / requests;
  const databaseMs = countDatabase ? (databaseTicks * MS_PER_TICK) / requests : null;
  const loadGenerator = (own.user + own.system) / 1000 / requests;
  const total = server + (databaseMs ?? 0) + loadGenerator;
  const cores = cpus().length;
  return {
    requests,
    cpu: {
      server: round(server),
      database: databaseMs === null ? null : round(databaseMs),
      loadGenerator: round(loadGenerator),
      total: round(total),
      cores,
      ceiling: Math.round((cores * 1000) / total),
      ceilingWithoutServer: databaseMs === null ? null : Math.round((cores * 1000) / (databaseMs + loadGenerator)),
    },
  };
}
