// Demo records for an empty database, keyed by entity name. A reference is
// written as {$lookup: {column: value}} and resolved to the id of the matching
// record of the referenced entity, so the data does not depend on ids.
import type { TranslatedName } from '../src/engine/kinds';

export type DemoRecord = Record<string, unknown>;
export interface Lookup {
  $lookup: Record<string, unknown>;
}

const names = (en: string, ja: string, vi: string): TranslatedName[] => [
  { language_code: 'en', name: en },
  { language_code: 'ja', name: ja },
  { language_code: 'vi', name: vi },
];

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

// [country code, English, Japanese, Vietnamese]
const CITIES: [string, string, string, string][] = [
  ['JP', 'Tokyo', '東京', 'Tokyo'],
  ['JP', 'Osaka', '大阪', 'Osaka'],
  ['JP', 'Kyoto', '京都', 'Kyoto'],
  ['JP', 'Yokohama', '横浜', 'Yokohama'],
  ['JP', 'Nagoya', '名古屋', 'Nagoya'],
  ['JP', 'Sapporo', '札幌', 'Sapporo'],
  ['JP', 'Fukuoka', '福岡', 'Fukuoka'],
  ['VN', 'Hanoi', 'ハノイ', 'Hà Nội'],
  ['VN', 'Ho Chi Minh City', 'ホーチミン市', 'Thành phố Hồ Chí Minh'],
  ['VN', 'Da Nang', 'ダナン', 'Đà Nẵng'],
  ['VN', 'Hai Phong', 'ハイフォン', 'Hải Phòng'],
  ['VN', 'Hue', 'フエ', 'Huế'],
  ['VN', 'Can Tho', 'カントー', 'Cần Thơ'],
  ['VN', 'Nha Trang', 'ニャチャン', 'Nha Trang'],
  ['US', 'New York', 'ニューヨーク', 'New York'],
  ['US', 'Los Angeles', 'ロサンゼルス', 'Los Angeles'],
  ['US', 'San Francisco', 'サンフランシスコ', 'San Francisco'],
  ['GB', 'London', 'ロンドン', 'Luân Đôn'],
  ['FR', 'Paris', 'パリ', 'Paris'],
  ['DE', 'Berlin', 'ベルリン', 'Berlin'],
  ['IT', 'Rome', 'ローマ', 'Roma'],
  ['CN', 'Beijing', '北京', 'Bắc Kinh'],
  ['CN', 'Shanghai', '上海', 'Thượng Hải'],
  ['KR', 'Seoul', 'ソウル', 'Seoul'],
  ['KR', 'Busan', '釜山', 'Busan'],
  ['TW', 'Taipei', '台北', 'Đài Bắc'],
  ['TH', 'Bangkok', 'バンコク', 'Bangkok'],
  ['SG', 'Singapore', 'シンガポール', 'Singapore'],
  ['MY', 'Kuala Lumpur', 'クアラルンプール', 'Kuala Lumpur'],
  ['ID', 'Jakarta', 'ジャカルタ', 'Jakarta'],
  ['PH', 'Manila', 'マニラ', 'Manila'],
  ['KH', 'Phnom Penh', 'プノンペン', 'Phnôm Pênh'],
  ['IN', 'New Delhi', 'ニューデリー', 'New Delhi'],
  ['AU', 'Sydney', 'シドニー', 'Sydney'],
  ['CA', 'Toronto', 'トロント', 'Toronto'],
];

// [ISO 4217, English, Japanese, Vietnamese, symbol, minor unit digits]
const CURRENCIES: [string, string, string, string, string, number][] = [
  ['JPY', 'Japanese yen', '日本円', 'Yên Nhật', '¥', 0],
  ['VND', 'Vietnamese dong', 'ベトナム・ドン', 'Đồng Việt Nam', '₫', 0],
  ['USD', 'US dollar', '米ドル', 'Đô la Mỹ', '$', 2],
  ['EUR', 'Euro', 'ユーロ', 'Euro', '€', 2],
  ['GBP', 'Pound sterling', '英ポンド', 'Bảng Anh', '£', 2],
  ['CHF', 'Swiss franc', 'スイス・フラン', 'Franc Thụy Sĩ', 'CHF', 2],
  ['RUB', 'Russian ruble', 'ロシア・ルーブル', 'Rúp Nga', '₽', 2],
  ['CNY', 'Chinese yuan', '人民元', 'Nhân dân tệ', '¥', 2],
  ['KRW', 'South Korean won', '韓国ウォン', 'Won Hàn Quốc', '₩', 0],
  ['TWD', 'New Taiwan dollar', 'ニュー台湾ドル', 'Đô la Đài Loan mới', 'NT$', 2],
  ['HKD', 'Hong Kong dollar', '香港ドル', 'Đô la Hồng Kông', 'HK$', 2],
  ['THB', 'Thai baht', 'タイ・バーツ', 'Baht Thái', '฿', 2],
  ['SGD', 'Singapore dollar', 'シンガポール・ドル', 'Đô la Singapore', 'S$', 2],
  ['MYR', 'Malaysian ringgit', 'マレーシア・リンギット', 'Ringgit Malaysia', 'RM', 2],
  ['IDR', 'Indonesian rupiah', 'インドネシア・ルピア', 'Rupiah Indonesia', 'Rp', 2],
  ['PHP', 'Philippine peso', 'フィリピン・ペソ', 'Peso Philippines', '₱', 2],
  ['KHR', 'Cambodian riel', 'カンボジア・リエル', 'Riel Campuchia', '៛', 2],
  ['LAK', 'Lao kip', 'ラオス・キープ', 'Kíp Lào', '₭', 2],
  ['MMK', 'Myanmar kyat', 'ミャンマー・チャット', 'Kyat Myanmar', 'K', 2],
  ['INR', 'Indian rupee', 'インド・ルピー', 'Rupee Ấn Độ', '₹', 2],
  ['AUD', 'Australian dollar', 'オーストラリア・ドル', 'Đô la Úc', 'A$', 2],
  ['NZD', 'New Zealand dollar', 'ニュージーランド・ドル', 'Đô la New Zealand', 'NZ$', 2],
  ['CAD', 'Canadian dollar', 'カナダ・ドル', 'Đô la Canada', 'C$', 2],
  ['BRL', 'Brazilian real', 'ブラジル・レアル', 'Real Brazil', 'R$', 2],
  ['MXN', 'Mexican peso', 'メキシコ・ペソ', 'Peso Mexico', 'Mex$', 2],
  ['KWD', 'Kuwaiti dinar', 'クウェート・ディナール', 'Dinar Kuwait', 'KD', 3],
];

export const DEMO_DATA: Record<string, DemoRecord[]> = {
  countries: COUNTRIES.map(([code, phone_code, en, ja, vi]) => ({ code, phone_code, names: names(en, ja, vi), active: true })),
  cities: CITIES.map(([country, en, ja, vi], i) => ({
    names: names(en, ja, vi),
    country_id: { $lookup: { code: country } } satisfies Lookup,
    sort_order: i,
    active: true,
  })),
  currencies: CURRENCIES.map(([code, en, ja, vi, symbol, decimals]) => ({ code, names: names(en, ja, vi), symbol, decimals, active: true })),
};
