import type { homeCategory as schema } from '../../schemas/masters/home-category';
import type { DemoRow } from '../rows';
import { names } from './demo';

type Row = DemoRow<typeof schema>;

// [usage, English, Japanese, Vietnamese]
const HOME_CATEGORIES: ['rent' | 'sale' | 'both', string, string, string][] = [
  ['rent', 'Apartment', 'アパート', 'Căn hộ thấp tầng'],
  ['both', 'Mansion', 'マンション', 'Căn hộ chung cư'],
  ['both', 'House', '一戸建て', 'Nhà riêng'],
  ['both', 'Townhouse', 'テラスハウス', 'Nhà liền kề'],
  ['both', 'Studio', 'ワンルーム', 'Căn hộ studio'],
  ['both', 'Duplex', 'メゾネット', 'Căn hộ thông tầng'],
  ['both', 'Penthouse', 'ペントハウス', 'Căn hộ penthouse'],
  ['both', 'Mini apartment', 'ミニアパート', 'Chung cư mini'],
  ['rent', 'Share house', 'シェアハウス', 'Nhà ở ghép'],
  ['rent', 'Serviced apartment', 'サービスアパートメント', 'Căn hộ dịch vụ'],
  ['rent', 'Monthly apartment', 'マンスリーマンション', 'Căn hộ thuê theo tháng'],
  ['rent', 'Boarding room', '貸し部屋', 'Phòng trọ'],
  ['rent', 'Dormitory', '寮', 'Ký túc xá'],
  ['both', 'Villa', 'ヴィラ・別荘', 'Biệt thự'],
  ['both', 'Street-front house', '表通り沿いの戸建て', 'Nhà mặt phố'],
  ['both', 'Alley house', '路地沿いの戸建て', 'Nhà trong ngõ, hẻm'],
  ['both', 'Shophouse', '店舗付き住宅', 'Nhà phố thương mại'],
  ['both', 'Retail space', '店舗', 'Mặt bằng kinh doanh'],
  ['both', 'Office', 'オフィス', 'Văn phòng'],
  ['both', 'Warehouse', '倉庫', 'Nhà kho'],
  ['both', 'Factory', '工場', 'Nhà xưởng'],
  ['both', 'Parking space', '駐車場', 'Chỗ đỗ xe'],
  ['sale', 'Land', '土地', 'Đất nền'],
  ['sale', 'Farmland', '農地', 'Đất nông nghiệp'],
  ['sale', 'Condotel', 'コンドテル', 'Condotel'],
  ['sale', 'Whole building', '一棟売りビル', 'Tòa nhà nguyên căn'],
  ['sale', 'Vacant house', '空き家', 'Nhà bỏ trống'],
];

export const homeCategories: Row[] = HOME_CATEGORIES.map(([usage, en, ja, vi], i): Row => ({
  names: names(en, ja, vi),
  usage,
  sort_order: i * 10,
  active: true,
}));
