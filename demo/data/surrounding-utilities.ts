import type { surroundingUtility as schema } from '../../schemas/masters/surrounding-utility';
import type { DemoRow } from '../rows';
import { names } from './demo';

type EntityRow = DemoRow<typeof schema>;

// A general group and the facilities under it: [English, Japanese, Vietnamese, icon].
type Row = [string, string, string, string];
const GROUPS: [Row, Row[]][] = [
  [
    ['Transport', '交通', 'Giao thông', 'directions_transit'],
    [
      ['Train station', '駅', 'Ga tàu', 'train'],
      ['Subway station', '地下鉄駅', 'Ga tàu điện ngầm', 'subway'],
      ['Bus stop', 'バス停', 'Trạm xe buýt', 'directions_bus'],
      ['Taxi stand', 'タクシー乗り場', 'Điểm đón taxi', 'local_taxi'],
      ['Airport', '空港', 'Sân bay', 'flight'],
    ],
  ],
  [
    ['Shopping', 'ショッピング', 'Mua sắm', 'shopping_cart'],
    [
      ['Supermarket', 'スーパー', 'Siêu thị', 'local_grocery_store'],
      ['Convenience store', 'コンビニ', 'Cửa hàng tiện lợi', 'local_convenience_store'],
      ['Shopping mall', 'ショッピングモール', 'Trung tâm thương mại', 'local_mall'],
      ['Traditional market', '市場', 'Chợ truyền thống', 'storefront'],
      ['100-yen shop', '100円ショップ', 'Cửa hàng đồng giá 100 yên', 'sell'],
    ],
  ],
  [
    ['Education', '教育', 'Giáo dục', 'school'],
    [
      ['Nursery school', '保育園', 'Nhà trẻ', 'child_care'],
      ['Kindergarten', '幼稚園', 'Trường mẫu giáo', 'child_friendly'],
      ['Primary school', '小学校', 'Trường tiểu học', 'school'],
      ['Junior high school', '中学校', 'Trường trung học cơ sở', 'school'],
      ['University', '大学', 'Trường đại học', 'account_balance'],
      ['Language school', '語学学校', 'Trường ngoại ngữ', 'translate'],
    ],
  ],
  [
    ['Health', '医療', 'Y tế', 'local_hospital'],
    [
      ['Hospital', '病院', 'Bệnh viện', 'local_hospital'],
      ['Clinic', 'クリニック', 'Phòng khám', 'medical_services'],
      ['Dental clinic', '歯科医院', 'Phòng khám nha khoa', 'medical_services'],
      ['Pharmacy', '薬局', 'Nhà thuốc', 'local_pharmacy'],
    ],
  ],
  [
    ['Leisure', 'レジャー', 'Giải trí', 'park'],
    [
      ['Park', '公園', 'Công viên', 'park'],
      ['Gym', 'スポーツジム', 'Phòng tập thể hình', 'fitness_center'],
      ['Restaurants', '飲食店', 'Nhà hàng', 'restaurant'],
      ['Cafe', 'カフェ', 'Quán cà phê', 'local_cafe'],
      ['Cinema', '映画館', 'Rạp chiếu phim', 'movie'],
      ['Public bath', '銭湯', 'Nhà tắm công cộng', 'hot_tub'],
    ],
  ],
  [
    ['Public services', '公共施設', 'Dịch vụ công', 'account_balance'],
    [
      ['City office', '市役所・区役所', 'Ủy ban nhân dân', 'account_balance'],
      ['Police station', '交番・警察署', 'Đồn công an', 'local_police'],
      ['Post office', '郵便局', 'Bưu điện', 'local_post_office'],
      ['Bank', '銀行', 'Ngân hàng', 'account_balance'],
      ['ATM', 'ATM', 'Cây ATM', 'local_atm'],
      ['Library', '図書館', 'Thư viện', 'local_library'],
    ],
  ],
];

export const surroundingUtilities: EntityRow[] = GROUPS.map(([[en, ja, vi, icon], children], i): EntityRow => ({
  names: names(en, ja, vi),
  icon,
  sort_order: i * 10,
  active: true,
  $children: children.map(([cen, cja, cvi, cicon], j): EntityRow => ({
    names: names(cen, cja, cvi),
    icon: cicon,
    sort_order: j * 10,
    active: true,
  })),
}));
