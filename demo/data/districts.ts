import type { district as schema } from '../../schemas/masters/district';
import type { DemoRow } from '../rows';
import { byName, names } from './demo';

type EntityRow = DemoRow<typeof schema>;

// Wards and districts per city (English name of the city): [English, Japanese,
// Vietnamese, postal code]. A Japanese ward's postal code is its general code
// (the one for addresses without a listed town); Vietnamese districts have none.
type Row = [string, string, string, string?];
const DISTRICTS: [string, Row[]][] = [
  [
    'Tokyo',
    [
      ['Chiyoda', '千代田区', 'Quận Chiyoda', '100-0000'],
      ['Chuo', '中央区', 'Quận Chuo', '104-0000'],
      ['Minato', '港区', 'Quận Minato', '105-0000'],
      ['Shinjuku', '新宿区', 'Quận Shinjuku', '160-0000'],
      ['Bunkyo', '文京区', 'Quận Bunkyo', '112-0000'],
      ['Taito', '台東区', 'Quận Taito', '110-0000'],
      ['Sumida', '墨田区', 'Quận Sumida', '130-0000'],
      ['Koto', '江東区', 'Quận Koto', '135-0000'],
      ['Shinagawa', '品川区', 'Quận Shinagawa'],
      ['Meguro', '目黒区', 'Quận Meguro'],
      ['Ota', '大田区', 'Quận Ota'],
      ['Setagaya', '世田谷区', 'Quận Setagaya', '154-0000'],
      ['Shibuya', '渋谷区', 'Quận Shibuya', '150-0000'],
      ['Nakano', '中野区', 'Quận Nakano', '164-0000'],
      ['Toshima', '豊島区', 'Quận Toshima', '170-0000'],
      ['Edogawa', '江戸川区', 'Quận Edogawa'],
    ],
  ],
  [
    'Osaka',
    [
      ['Kita (Osaka)', '北区（大阪市）', 'Quận Kita (Osaka)', '530-0000'],
      ['Chuo (Osaka)', '中央区（大阪市）', 'Quận Chuo (Osaka)', '540-0000'],
      ['Nishi (Osaka)', '西区（大阪市）', 'Quận Nishi (Osaka)', '550-0000'],
      ['Tennoji', '天王寺区', 'Quận Tennoji', '543-0000'],
      ['Naniwa', '浪速区', 'Quận Naniwa', '556-0000'],
      ['Abeno', '阿倍野区', 'Quận Abeno', '545-0000'],
      ['Yodogawa', '淀川区', 'Quận Yodogawa', '532-0000'],
    ],
  ],
  [
    'Hanoi',
    [
      ['Ba Dinh', 'バーディン区', 'Quận Ba Đình'],
      ['Hoan Kiem', 'ホアンキエム区', 'Quận Hoàn Kiếm'],
      ['Tay Ho', 'タイホー区', 'Quận Tây Hồ'],
      ['Cau Giay', 'カウザイ区', 'Quận Cầu Giấy'],
      ['Dong Da', 'ドンダー区', 'Quận Đống Đa'],
      ['Hai Ba Trung', 'ハイバーチュン区', 'Quận Hai Bà Trưng'],
      ['Thanh Xuan', 'タインスアン区', 'Quận Thanh Xuân'],
      ['Hoang Mai', 'ホアンマイ区', 'Quận Hoàng Mai'],
      ['Long Bien', 'ロンビエン区', 'Quận Long Biên'],
      ['Nam Tu Liem', 'ナムトゥーリエム区', 'Quận Nam Từ Liêm'],
      ['Bac Tu Liem', 'バクトゥーリエム区', 'Quận Bắc Từ Liêm'],
      ['Ha Dong', 'ハドン区', 'Quận Hà Đông'],
    ],
  ],
  [
    'Ho Chi Minh City',
    [
      ['District 1', '1区', 'Quận 1'],
      ['District 3', '3区', 'Quận 3'],
      ['District 4', '4区', 'Quận 4'],
      ['District 5', '5区', 'Quận 5'],
      ['District 7', '7区', 'Quận 7'],
      ['District 10', '10区', 'Quận 10'],
      ['Binh Thanh', 'ビンタイン区', 'Quận Bình Thạnh'],
      ['Phu Nhuan', 'フーニュアン区', 'Quận Phú Nhuận'],
      ['Tan Binh', 'タンビン区', 'Quận Tân Bình'],
      ['Go Vap', 'ゴーバップ区', 'Quận Gò Vấp'],
      ['Thu Duc City', 'トゥードゥック市', 'Thành phố Thủ Đức'],
    ],
  ],
  [
    'Da Nang',
    [
      ['Hai Chau', 'ハイチャウ区', 'Quận Hải Châu'],
      ['Son Tra', 'ソンチャー区', 'Quận Sơn Trà'],
      ['Ngu Hanh Son', 'グーハインソン区', 'Quận Ngũ Hành Sơn'],
    ],
  ],
];

export const districts: EntityRow[] = DISTRICTS.flatMap(([city, rows]) =>
  rows.map(([en, ja, vi, postal_code], i): EntityRow => ({
    names: names(en, ja, vi),
    city_id: byName(city),
    ...(postal_code ? ({ postal_code } satisfies EntityRow) : {}),
    sort_order: (i + 1) * 10,
    active: true,
  })),
);
