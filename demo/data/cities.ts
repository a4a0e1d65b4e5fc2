import type { city as schema } from '../../schemas/masters/city';
import type { DemoRow } from '../rows';
import { names, type Lookup } from './demo';

type Row = DemoRow<typeof schema>;

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

export const cities: Row[] = CITIES.map(([country, en, ja, vi], i): Row => ({
  names: names(en, ja, vi),
  country_id: { $lookup: { code: country } } satisfies Lookup,
  sort_order: i,
  active: true,
}));
