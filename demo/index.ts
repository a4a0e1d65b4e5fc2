// The demo: accounts with published passwords, records for every entity, their pictures and documents
// and a few notifications, seeded into an empty database when SEED_DEMO is on (server/seed.ts takes it
// as a DemoSet). Loading this module loads only the accounts' list, which a start reads to name the
// accounts that still sign in with their published passwords; the rest is loaded to seed.
import type { DemoSet } from '../server/seed';

export { DEMO_ACCOUNTS } from './accounts';

/** The whole demo set, for `seed`. */
export const loadDemo = async (): Promise<DemoSet> => (await import('./set')).demo;
