import type { homeCity as schema } from '../../schemas/masters/home-city';
import type { DemoRow } from '../rows';
import { byName, names, type Lookup } from './demo';

type Row = DemoRow<typeof schema>;

// [country code, region (English name), English, Japanese, Vietnamese]
const HOME_CITIES: [string, string, string, string, string][] = [
  ['JP', 'Kanto', 'Tokyo', '東京', 'Tokyo'],
  ['JP', 'Kanto', 'Yokohama', '横浜', 'Yokohama'],
  ['JP', 'Kanto', 'Kawasaki', '川崎', 'Kawasaki'],
  ['JP', 'Kanto', 'Saitama', 'さいたま', 'Saitama'],
  ['JP', 'Kanto', 'Chiba', '千葉', 'Chiba'],
  ['JP', 'Kansai', 'Osaka', '大阪', 'Osaka'],
  ['JP', 'Kansai', 'Kyoto', '京都', 'Kyoto'],
  ['JP', 'Kansai', 'Kobe', '神戸', 'Kobe'],
  ['JP', 'Chubu', 'Nagoya', '名古屋', 'Nagoya'],
  ['JP', 'Chubu', 'Shizuoka', '静岡', 'Shizuoka'],
  ['JP', 'Chubu', 'Hamamatsu', '浜松', 'Hamamatsu'],
  ['JP', 'Chubu', 'Niigata', '新潟', 'Niigata'],
  ['JP', 'Kyushu and Okinawa', 'Fukuoka', '福岡', 'Fukuoka'],
  ['JP', 'Kyushu and Okinawa', 'Kitakyushu', '北九州', 'Kitakyushu'],
  ['JP', 'Kyushu and Okinawa', 'Kumamoto', '熊本', 'Kumamoto'],
  ['JP', 'Hokkaido', 'Sapporo', '札幌', 'Sapporo'],
  ['JP', 'Tohoku', 'Sendai', '仙台', 'Sendai'],
  ['JP', 'Chugoku', 'Hiroshima', '広島', 'Hiroshima'],
  ['JP', 'Chugoku', 'Okayama', '岡山', 'Okayama'],
  ['JP', 'Shikoku', 'Matsuyama', '松山', 'Matsuyama'],
  ['JP', 'Shikoku', 'Takamatsu', '高松', 'Takamatsu'],
  ['VN', 'Red River Delta', 'Hanoi', 'ハノイ', 'Hà Nội'],
  ['VN', 'Red River Delta', 'Hai Phong', 'ハイフォン', 'Hải Phòng'],
  ['VN', 'Red River Delta', 'Bac Ninh', 'バクニン', 'Bắc Ninh'],
  ['VN', 'Northern Midlands and Mountains', 'Ha Long', 'ハロン', 'Hạ Long'],
  ['VN', 'Northern Midlands and Mountains', 'Thai Nguyen', 'タイグエン', 'Thái Nguyên'],
  ['VN', 'Northern Midlands and Mountains', 'Lao Cai', 'ラオカイ', 'Lào Cai'],
  ['VN', 'Northern Midlands and Mountains', 'Son La', 'ソンラ', 'Sơn La'],
  ['VN', 'North Central and Central Coast', 'Vinh', 'ヴィン', 'Vinh'],
  ['VN', 'North Central and Central Coast', 'Hue', 'フエ', 'Huế'],
  ['VN', 'North Central and Central Coast', 'Da Nang', 'ダナン', 'Đà Nẵng'],
  ['VN', 'North Central and Central Coast', 'Nha Trang', 'ニャチャン', 'Nha Trang'],
  ['VN', 'Central Highlands', 'Da Lat', 'ダラット', 'Đà Lạt'],
  ['VN', 'Central Highlands', 'Buon Ma Thuot', 'バンメトート', 'Buôn Ma Thuột'],
  ['VN', 'Southeast (Vietnam)', 'Ho Chi Minh City', 'ホーチミン市', 'Thành phố Hồ Chí Minh'],
  ['VN', 'Southeast (Vietnam)', 'Bien Hoa', 'ビエンホア', 'Biên Hòa'],
  ['VN', 'Southeast (Vietnam)', 'Thu Dau Mot', 'トゥーザウモット', 'Thủ Dầu Một'],
  ['VN', 'Southeast (Vietnam)', 'Vung Tau', 'ブンタウ', 'Vũng Tàu'],
  ['VN', 'Mekong Delta', 'Can Tho', 'カントー', 'Cần Thơ'],
  ['VN', 'Mekong Delta', 'Long Xuyen', 'ロンスエン', 'Long Xuyên'],
];

export const homeCities: Row[] = HOME_CITIES.map(([country, region, en, ja, vi], i): Row => ({
  names: names(en, ja, vi),
  region_id: byName(region),
  country_id: { $lookup: { code: country } } satisfies Lookup,
  sort_order: i * 10,
  active: true,
}));
