// What the audit trail costs a write: the same update of one job through the API, one request at a time,
// with the table's audit trigger on and then off (server/audit.ts). PostgreSQL only: the bench reaches
// its store beside the server (PGlite's folder is the server's alone).
import pg from 'pg';
import { summarize, type Summary } from './stats';

export interface AuditCost {
  path: string;
  withTrail: Summary;
  withoutTrail: Summary;
}

async function updates(base: string, path: string, authorization: string, warmup: number, runs: number) {
  const samples: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const started = performance.now();
    const answer = await fetch(`${base}${path}`, {
      method: 'PATCH',
      headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
      // A value that changes at every call, so every update is kept.
      body: JSON.stringify({ openings: 1 + (i % 20) }),
    });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`PATCH ${path} answered ${answer.status}`);
    if (i >= warmup) samples.push(performance.now() - started);
  }
  return summarize(samples);
}

export async function measureAuditCost(
  base: string,
  authorization: string,
  databaseUrl: string,
  { warmup = 20, runs = 200 } = {},
): Promise<AuditCost> {
  const list = await fetch(`${base}/api/v1/admin/jobs?paging=1&sort=id`, { headers: { authorization } });
  const [job] = ((await list.json()) as { data: { id: number }[] }).data;
  const path = `/api/v1/admin/jobs/${job.id}`;
  const withTrail = await updates(base, path, authorization, warmup, runs);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('ALTER TABLE jobs DISABLE TRIGGER admin_audit');
    try {
      return { path, withTrail, withoutTrail: await updates(base, path, authorization, warmup, runs) };
    } finally {
      await client.query('ALTER TABLE jobs ENABLE TRIGGER admin_audit');
    }
  } finally {
    await client.end();
  }
}
