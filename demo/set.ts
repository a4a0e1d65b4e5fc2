// The demo set seeding creates: the accounts, the records (data/), the notifications, and the files
// the records point at, drawn when they are stored.
import { receipt } from '../schemas/requests/receipt';
import type { DemoSet } from '../server/seed';
import { DEMO_ACCOUNTS } from './accounts';
import { DEMO_DATA } from './data';
import { DEMO_TODAY } from './data/demo';
import { DEMO_NOTIFICATIONS } from './data/notifications';
import { storeDemoDocuments } from './documents';
import { storeDemoPictures } from './pictures';

export const demo: DemoSet = {
  accounts: DEMO_ACCOUNTS,
  data: DEMO_DATA,
  notifications: DEMO_NOTIFICATIONS,
  today: DEMO_TODAY,
  async store(trx, inserted, days) {
    await storeDemoPictures(trx);
    // The receipts' files, when the receipts are there (a test's own schemas may lack them).
    if (inserted.get(receipt.name)?.some((id) => id !== null)) await storeDemoDocuments(trx, days);
  },
};
