import type { region as schema } from '../../schemas/masters/region';
import type { DemoRow } from '../rows';
import { names, type Lookup } from './demo';

type Row = DemoRow<typeof schema>;

// [country, code, English, Japanese, Vietnamese], in picker order per country.
// Vietnam has its three broad regions and its six socio-economic regions.
const REGIONS: [string, string, string, string, string][] = [
  ['JP', 'JP-HOKKAIDO', 'Hokkaido', '北海道', 'Vùng Hokkaido'],
  ['JP', 'JP-TOHOKU', 'Tohoku', '東北', 'Vùng Tohoku'],
  ['JP', 'JP-KANTO', 'Kanto', '関東', 'Vùng Kanto'],
  ['JP', 'JP-CHUBU', 'Chubu', '中部', 'Vùng Chubu'],
  ['JP', 'JP-KANSAI', 'Kansai', '関西', 'Vùng Kansai'],
  ['JP', 'JP-CHUGOKU', 'Chugoku', '中国地方', 'Vùng Chugoku'],
  ['JP', 'JP-SHIKOKU', 'Shikoku', '四国', 'Vùng Shikoku'],
  ['JP', 'JP-KYUSHU', 'Kyushu and Okinawa', '九州・沖縄', 'Vùng Kyushu – Okinawa'],
  ['VN', 'VN-NORTH', 'Northern Vietnam', 'ベトナム北部', 'Miền Bắc'],
  ['VN', 'VN-CENTRAL', 'Central Vietnam', 'ベトナム中部', 'Miền Trung'],
  ['VN', 'VN-SOUTH', 'Southern Vietnam', 'ベトナム南部', 'Miền Nam'],
  ['VN', 'VN-NMM', 'Northern Midlands and Mountains', '北部山岳・丘陵地域', 'Trung du và miền núi phía Bắc'],
  ['VN', 'VN-RRD', 'Red River Delta', '紅河デルタ', 'Đồng bằng sông Hồng'],
  ['VN', 'VN-NCC', 'North Central and Central Coast', '北中部・中部沿岸', 'Bắc Trung Bộ và duyên hải miền Trung'],
  ['VN', 'VN-CH', 'Central Highlands', '中部高原', 'Tây Nguyên'],
  ['VN', 'VN-SE', 'Southeast (Vietnam)', '東南部（ベトナム）', 'Đông Nam Bộ'],
  ['VN', 'VN-MKD', 'Mekong Delta', 'メコンデルタ', 'Đồng bằng sông Cửu Long'],
  ['TH', 'TH-CENTRAL', 'Central Thailand', 'タイ中部', 'Miền Trung Thái Lan'],
  ['TH', 'TH-NORTH', 'Northern Thailand', 'タイ北部', 'Miền Bắc Thái Lan'],
  ['TH', 'TH-ISAN', 'Northeastern Thailand (Isan)', 'タイ東北部（イサーン）', 'Đông Bắc Thái Lan (Isan)'],
  ['TH', 'TH-SOUTH', 'Southern Thailand', 'タイ南部', 'Miền Nam Thái Lan'],
  ['PH', 'PH-LUZON', 'Luzon', 'ルソン', 'Luzon'],
  ['PH', 'PH-VISAYAS', 'Visayas', 'ビサヤ', 'Visayas'],
  ['PH', 'PH-MINDANAO', 'Mindanao', 'ミンダナオ', 'Mindanao'],
  ['US', 'US-NORTHEAST', 'Northeastern United States', 'アメリカ北東部', 'Đông Bắc Hoa Kỳ'],
  ['US', 'US-MIDWEST', 'Midwestern United States', 'アメリカ中西部', 'Trung Tây Hoa Kỳ'],
  ['US', 'US-SOUTH', 'Southern United States', 'アメリカ南部', 'Miền Nam Hoa Kỳ'],
  ['US', 'US-WEST', 'Western United States', 'アメリカ西部', 'Miền Tây Hoa Kỳ'],
];

export const regions: Row[] = REGIONS.map(([country, code, en, ja, vi], i): Row => ({
  names: names(en, ja, vi),
  country_id: { $lookup: { code: country } } satisfies Lookup,
  code,
  sort_order: (i + 1) * 10,
  active: true,
}));
