import type { translator as schema } from '../../schemas/accounts/translator';
import type { DemoRow } from '../rows';
import { vietnameseName, withoutDiacritics } from './candidates';
import { japaneseName, japanesePhone, weighted } from './companies';
import { byName, nth, randomSource } from './demo';

type Row = DemoRow<typeof schema>;

// Supporters 0–29: even indexes are Vietnamese, odd ones Japanese. Supporter i
// signs in with user account 1370 + i.
export const TRANSLATOR_COUNT = 30;
export const TRANSLATOR_ACCOUNT_BASE = 1370;

type Language = 'ja' | 'en' | 'vi';

// What a supporter is best at: [Japanese, English, Vietnamese].
const SPECIALTIES: [string, string, string][] = [
  ['製造業・技術文書', 'manufacturing and technical documents', 'sản xuất và tài liệu kỹ thuật'],
  ['IT・ソフトウェア開発', 'IT and software projects', 'CNTT và dự án phần mềm'],
  ['介護・医療', 'elderly care and healthcare', 'điều dưỡng và y tế'],
  ['建設', 'construction', 'xây dựng'],
  ['在留資格・法務関連の書類', 'visa and legal documents', 'hồ sơ visa và tài liệu pháp lý'],
  ['商談・ビジネス通訳', 'business negotiations', 'đàm phán thương mại'],
];

export interface TranslatorProfile {
  native: 'vi' | 'ja';
  /** The name as written in each language. */
  full_name: Record<Language, string>;
  bio: Record<Language, string>;
  email: string;
  phone: string;
  status: 'pending' | 'active' | 'inactive';
}

const r = randomSource(20260404);

const generated = Array.from({ length: TRANSLATOR_COUNT }, (_, i) => {
  const native = i % 2 === 0 ? 'vi' : 'ja';
  const gender = r.chance(0.6) ? 'female' : 'male';
  let full_name: Record<Language, string>;
  let local: string;
  if (native === 'vi') {
    const name = vietnameseName(r, gender);
    full_name = { vi: name.full, ja: name.kana, en: name.latin };
    local = `${withoutDiacritics(name.full).split(' ').at(-1)}.${withoutDiacritics(name.full).split(' ')[0]}`;
  } else {
    const name = japaneseName(r);
    full_name = { ja: name.ja, en: name.romaji, vi: name.romaji };
    local = name.romaji.split(' ').reverse().join('.');
  }
  const inJapan = native === 'ja' ? r.chance(0.85) : r.chance(0.5);
  const city = inJapan
    ? weighted(r, [
        ['Tokyo', 5],
        ['Osaka', 3],
        ['Nagoya', 2],
        ['Fukuoka', 1],
      ] as const)
    : weighted(r, [
        ['Hanoi', 5],
        ['Ho Chi Minh City', 4],
        ['Da Nang', 1],
      ] as const);
  const [fieldJa, fieldEn, fieldVi] = SPECIALTIES[i % SPECIALTIES.length];
  const years = r.int(2, 15);
  const status: TranslatorProfile['status'] =
    i < 5 ? 'active' : ((x) => (x < 0.1 ? 'pending' : x < 0.17 ? 'inactive' : 'active'))(r.next());
  const bio: Record<Language, string> = {
    ja: `日本語・ベトナム語の通訳翻訳者として${years}年の経験があり、特に${fieldJa}を得意としています。ベトナム人材の採用面接、入社研修、在留資格の手続きなどを数多くサポートしてきました。`,
    en: `Japanese–Vietnamese interpreter and translator with ${years} years of experience, specialising in ${fieldEn}. I have supported many recruitment interviews, induction training sessions and visa procedures for Vietnamese workers.`,
    vi: `Tôi là phiên dịch viên, biên dịch viên tiếng Nhật – tiếng Việt với ${years} năm kinh nghiệm, thế mạnh là ${fieldVi}. Tôi đã hỗ trợ nhiều buổi phỏng vấn tuyển dụng, đào tạo hội nhập cho nhân viên mới và thủ tục visa cho người lao động Việt Nam.`,
  };
  const certifications =
    native === 'vi'
      ? [
          r.pick(['JLPT N1', 'JLPT N1', 'JLPT N2']),
          ...(r.chance(0.5) ? ['BJT J1'] : []),
          ...(r.chance(0.3) ? ['J.TEST A'] : []),
        ]
      : [
          r.pick(['Vietnamese proficiency certificate C1', 'Vietnamese proficiency certificate B2']),
          ...(r.chance(0.4) ? ['TOEIC 900'] : []),
        ];
  const email = `${local}${i}@supporter.example`.toLowerCase();
  const phone = inJapan
    ? japanesePhone(r)
    : `+84 ${r.pick(['90', '91', '98'])} ${r.int(100, 999)} ${r.int(1000, 9999)}`;
  const record: Row = {
    full_name: full_name[native],
    account_id: nth(TRANSLATOR_ACCOUNT_BASE + i),
    native_language: native,
    working_languages: ['Japanese', 'Vietnamese', ...(r.chance(0.4) ? ['English'] : [])],
    city_id: byName(city),
    phone,
    email,
    certifications,
    // Supporters in Japan charge in yen, those in Vietnam in dong.
    hourly_rate: inJapan ? r.int(5, 12) * 500 : r.int(5, 12) * 50_000,
    currency_id: byName(inJapan ? 'Japanese yen' : 'Vietnamese dong'),
    // A new supporter has no rating yet.
    ...(status === 'pending' ? {} : ({ rating: r.int(36, 50) / 10 } satisfies Row)),
    bio: bio[native],
    status,
  };
  return { profile: { native, full_name, bio, email, phone, status } satisfies TranslatorProfile, record };
});

/** Per supporter index: the texts the accounts and translations reuse. */
export const TRANSLATOR_PROFILES: readonly TranslatorProfile[] = generated.map((g) => g.profile);

export const translators: Row[] = generated.map((g) => g.record);
