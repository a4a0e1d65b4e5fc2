import type { receipt as schema } from '../../schemas/requests/receipt';
import type { DemoRow } from '../rows';
import { byName, DEMO_TODAY, nth, randomSource } from './demo';

type Row = DemoRow<typeof schema>;

// Receipts companies sent, oldest first, from January 2025 to the day before
// the demo's today (DEMO_TODAY, moved to the day of seeding). Companies 0–4
// each have several; the rest are spread over employers (0–299) and brokers
// (300–339). Recent receipts are mostly still pending. Each file is a PDF the
// server draws and stores when it seeds (demo/documents.ts).

const COUNT = 120;
/** Receipts of the last weeks. */
const RECENT = 14;
const random = randomSource(4404);

const DAY = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(day) + days * DAY).toISOString().slice(0, 10);

type Purpose = 'job_posting' | 'subscription' | 'translation' | 'placement_fee';

/** The amount in yen a purpose usually costs (tax included). */
function yen(purpose: Purpose): number {
  switch (purpose) {
    case 'job_posting':
      return random.pick([11_000, 22_000, 33_000, 55_000]);
    case 'subscription':
      return random.pick([5_500, 16_500, 55_000, 165_000]);
    case 'translation':
      return random.int(6, 60) * 500;
    case 'placement_fee':
      return random.int(20, 80) * 10_000;
  }
}

type Currency = 'JPY' | 'VND' | 'USD';
const CURRENCY_NAMES: Record<Currency, string> = { JPY: 'Japanese yen', VND: 'Vietnamese dong', USD: 'US dollar' };

/** Yen mostly; brokers sometimes pay placement fees in dong, some companies pay in dollars. */
function amount(purpose: Purpose, broker: boolean): { amount: number; currency: Currency } {
  const roll = random.next();
  if (broker && purpose === 'placement_fee' && roll < 0.5)
    return { amount: random.int(20, 90) * 1_000_000, currency: 'VND' };
  if (purpose === 'translation' && roll < 0.2) return { amount: random.int(6, 40) * 50_000, currency: 'VND' };
  if (purpose === 'subscription' && roll < 0.15) return { amount: random.pick([49, 149, 499]), currency: 'USD' };
  if (purpose === 'job_posting' && roll < 0.08) return { amount: random.pick([99.5, 199, 349.99]), currency: 'USD' };
  return { amount: yen(purpose), currency: 'JPY' };
}

/** What a receipt's file shows (demo/documents.ts draws it), with the stored file's id and name. */
export interface ReceiptDocument {
  id: string;
  name: string;
  number: string;
  /** The company's index. */
  company: number;
  amount: number;
  currency: Currency;
  purpose: Purpose;
  issued_on: string;
  paid_on: string;
}

const documents: ReceiptDocument[] = [];

/** Positions of companies 0–4's receipts, four each, spread over the years. */
const SHOWCASE = Array.from({ length: 20 }, (_, k) => 3 + k * 6);
/** Positions of brokers 300–304's receipts, two each. */
const BROKER_SHOWCASE = Array.from({ length: 10 }, (_, k) => 5 + k * 6);

const serials = new Map<string, number>();

export const receipts: Row[] = Array.from({ length: COUNT }, (_, i): Row => {
  // Oldest first: most over January 2025 to September 2026, the last fourteen in the past seven weeks.
  const paidOn =
    i < COUNT - RECENT
      ? addDays('2025-01-06', Math.round((i * 626) / (COUNT - RECENT)) + random.int(0, 3))
      : addDays(DEMO_TODAY, -53 + Math.round((i - (COUNT - RECENT)) * 3.6) + random.int(0, 2));
  const issuedOn = addDays(paidOn, random.pick([0, 0, 0, 1, 2, 3]));
  const year = issuedOn.slice(0, 4);
  const serial = (serials.get(year) ?? 100) + random.int(1, 9);
  serials.set(year, serial);
  const number = `R-${year}-${String(serial).padStart(6, '0')}`;
  const showcase = SHOWCASE.indexOf(i);
  const brokerShowcase = BROKER_SHOWCASE.indexOf(i);
  const company =
    showcase >= 0
      ? showcase % 5
      : brokerShowcase >= 0
        ? 300 + (brokerShowcase % 5)
        : random.chance(0.85)
          ? random.int(5, 299)
          : random.int(300, 339);
  const broker = company >= 300;
  const purpose: Purpose = broker
    ? random.pick(['placement_fee', 'placement_fee', 'subscription', 'job_posting'] as const)
    : random.pick([
        'job_posting',
        'job_posting',
        'subscription',
        'subscription',
        'translation',
        'placement_fee',
      ] as const);
  // Receipts of the last six weeks mostly wait for a check; older ones were answered.
  const recent = issuedOn >= addDays(DEMO_TODAY, -44);
  const status = recent ? (random.chance(0.8) ? 'pending' : 'accepted') : random.chance(0.9) ? 'accepted' : 'denied';
  // A receipt is denied above all when its file is missing or unreadable.
  const withFile = status !== 'denied' || random.chance(0.4);
  const paid = amount(purpose, broker);
  const file = { id: `demo-receipt-${String(i + 1).padStart(3, '0')}`, name: `${number}.pdf` };
  if (withFile) documents.push({ ...file, number, company, ...paid, purpose, issued_on: issuedOn, paid_on: paidOn });
  return {
    number,
    company_id: nth(company),
    amount: paid.amount,
    currency_id: byName(CURRENCY_NAMES[paid.currency]),
    purpose,
    ...(withFile ? ({ file_url: `/api/v1/files/${file.id}/${file.name}` } satisfies Row) : {}),
    issued_on: issuedOn,
    paid_on: paidOn,
    status,
  };
});

/** The receipts' files, as of DEMO_TODAY. */
export const RECEIPT_DOCUMENTS: readonly ReceiptDocument[] = documents;
