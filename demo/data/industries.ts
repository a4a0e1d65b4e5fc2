import type { industry as schema } from '../../schemas/masters/industry';
import type { DemoRow } from '../rows';
import { names } from './demo';

type EntityRow = DemoRow<typeof schema>;

// A general industry and the specific industries under it: [English, Japanese, Vietnamese].
type Row = [string, string, string];
const GROUPS: [Row, Row[]][] = [
  [
    ['Manufacturing', '製造業', 'Sản xuất'],
    [
      ['Automotive and auto parts', '自動車・自動車部品', 'Ô tô và phụ tùng ô tô'],
      ['Electronics and electrical equipment', '電子・電気機器', 'Điện tử và thiết bị điện'],
      ['Industrial machinery', '産業機械', 'Máy móc công nghiệp'],
      ['Food and beverage manufacturing', '食品・飲料製造', 'Sản xuất thực phẩm và đồ uống'],
      ['Textiles and apparel', '繊維・アパレル', 'Dệt may'],
      ['Chemicals and plastics', '化学・樹脂', 'Hóa chất và nhựa'],
    ],
  ],
  [
    ['Information and communications', '情報通信業', 'Công nghệ thông tin và truyền thông'],
    [
      ['Software development', 'ソフトウェア開発', 'Phát triển phần mềm'],
      ['IT outsourcing', 'ITアウトソーシング', 'Dịch vụ thuê ngoài CNTT'],
      ['Telecommunications', '通信', 'Viễn thông'],
      ['Internet services', 'インターネットサービス', 'Dịch vụ Internet'],
    ],
  ],
  [
    ['Construction and real estate', '建設・不動産', 'Xây dựng và bất động sản'],
    [
      ['General construction', '総合建設', 'Xây dựng tổng hợp'],
      ['Civil engineering works', '土木工事', 'Xây dựng công trình hạ tầng'],
      ['Housing and renovation', '住宅・リフォーム', 'Nhà ở và cải tạo nhà'],
      ['Real estate', '不動産', 'Bất động sản'],
    ],
  ],
  [
    ['Healthcare and welfare', '医療・福祉', 'Y tế và phúc lợi xã hội'],
    [
      ['Hospitals and clinics', '病院・クリニック', 'Bệnh viện và phòng khám'],
      ['Elderly care services', '高齢者介護', 'Dịch vụ chăm sóc người cao tuổi'],
      ['Childcare', '保育', 'Chăm sóc trẻ em'],
    ],
  ],
  [
    ['Hospitality and food service', '宿泊・飲食サービス業', 'Lưu trú và dịch vụ ăn uống'],
    [
      ['Restaurants', '飲食店', 'Nhà hàng'],
      ['Hotels and ryokan', 'ホテル・旅館', 'Khách sạn và lữ quán kiểu Nhật (ryokan)'],
      ['Travel and tourism', '旅行・観光', 'Du lịch và lữ hành'],
    ],
  ],
  [
    ['Wholesale and retail', '卸売・小売業', 'Bán buôn và bán lẻ'],
    [
      ['Supermarkets and convenience stores', 'スーパー・コンビニ', 'Siêu thị và cửa hàng tiện lợi'],
      ['Trading companies', '商社', 'Công ty thương mại'],
      ['Online retail', 'EC・通販', 'Bán lẻ trực tuyến'],
    ],
  ],
  [
    ['Transport and logistics', '運輸・物流', 'Vận tải và logistics'],
    [
      ['Warehousing', '倉庫業', 'Kho bãi'],
      ['Road freight', '陸運', 'Vận tải đường bộ'],
      ['Sea and air freight', '海運・空運', 'Vận tải đường biển và hàng không'],
    ],
  ],
  [
    ['Agriculture, forestry and fisheries', '農林水産業', 'Nông, lâm nghiệp và thủy sản'],
    [
      ['Crop and livestock farming', '農業・畜産', 'Trồng trọt và chăn nuôi'],
      ['Forestry', '林業', 'Lâm nghiệp'],
      ['Fisheries and aquaculture', '漁業・養殖', 'Đánh bắt và nuôi trồng thủy sản'],
    ],
  ],
  [
    ['Education', '教育', 'Giáo dục'],
    [
      ['Language schools', '語学学校', 'Trường ngoại ngữ'],
      ['Universities and vocational schools', '大学・専門学校', 'Đại học và trường nghề'],
      ['Tutoring and e-learning', '学習塾・eラーニング', 'Dạy thêm và học trực tuyến'],
    ],
  ],
  [
    ['Professional and business services', '専門・ビジネスサービス', 'Dịch vụ chuyên môn và doanh nghiệp'],
    [
      ['Staffing and recruitment', '人材サービス', 'Dịch vụ nhân sự và tuyển dụng'],
      ['Consulting', 'コンサルティング', 'Tư vấn'],
      ['Building maintenance and cleaning', 'ビルメンテナンス・清掃', 'Bảo trì và vệ sinh tòa nhà'],
    ],
  ],
];

export const industries: EntityRow[] = GROUPS.map(([[en, ja, vi], children], i): EntityRow => ({
  names: names(en, ja, vi),
  sort_order: (i + 1) * 10,
  active: true,
  $children: children.map(([cen, cja, cvi], j): EntityRow => ({
    names: names(cen, cja, cvi),
    sort_order: j + 1,
    active: true,
  })),
}));
