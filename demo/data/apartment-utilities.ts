import type { apartmentUtility as schema } from '../../schemas/masters/apartment-utility';
import type { DemoRow } from '../rows';
import { names } from './demo';

type EntityRow = DemoRow<typeof schema>;

// A general group and the utilities under it: [English, Japanese, Vietnamese, icon].
type Row = [string, string, string, string];
const GROUPS: [Row, Row[]][] = [
  [
    ['Kitchen', 'キッチン', 'Nhà bếp', 'kitchen'],
    [
      ['Gas stove', 'ガスコンロ', 'Bếp ga', 'local_fire_department'],
      ['IH cooktop', 'IHクッキングヒーター', 'Bếp từ', 'countertops'],
      ['System kitchen', 'システムキッチン', 'Tủ bếp liền khối', 'countertops'],
      ['Refrigerator', '冷蔵庫', 'Tủ lạnh', 'kitchen'],
      ['Microwave', '電子レンジ', 'Lò vi sóng', 'microwave'],
      ['Rice cooker', '炊飯器', 'Nồi cơm điện', 'rice_bowl'],
    ],
  ],
  [
    ['Bathroom', 'バス・トイレ', 'Phòng tắm', 'bathtub'],
    [
      ['Bathtub', '浴槽', 'Bồn tắm', 'bathtub'],
      ['Separate bath and toilet', 'バス・トイレ別', 'Phòng tắm và nhà vệ sinh riêng biệt', 'wc'],
      ['Reheating bath', '追い焚き機能', 'Chức năng hâm nóng nước bồn tắm', 'hot_tub'],
      ['Bathroom dryer', '浴室乾燥機', 'Máy sấy phòng tắm', 'dry'],
      ['Heated toilet seat with bidet', '温水洗浄便座', 'Bồn cầu có vòi rửa nước ấm', 'wash'],
      ['Separate washbasin', '独立洗面台', 'Bồn rửa mặt riêng', 'soap'],
    ],
  ],
  [
    ['Security', 'セキュリティ', 'An ninh', 'security'],
    [
      ['Auto-lock', 'オートロック', 'Cửa khóa tự động', 'lock'],
      ['Video intercom', 'TVモニター付きインターホン', 'Chuông cửa có màn hình', 'doorbell'],
      ['Security camera', '防犯カメラ', 'Camera an ninh', 'videocam'],
      ['Double lock', 'ダブルロック', 'Khóa kép', 'key'],
      ['Delivery box', '宅配ボックス', 'Tủ nhận hàng', 'inventory_2'],
      ['24-hour security guard', '24時間有人管理', 'Bảo vệ 24/7', 'local_police'],
    ],
  ],
  [
    ['Appliances', '家電', 'Đồ điện gia dụng', 'devices'],
    [
      ['Air conditioner', 'エアコン', 'Điều hòa', 'ac_unit'],
      ['Washing machine', '洗濯機', 'Máy giặt', 'local_laundry_service'],
      ['Indoor washing machine space', '室内洗濯機置場', 'Chỗ đặt máy giặt trong nhà', 'local_laundry_service'],
      ['Water heater', '給湯器', 'Bình nóng lạnh', 'water_drop'],
      ['Floor heating', '床暖房', 'Sưởi sàn', 'thermostat'],
      ['Television', 'テレビ', 'Tivi', 'tv'],
    ],
  ],
  [
    ['Internet & TV', 'インターネット・テレビ', 'Internet & truyền hình', 'wifi'],
    [
      ['Free internet', 'インターネット無料', 'Internet miễn phí', 'wifi'],
      ['Fiber optic internet', '光インターネット対応', 'Internet cáp quang', 'router'],
      ['Cable TV', 'ケーブルテレビ', 'Truyền hình cáp', 'cable'],
      ['BS/CS antenna', 'BS・CSアンテナ', 'Ăng-ten truyền hình vệ tinh', 'satellite_alt'],
    ],
  ],
  [
    ['Furniture', '家具', 'Nội thất', 'weekend'],
    [
      ['Bed', 'ベッド', 'Giường', 'bed'],
      ['Desk', '机', 'Bàn làm việc', 'desk'],
      ['Sofa', 'ソファ', 'Ghế sofa', 'weekend'],
      ['Wardrobe', 'クローゼット', 'Tủ quần áo', 'checkroom'],
      ['Curtains', 'カーテン', 'Rèm cửa', 'curtains'],
    ],
  ],
  [
    ['Room features', '室内設備', 'Tiện ích trong phòng', 'meeting_room'],
    [
      ['Balcony', 'バルコニー', 'Ban công', 'balcony'],
      ['Loft', 'ロフト', 'Gác xép', 'stairs'],
      ['Walk-in closet', 'ウォークインクローゼット', 'Phòng thay đồ', 'checkroom'],
      ['Hardwood flooring', 'フローリング', 'Sàn gỗ', 'grid_on'],
    ],
  ],
  [
    ['Building facilities', '共用設備', 'Tiện ích tòa nhà', 'apartment'],
    [
      ['Elevator', 'エレベーター', 'Thang máy', 'elevator'],
      ['Car parking', '駐車場', 'Chỗ đỗ ô tô', 'local_parking'],
      ['Bicycle parking', '駐輪場', 'Chỗ để xe đạp', 'pedal_bike'],
      ['Motorbike parking', 'バイク置場', 'Chỗ để xe máy', 'two_wheeler'],
      ['24-hour garbage disposal', '24時間ゴミ出し可', 'Đổ rác 24/7', 'delete'],
      ['Fitness room', 'フィットネスルーム', 'Phòng tập gym', 'fitness_center'],
      ['Swimming pool', 'プール', 'Hồ bơi', 'pool'],
    ],
  ],
];

export const apartmentUtilities: EntityRow[] = GROUPS.map(([[en, ja, vi, icon], children], i): EntityRow => ({
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
