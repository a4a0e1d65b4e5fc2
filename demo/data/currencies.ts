import type { currency as schema } from '../../schemas/masters/currency';
import type { DemoRow } from '../rows';
import { names } from './demo';

type Row = DemoRow<typeof schema>;

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

export const currencies: Row[] = CURRENCIES.map(([code, en, ja, vi, symbol, decimals]): Row => ({
  code,
  names: names(en, ja, vi),
  symbol,
  decimals,
  active: true,
}));
