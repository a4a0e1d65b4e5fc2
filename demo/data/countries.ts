import type { country as schema } from '../../schemas/masters/country';
import type { DemoRow } from '../rows';
import { names } from './demo';

type Row = DemoRow<typeof schema>;

// [ISO 3166-1 alpha-2, dialling code, English, Japanese, Vietnamese]
const COUNTRIES: [string, string, string, string, string][] = [
  ['JP', '+81', 'Japan', '日本', 'Nhật Bản'],
  ['VN', '+84', 'Vietnam', 'ベトナム', 'Việt Nam'],
  ['US', '+1', 'United States', 'アメリカ合衆国', 'Hoa Kỳ'],
  ['GB', '+44', 'United Kingdom', 'イギリス', 'Vương quốc Anh'],
  ['FR', '+33', 'France', 'フランス', 'Pháp'],
  ['DE', '+49', 'Germany', 'ドイツ', 'Đức'],
  ['IT', '+39', 'Italy', 'イタリア', 'Ý'],
  ['ES', '+34', 'Spain', 'スペイン', 'Tây Ban Nha'],
  ['NL', '+31', 'Netherlands', 'オランダ', 'Hà Lan'],
  ['CH', '+41', 'Switzerland', 'スイス', 'Thụy Sĩ'],
  ['RU', '+7', 'Russia', 'ロシア', 'Nga'],
  ['CN', '+86', 'China', '中国', 'Trung Quốc'],
  ['KR', '+82', 'South Korea', '韓国', 'Hàn Quốc'],
  ['TW', '+886', 'Taiwan', '台湾', 'Đài Loan'],
  ['TH', '+66', 'Thailand', 'タイ', 'Thái Lan'],
  ['SG', '+65', 'Singapore', 'シンガポール', 'Singapore'],
  ['MY', '+60', 'Malaysia', 'マレーシア', 'Malaysia'],
  ['ID', '+62', 'Indonesia', 'インドネシア', 'Indonesia'],
  ['PH', '+63', 'Philippines', 'フィリピン', 'Philippines'],
  ['KH', '+855', 'Cambodia', 'カンボジア', 'Campuchia'],
  ['LA', '+856', 'Laos', 'ラオス', 'Lào'],
  ['MM', '+95', 'Myanmar', 'ミャンマー', 'Myanmar'],
  ['IN', '+91', 'India', 'インド', 'Ấn Độ'],
  ['AU', '+61', 'Australia', 'オーストラリア', 'Úc'],
  ['NZ', '+64', 'New Zealand', 'ニュージーランド', 'New Zealand'],
  ['CA', '+1', 'Canada', 'カナダ', 'Canada'],
  ['BR', '+55', 'Brazil', 'ブラジル', 'Brasil'],
  ['MX', '+52', 'Mexico', 'メキシコ', 'Mexico'],
];

export const countries: Row[] = COUNTRIES.map(([code, phone_code, en, ja, vi]): Row => ({
  code,
  phone_code,
  names: names(en, ja, vi),
  active: true,
}));
