import type { banner as schema } from '../../schemas/content/banner';
import type { DemoRow } from '../rows';
import { COMPANY_PROFILES, EMPLOYER_COUNT } from './companies';
import { nth, randomSource } from './demo';
import { demoImage } from './images';
import { LEASE_ACCOUNT_BASE, LEASE_PROFILES } from './leases';

type Row = DemoRow<typeof schema>;

// Banners booked by employers (hiring campaigns on the job lists and the
// home page) and by real-estate agencies (on the housing lists), around the
// demo's today (DEMO_TODAY, 2026-11-23): some showing, some waiting to start,
// some over, and a few rejected (misleading or off-topic pictures).

type Placement = 'home_top' | 'job_list' | 'housing_list' | 'article_sidebar' | 'news_sidebar';
type Status = 'pending' | 'active' | 'rejected' | 'expired';

const CAMPAIGNS = [
  '冬の採用キャンペーン',
  '特定技能スタッフ大募集',
  'ベトナム人スタッフ募集中',
  '未経験歓迎・寮完備',
  '日本語研修つき求人',
];
const HOUSING = ['外国人歓迎の賃貸物件', '初期費用ゼロ円プラン', '保証人不要のお部屋探し', '家具・家電つき物件'];

/** [status, start month offset from November 2026, length in months] per banner, in order. */
const PLAN: [Status, number, number][] = [
  ...Array.from({ length: 10 }, (_, i): [Status, number, number] => ['active', -(i % 3) - 1, 3 + (i % 3)]),
  ...Array.from({ length: 7 }, (_, i): [Status, number, number] => ['pending', 1 + (i % 2), 2]),
  ...Array.from({ length: 5 }, (_, i): [Status, number, number] => ['expired', -8 + i, 3]),
  ...Array.from({ length: 4 }, (_, i): [Status, number, number] => ['rejected', i % 2, 2]),
];

const r = randomSource(4_242);

/** The first day of a month counted from November 2026, midnight Japan time. */
function monthStart(offset: number): string {
  const index = 10 + offset;
  const year = 2026 + Math.floor(index / 12);
  const month = ((index % 12) + 12) % 12;
  return `${year}-${String(month + 1).padStart(2, '0')}-01T00:00:00+09:00`;
}

export const banners: Row[] = PLAN.map(([status, start, months], n): Row => {
  const housing = n % 3 === 2;
  let title: string;
  let account: number;
  let placement: Placement;
  let link: string;
  if (housing) {
    const lease = r.int(0, LEASE_PROFILES.length - 1);
    title = `${LEASE_PROFILES[lease].name} ${r.pick(HOUSING)}`;
    account = LEASE_ACCOUNT_BASE + lease;
    placement = n % 2 ? 'housing_list' : 'article_sidebar';
    link = `https://${LEASE_PROFILES[lease].slug}.example.jp/`;
  } else {
    const company = r.int(0, EMPLOYER_COUNT - 1);
    title = `${COMPANY_PROFILES[company].name} ${r.pick(CAMPAIGNS)}`;
    account = company;
    placement = n % 5 === 0 ? 'home_top' : n % 7 === 1 ? 'news_sidebar' : 'job_list';
    link = `https://${COMPANY_PROFILES[company].slug}.example.jp/recruit`;
  }
  return {
    title,
    banner_url: demoImage('banner', n),
    link_url: link,
    placement,
    starts_at: monthStart(start),
    ends_at: monthStart(start + months),
    sort_order: (n % 4) * 10,
    account_id: nth(account),
    status,
  };
});
