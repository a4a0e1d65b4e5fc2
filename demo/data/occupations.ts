import type { occupation as schema } from '../../schemas/masters/occupation';
import type { DemoRow } from '../rows';
import { names } from './demo';

type EntityRow = DemoRow<typeof schema>;

// A general field of work and the specific occupations under it: [English, Japanese, Vietnamese].
type Row = [string, string, string];
const GROUPS: [Row, Row[]][] = [
  [
    ['IT and engineering', 'IT・エンジニア', 'CNTT và kỹ thuật'],
    [
      ['Software engineer', 'ソフトウェアエンジニア', 'Kỹ sư phần mềm'],
      ['Web developer', 'Webエンジニア', 'Lập trình viên web'],
      ['Infrastructure engineer', 'インフラエンジニア', 'Kỹ sư hạ tầng'],
      ['Bridge system engineer', 'ブリッジSE', 'Kỹ sư cầu nối (BrSE)'],
      ['Software tester', 'テストエンジニア', 'Kỹ sư kiểm thử phần mềm'],
      ['CAD operator', 'CADオペレーター', 'Nhân viên thiết kế CAD'],
    ],
  ],
  [
    ['Manufacturing', '製造', 'Sản xuất'],
    [
      ['Machine operator', '機械オペレーター', 'Công nhân vận hành máy'],
      ['Assembly worker', '組立作業員', 'Công nhân lắp ráp'],
      ['Welder', '溶接工', 'Thợ hàn'],
      ['Quality inspector', '品質検査員', 'Nhân viên kiểm tra chất lượng'],
      ['Food processing worker', '食品製造スタッフ', 'Công nhân chế biến thực phẩm'],
    ],
  ],
  [
    ['Construction', '建設', 'Xây dựng'],
    [
      ['Construction site supervisor', '施工管理', 'Giám sát thi công'],
      ['Scaffolder', 'とび職', 'Thợ giàn giáo'],
      ['Rebar worker', '鉄筋工', 'Thợ cốt thép'],
      ['Interior finisher', '内装仕上げ工', 'Thợ hoàn thiện nội thất'],
      ['Heavy equipment operator', '重機オペレーター', 'Thợ vận hành máy công trình'],
    ],
  ],
  [
    ['Care and healthcare', '介護・医療', 'Chăm sóc và y tế'],
    [
      ['Care worker', '介護職員', 'Nhân viên chăm sóc người cao tuổi'],
      ['Home care helper', '訪問介護員', 'Nhân viên chăm sóc tại nhà'],
      ['Nurse', '看護師', 'Y tá'],
      ['Nursing assistant', '看護助手', 'Hộ lý'],
    ],
  ],
  [
    ['Food service and hospitality', '飲食・宿泊', 'Nhà hàng và khách sạn'],
    [
      ['Cook', '調理スタッフ', 'Đầu bếp'],
      ['Kitchen assistant', 'キッチン補助', 'Phụ bếp'],
      ['Restaurant server', 'ホールスタッフ', 'Nhân viên phục vụ'],
      ['Hotel front desk clerk', 'ホテルフロント', 'Lễ tân khách sạn'],
      ['Room attendant', '客室清掃スタッフ', 'Nhân viên buồng phòng'],
    ],
  ],
  [
    ['Agriculture and fisheries', '農業・漁業', 'Nông nghiệp và thủy sản'],
    [
      ['Crop farm worker', '耕種農業作業員', 'Công nhân trồng trọt'],
      ['Livestock farm worker', '畜産作業員', 'Công nhân chăn nuôi'],
      ['Fishing crew', '漁船員', 'Thuyền viên đánh cá'],
      ['Aquaculture worker', '養殖作業員', 'Công nhân nuôi trồng thủy sản'],
    ],
  ],
  [
    ['Office and sales', '事務・営業', 'Văn phòng và kinh doanh'],
    [
      ['Sales representative', '営業', 'Nhân viên kinh doanh'],
      ['Office clerk', '一般事務', 'Nhân viên văn phòng'],
      ['Accountant', '経理', 'Kế toán'],
      ['Interpreter and translator', '通訳・翻訳', 'Phiên dịch và biên dịch'],
      ['Customer support representative', 'カスタマーサポート', 'Nhân viên chăm sóc khách hàng'],
    ],
  ],
  [
    ['Logistics and driving', '物流・ドライバー', 'Logistics và lái xe'],
    [
      ['Warehouse worker', '倉庫作業員', 'Nhân viên kho'],
      ['Forklift operator', 'フォークリフトオペレーター', 'Nhân viên lái xe nâng'],
      ['Delivery driver', '配送ドライバー', 'Tài xế giao hàng'],
      ['Truck driver', 'トラックドライバー', 'Tài xế xe tải'],
    ],
  ],
];

export const occupations: EntityRow[] = GROUPS.map(([[en, ja, vi], children], i): EntityRow => ({
  names: names(en, ja, vi),
  sort_order: (i + 1) * 10,
  active: true,
  $children: children.map(([cen, cja, cvi], j): EntityRow => ({
    names: names(cen, cja, cvi),
    sort_order: j + 1,
    active: true,
  })),
}));
