import type { lease as schema } from '../../schemas/accounts/lease';
import type { DemoRow } from '../rows';
import { japaneseAddress, japaneseName, japanesePhone } from './companies';
import { byName, nth, randomSource } from './demo';

type Row = DemoRow<typeof schema>;

// Real-estate agencies 0–29; lease i signs in with user account 340 + i.
export const LEASE_ACCOUNT_BASE = 340;

// [name stem in Japanese, romaji, city of the master, form of the name].
const AGENCIES: [string, string, string, 'fudosan' | 'housing' | 'estate'][] = [
  ['さくら', 'Sakura', 'Tokyo', 'fudosan'],
  ['新宿中央', 'Shinjuku Chuo', 'Tokyo', 'housing'],
  ['城南', 'Jonan', 'Tokyo', 'fudosan'],
  ['湾岸', 'Wangan', 'Tokyo', 'estate'],
  ['上野', 'Ueno', 'Tokyo', 'fudosan'],
  ['池袋', 'Ikebukuro', 'Tokyo', 'housing'],
  ['蒲田', 'Kamata', 'Tokyo', 'fudosan'],
  ['錦糸町', 'Kinshicho', 'Tokyo', 'estate'],
  ['品川', 'Shinagawa', 'Tokyo', 'housing'],
  ['梅田', 'Umeda', 'Osaka', 'fudosan'],
  ['難波', 'Namba', 'Osaka', 'housing'],
  ['本町', 'Honmachi', 'Osaka', 'estate'],
  ['大阪南', 'Osaka Minami', 'Osaka', 'fudosan'],
  ['名駅', 'Meieki', 'Nagoya', 'fudosan'],
  ['栄', 'Sakae', 'Nagoya', 'housing'],
  ['金山', 'Kanayama', 'Nagoya', 'estate'],
  ['横浜港', 'Yokohama Minato', 'Yokohama', 'fudosan'],
  ['関内', 'Kannai', 'Yokohama', 'housing'],
  ['新横浜', 'Shin-Yokohama', 'Yokohama', 'estate'],
  ['博多', 'Hakata', 'Fukuoka', 'fudosan'],
  ['天神', 'Tenjin', 'Fukuoka', 'housing'],
  ['札幌北', 'Sapporo Kita', 'Sapporo', 'fudosan'],
  ['すすきの', 'Susukino', 'Sapporo', 'estate'],
  ['京都駅前', 'Kyoto Ekimae', 'Kyoto', 'fudosan'],
  ['伏見', 'Fushimi', 'Kyoto', 'housing'],
  ['あおい', 'Aoi', 'Tokyo', 'estate'],
  ['みどり', 'Midori', 'Osaka', 'fudosan'],
  ['ひかり', 'Hikari', 'Nagoya', 'housing'],
  ['つばめ', 'Tsubame', 'Fukuoka', 'estate'],
  ['はまかぜ', 'Hamakaze', 'Yokohama', 'fudosan'],
];

/** The prefectural governor who licenses an agency working in one prefecture. */
const AUTHORITIES: Record<string, string> = {
  Tokyo: '東京都知事',
  Osaka: '大阪府知事',
  Nagoya: '愛知県知事',
  Yokohama: '神奈川県知事',
  Fukuoka: '福岡県知事',
  Sapporo: '北海道知事',
  Kyoto: '京都府知事',
};

export interface LeaseProfile {
  name: string;
  slug: string;
  status: 'pending' | 'active' | 'inactive';
}

const r = randomSource(20260202);

const generated = AGENCIES.map(([stem, romaji, city, form], i) => {
  const name =
    form === 'fudosan'
      ? `株式会社${stem}不動産`
      : form === 'housing'
        ? `${stem}ハウジング株式会社`
        : `有限会社${stem}エステート`;
  const slug = `${romaji.toLowerCase().replace(/ /g, '-')}-${form}`;
  const x = r.next();
  const status: LeaseProfile['status'] = i < 4 ? 'active' : x < 0.1 ? 'pending' : x < 0.17 ? 'inactive' : 'active';
  // Agencies with offices in two or more prefectures hold the minister's licence.
  const authority = i % 9 === 8 ? '国土交通大臣' : AUTHORITIES[city];
  const { address } = japaneseAddress(r, city);
  const record: Row = {
    name,
    account_id: nth(LEASE_ACCOUNT_BASE + i),
    license_number: `${authority}(${r.int(1, 12)})第${r.int(1000, 99999)}号`,
    city_id: byName(city),
    address: address[0],
    phone: japanesePhone(r, city),
    email: `info@${slug}.example`,
    website: `https://www.${slug}.example`,
    contact_person: japaneseName(r).ja,
    status,
  };
  return { profile: { name, slug, status }, record };
});

/** Per lease index: what the accounts reuse. */
export const LEASE_PROFILES: readonly LeaseProfile[] = generated.map((g) => g.profile);

export const leases: Row[] = generated.map((g) => g.record);
