import type { userAccount as schema } from '../../schemas/accounts/user-account';
import type { DemoRow } from '../rows';
import { CANDIDATE_PROFILES, vietnameseName } from './candidates';
import { BROKER_COUNT, COMPANY_PROFILES, EMPLOYER_COUNT, day, japanesePhone } from './companies';
import { randomSource } from './demo';
import { LEASE_PROFILES } from './leases';
import { TRANSLATOR_PROFILES } from './translators';

type Row = DemoRow<typeof schema>;

// Marketplace logins, in the order the profiles rely on: 0–299 employers,
// 300–339 brokers, 340–369 leases, 370–1369 candidates, 1370–1399 supporters,
// then accounts that have signed up but not yet made a profile.

const r = randomSource(20260505);

type ProfileStatus = 'pending' | 'active' | 'inactive';

/** A sign-in time in 2025–2026, before today (2026-11-23). */
function lastLogin(recent: boolean): string {
  const [year, month] = recent ? [2026, r.int(9, 11)] : r.chance(0.7) ? [2026, r.int(1, 11)] : [2025, r.int(1, 12)];
  const date = year === 2026 && month === 11 ? r.int(1, 22) : r.int(1, 28);
  return `${day(year, month, date)}T${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:00Z`;
}

const SUSPENSION_NOTES = [
  'Suspended after several reports of misleading job posts.',
  'Suspended: the same person registered a second account.',
  'Suspended at the request of the account holder while documents are checked.',
  'Suspended: repeated no-shows at arranged interviews.',
];

/**
 * One account. The first five of each kind stay active; an inactive profile's
 * account is often suspended as well, and a few others are.
 */
function account(
  index: number,
  values: Pick<Row, 'email' | 'name' | 'account_type' | 'preferred_language' | 'phone'>,
  profile?: ProfileStatus,
  firstOfKind = false,
): Row {
  const suspended = !firstOfKind && (profile === 'inactive' ? r.chance(0.4) : r.chance(0.01));
  return {
    ...values,
    status: suspended ? 'suspended' : 'active',
    // Most accounts have signed in; pending profiles were made recently.
    ...(r.chance(0.93) ? ({ last_login_at: lastLogin(profile === 'pending') } satisfies Row) : {}),
    ...((suspended
      ? { note: r.pick(SUSPENSION_NOTES) }
      : index % 97 === 0
        ? { note: 'Asked for an invoice address change by phone.' }
        : {}) satisfies Row),
  };
}

const companyAccounts = COMPANY_PROFILES.map((c, i) =>
  account(
    i,
    {
      email: `admin@${c.slug}.example`,
      name: c.name,
      account_type: i < EMPLOYER_COUNT ? 'company' : 'broker',
      preferred_language: c.language === 'vi' ? 'vi' : r.chance(0.1) ? 'en' : 'ja',
      ...(r.chance(0.5) ? ({ phone: japanesePhone(r) } satisfies Row) : {}),
    },
    c.status,
    i < 5 || (i >= EMPLOYER_COUNT && i < EMPLOYER_COUNT + 5),
  ),
);

const leaseAccounts = LEASE_PROFILES.map((l, i) =>
  account(
    EMPLOYER_COUNT + BROKER_COUNT + i,
    { email: `admin@${l.slug}.example`, name: l.name, account_type: 'lease', preferred_language: 'ja' },
    l.status,
    i < 5,
  ),
);

const candidateAccounts = CANDIDATE_PROFILES.map((c, i) =>
  account(
    370 + i,
    { email: c.email, name: c.name.full, account_type: 'candidate', preferred_language: c.language, phone: c.phone },
    c.status,
    i < 5,
  ),
);

const translatorAccounts = TRANSLATOR_PROFILES.map((t, i) =>
  account(
    1370 + i,
    {
      email: t.email,
      name: t.full_name[t.native],
      account_type: 'supporter',
      preferred_language: t.native,
      phone: t.phone,
    },
    t.status,
    i < 5,
  ),
);

// Signed up, no profile yet: [type, name, e-mail, language]; candidates get generated names.
const NEWCOMERS: [string, string | null, string | null, string][] = [
  ['company', '株式会社ひばりテック', 'admin@hibari-tech.example', 'ja'],
  ['candidate', null, null, 'vi'],
  ['broker', '株式会社ミライブリッジ', 'admin@mirai-bridge.example', 'ja'],
  ['candidate', null, null, 'vi'],
  ['supporter', '岡田 美穂', 'okada.miho@supporter.example', 'ja'],
  ['lease', '株式会社すみれ住宅', 'admin@sumire-jutaku.example', 'ja'],
  ['candidate', null, null, 'vi'],
  ['company', '有限会社まるやま製作所', 'admin@maruyama-seisakusho.example', 'ja'],
  ['candidate', null, null, 'vi'],
  ['supporter', 'Đinh Thị Thu Hà', 'ha.dinh@supporter.example', 'vi'],
  ['company', '株式会社オリオン物流', 'admin@orion-butsuryu.example', 'ja'],
  ['candidate', null, null, 'vi'],
  ['broker', 'Công ty TNHH Nhân lực Sông Hồng', 'admin@songhong-manpower.example', 'vi'],
  ['candidate', null, null, 'vi'],
  ['lease', '株式会社ことり不動産', 'admin@kotori-fudosan.example', 'ja'],
  ['company', '株式会社くすのき介護', 'admin@kusunoki-kaigo.example', 'ja'],
  ['candidate', null, null, 'vi'],
  ['supporter', 'Mạc Văn Khôi', 'khoi.mac@supporter.example', 'vi'],
  ['candidate', null, null, 'vi'],
  ['company', '株式会社はやぶさ建工', 'admin@hayabusa-kenko.example', 'ja'],
  ['candidate', null, null, 'en'],
  ['broker', 'つばき国際協同組合', 'admin@tsubaki-coop.example', 'ja'],
  ['candidate', null, null, 'vi'],
  ['company', 'Luminous Japan株式会社', 'admin@luminous-japan.example', 'en'],
  ['candidate', null, null, 'vi'],
  ['supporter', '石川 翼', 'ishikawa.tsubasa@supporter.example', 'ja'],
  ['candidate', null, null, 'vi'],
  ['lease', '株式会社はなみずき地所', 'admin@hanamizuki-jisho.example', 'ja'],
  ['candidate', null, null, 'vi'],
  ['company', '株式会社ささき食品', 'admin@sasaki-shokuhin.example', 'ja'],
];

const newcomerAccounts = NEWCOMERS.map(([account_type, name, email, preferred_language], k): Row => {
  const index = 1400 + k;
  const person =
    account_type === 'candidate' && !name ? vietnameseName(r, r.chance(0.5) ? 'female' : 'male') : undefined;
  const latin = person?.latin.toLowerCase().split(' ');
  return {
    email: email ?? `${latin!.at(-1)}.${latin![0]}${index}@mail.example`,
    name: name ?? person!.full,
    account_type,
    preferred_language,
    status: 'active',
    ...(k % 3 === 0 ? {} : ({ last_login_at: lastLogin(true) } satisfies Row)),
    note: 'Signed up; no profile yet.',
  };
});

export const userAccounts: Row[] = [
  ...companyAccounts,
  ...leaseAccounts,
  ...candidateAccounts,
  ...translatorAccounts,
  ...newcomerAccounts,
];
