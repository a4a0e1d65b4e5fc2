import type { major as schema } from '../../schemas/masters/major';
import type { DemoRow } from '../rows';
import { names } from './demo';

type Row = DemoRow<typeof schema>;

type Field =
  | 'engineering'
  | 'science'
  | 'business'
  | 'humanities'
  | 'social_sciences'
  | 'health'
  | 'arts'
  | 'education'
  | 'agriculture'
  | 'other';

// Majors by broad area: [English, Japanese, Vietnamese].
const MAJORS: [Field, [string, string, string][]][] = [
  [
    'engineering',
    [
      ['Information technology', '情報工学', 'Công nghệ thông tin'],
      ['Mechanical engineering', '機械工学', 'Kỹ thuật cơ khí'],
      ['Electrical and electronic engineering', '電気電子工学', 'Kỹ thuật điện – điện tử'],
      ['Mechatronics', 'メカトロニクス', 'Cơ điện tử'],
      ['Automotive engineering', '自動車工学', 'Công nghệ kỹ thuật ô tô'],
      ['Civil engineering', '土木工学', 'Kỹ thuật xây dựng'],
      ['Architecture', '建築学', 'Kiến trúc'],
      ['Chemical engineering', '化学工学', 'Kỹ thuật hóa học'],
    ],
  ],
  [
    'science',
    [
      ['Computer science', 'コンピュータサイエンス', 'Khoa học máy tính'],
      ['Data science', 'データサイエンス', 'Khoa học dữ liệu'],
      ['Mathematics', '数学', 'Toán học'],
      ['Physics', '物理学', 'Vật lý'],
      ['Chemistry', '化学', 'Hóa học'],
      ['Biology', '生物学', 'Sinh học'],
    ],
  ],
  [
    'business',
    [
      ['Business administration', '経営学', 'Quản trị kinh doanh'],
      ['Accounting', '会計学', 'Kế toán'],
      ['Finance and banking', '金融・銀行', 'Tài chính – Ngân hàng'],
      ['Marketing', 'マーケティング', 'Marketing'],
      ['International business', '国際ビジネス', 'Kinh doanh quốc tế'],
      [
        'Logistics and supply chain management',
        'ロジスティクス・サプライチェーン管理',
        'Logistics và quản lý chuỗi cung ứng',
      ],
      ['Tourism and hospitality management', '観光・ホスピタリティ経営', 'Quản trị du lịch và khách sạn'],
    ],
  ],
  [
    'humanities',
    [
      ['Japanese language', '日本語', 'Ngôn ngữ Nhật'],
      ['English language', '英語', 'Ngôn ngữ Anh'],
      ['Chinese language', '中国語', 'Ngôn ngữ Trung Quốc'],
      ['Korean language', '韓国語', 'Ngôn ngữ Hàn Quốc'],
      ['Japanese studies', '日本研究', 'Nhật Bản học'],
      ['Linguistics', '言語学', 'Ngôn ngữ học'],
      ['Literature', '文学', 'Văn học'],
      ['History', '歴史学', 'Lịch sử'],
    ],
  ],
  [
    'social_sciences',
    [
      ['Economics', '経済学', 'Kinh tế học'],
      ['Law', '法学', 'Luật'],
      ['International relations', '国際関係学', 'Quan hệ quốc tế'],
      ['Psychology', '心理学', 'Tâm lý học'],
      ['Sociology', '社会学', 'Xã hội học'],
    ],
  ],
  [
    'health',
    [
      ['Nursing', '看護学', 'Điều dưỡng'],
      ['Medicine', '医学', 'Y khoa'],
      ['Pharmacy', '薬学', 'Dược học'],
      ['Physical therapy', '理学療法', 'Vật lý trị liệu'],
      ['Care work and social welfare', '介護福祉', 'Chăm sóc điều dưỡng và phúc lợi xã hội'],
    ],
  ],
  [
    'arts',
    [
      ['Graphic design', 'グラフィックデザイン', 'Thiết kế đồ họa'],
      ['Fashion design', 'ファッションデザイン', 'Thiết kế thời trang'],
      ['Animation and game design', 'アニメ・ゲーム制作', 'Hoạt hình và thiết kế game'],
      ['Music', '音楽', 'Âm nhạc'],
    ],
  ],
  [
    'education',
    [
      ['Education', '教育学', 'Giáo dục học'],
      ['Early childhood education', '幼児教育', 'Giáo dục mầm non'],
      ['Teaching Japanese as a foreign language', '日本語教育', 'Giảng dạy tiếng Nhật'],
    ],
  ],
  [
    'agriculture',
    [
      ['Agriculture', '農学', 'Nông học'],
      ['Food science', '食品科学', 'Khoa học thực phẩm'],
      ['Fisheries and aquaculture', '水産学', 'Thủy sản'],
      ['Veterinary medicine', '獣医学', 'Thú y'],
    ],
  ],
  [
    'other',
    [
      ['Culinary arts', '調理', 'Nấu ăn'],
      ['Other', 'その他', 'Khác'],
    ],
  ],
];

export const majors: Row[] = MAJORS.flatMap(([field, rows]) =>
  rows.map(([en, ja, vi]): Row => ({ names: names(en, ja, vi), field })),
).map((record, i): Row => ({
  ...record,
  sort_order: (i + 1) * 10,
  active: true,
}));
