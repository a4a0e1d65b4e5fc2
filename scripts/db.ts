// `npm run db:plan [-- --write <name>]`: what the schemas need of the configured database (a dry run),
// optionally kept as the next migration file. `npm run db:migrate`: applies the migration files not
// yet applied, then what the schemas add. Both read DATABASE_URL / DATA_DIR as the server does.
import { loadConfig } from '../server/config';
import { closeDb, openDb } from '../server/db';
import { applyMigrations, planBlocksStart, planSchema, planText, writeMigration } from '../server/migrations';

const [command, ...args] = process.argv.slice(2);
const config = loadConfig();
const where = config.DATABASE_URL ? 'the PostgreSQL of DATABASE_URL' : `the embedded database in ${config.DATA_DIR}`;
const db = await openDb({ ...config, PREPARED_STATEMENTS: false });
let exitCode = 0;
try {
  if (command === 'plan') {
    const plan = await planSchema(db);
    console.log(`Plan for ${where}:\n${planText(plan)}`);
    const write = args.indexOf('--write');
    if (write >= 0) console.log(`Written: ${writeMigration(plan, args[write + 1] ?? '')}`);
  } else if (command === 'migrate') {
    const applied = await applyMigrations(db);
    console.log(
      applied.length ? `Applied to ${where}: ${applied.join(', ')}` : `No migration file to apply to ${where}.`,
    );
    const plan = await planSchema(db);
    if (planBlocksStart(plan)) {
      console.log(planText(plan));
      exitCode = 1;
    }
  } else {
    console.error('Usage: tsx scripts/db.ts plan [--write <name>] | migrate');
    exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await closeDb(db);
}
process.exit(exitCode);
