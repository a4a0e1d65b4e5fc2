import type { department as schema } from '../../schemas/masters/department';
import type { DemoRow } from '../rows';
import { names } from './demo';

type Row = DemoRow<typeof schema>;

// [English, Japanese, Vietnamese], in picker order.
const DEPARTMENTS: [string, string, string][] = [
  ['Sales', '営業部', 'Phòng Kinh doanh'],
  ['Marketing', 'マーケティング部', 'Phòng Marketing'],
  ['Public relations', '広報部', 'Phòng Quan hệ công chúng'],
  ['Corporate planning', '経営企画部', 'Phòng Kế hoạch doanh nghiệp'],
  ['Overseas business', '海外事業部', 'Phòng Kinh doanh quốc tế'],
  ['Development', '開発部', 'Phòng Phát triển'],
  ['Information systems', '情報システム部', 'Phòng Hệ thống thông tin'],
  ['Data analytics', 'データ分析部', 'Phòng Phân tích dữ liệu'],
  ['Research and development', '研究開発部', 'Phòng Nghiên cứu và phát triển'],
  ['Design', 'デザイン部', 'Phòng Thiết kế'],
  ['Production', '製造部', 'Phòng Sản xuất'],
  ['Production control', '生産管理部', 'Phòng Quản lý sản xuất'],
  ['Quality assurance', '品質保証部', 'Phòng Đảm bảo chất lượng'],
  ['Procurement', '購買部', 'Phòng Mua hàng'],
  ['Logistics', '物流部', 'Phòng Logistics'],
  ['Construction', '工事部', 'Phòng Thi công'],
  ['Facilities management', '施設管理部', 'Phòng Quản lý cơ sở vật chất'],
  ['Customer support', 'カスタマーサポート部', 'Phòng Chăm sóc khách hàng'],
  ['Store operations', '店舗運営部', 'Phòng Vận hành cửa hàng'],
  ['Kitchen', '調理部', 'Bộ phận Bếp'],
  ['Front office', 'フロント', 'Bộ phận Lễ tân'],
  ['Nursing care services', '介護サービス部', 'Phòng Dịch vụ chăm sóc người cao tuổi'],
  ['Translation and interpretation', '翻訳・通訳部', 'Phòng Biên phiên dịch'],
  ['Human resources', '人事部', 'Phòng Nhân sự'],
  ['General affairs', '総務部', 'Phòng Hành chính'],
  ['Accounting', '経理部', 'Phòng Kế toán'],
  ['Finance', '財務部', 'Phòng Tài chính'],
  ['Legal', '法務部', 'Phòng Pháp chế'],
  ['Compliance', 'コンプライアンス部', 'Phòng Tuân thủ'],
  ['Executive office', '社長室', 'Văn phòng Tổng giám đốc'],
];

export const departments: Row[] = DEPARTMENTS.map(([en, ja, vi], i): Row => ({
  names: names(en, ja, vi),
  sort_order: (i + 1) * 10,
  active: true,
}));
