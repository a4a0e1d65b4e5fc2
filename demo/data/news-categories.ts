import type { newsCategory as schema } from '../../schemas/masters/news-category';
import type { DemoRow } from '../rows';
import { names } from './demo';

type Row = DemoRow<typeof schema>;

// [English, Japanese, Vietnamese, hashtags]; hashtags mix the three languages
// because news is published for readers of all of them.
type Entry = [string, string, string, string[]];

function tree(sort_order: number, [en, ja, vi, hashtags]: Entry, children: Entry[]): Row {
  return {
    names: names(en, ja, vi),
    hashtags,
    sort_order,
    active: true,
    $children: children.map(([cen, cja, cvi, tags], i): Row => ({
      names: names(cen, cja, cvi),
      hashtags: tags,
      sort_order: i + 1,
      active: true,
    })),
  };
}

export const newsCategories: Row[] = [
  tree(
    1,
    ['Immigration and visas', '入国管理・ビザ', 'Xuất nhập cảnh và visa', ['visa', 'ビザ', '在留資格', 'xuấtnhậpcảnh']],
    [
      ['Visa rule changes', 'ビザ制度の変更', 'Thay đổi quy định visa', ['visa', '制度改正', 'quyđịnhmới']],
      ['Specified skilled worker', '特定技能', 'Kỹ năng đặc định', ['特定技能', 'tokutei', 'kỹnăngđặcđịnh']],
      ['Technical intern training', '技能実習', 'Thực tập sinh kỹ năng', ['技能実習', 'thựctậpsinh', '育成就労']],
    ],
  ),
  tree(
    2,
    ['Labour market', '労働市場', 'Thị trường lao động', ['jobs', '雇用', 'việclàm']],
    [
      ['Minimum wage', '最低賃金', 'Lương tối thiểu', ['最低賃金', 'minimumwage', 'lươngtốithiểu']],
      ['Hiring trends', '採用動向', 'Xu hướng tuyển dụng', ['採用', 'hiring', 'tuyểndụng']],
      ['Labour law', '労働法', 'Luật lao động', ['労働基準法', 'laborlaw', 'luậtlaođộng']],
    ],
  ),
  tree(
    3,
    ['Housing and real estate', '住宅・不動産', 'Nhà ở và bất động sản', ['housing', '不動産', 'bấtđộngsản']],
    [
      ['Rent trends', '家賃相場', 'Xu hướng giá thuê nhà', ['家賃', 'rent', 'giáthuênhà']],
      ['Housing support', '住宅支援制度', 'Hỗ trợ nhà ở', ['住宅支援', 'housingsupport', 'hỗtrợnhàở']],
    ],
  ),
  tree(
    4,
    ['Daily life', '生活情報', 'Đời sống', ['dailylife', '生活', 'đờisống']],
    [
      ['Taxes and pensions', '税金・年金', 'Thuế và lương hưu', ['税金', '年金', 'thuế', 'pension']],
      ['Health and medical care', '健康・医療', 'Sức khỏe và y tế', ['医療', 'health', 'ytế']],
      ['Disaster preparedness', '防災', 'Phòng chống thiên tai', ['防災', '地震', 'disaster', 'độngđất']],
      ['Transport', '交通', 'Giao thông', ['交通', 'train', 'giaothông']],
    ],
  ),
  tree(
    5,
    ['Japan–Vietnam relations', '日越関係', 'Quan hệ Việt – Nhật', ['日越', 'VietnamJapan', 'ViệtNhật']],
    [
      ['Events and festivals', 'イベント・祭り', 'Sự kiện và lễ hội', ['ベトナムフェスティバル', 'event', 'lễhội']],
      ['Business and investment', 'ビジネス・投資', 'Kinh doanh và đầu tư', ['投資', 'business', 'đầutư']],
    ],
  ),
  tree(
    6,
    ['Education', '教育', 'Giáo dục', ['education', '留学', 'duhọc']],
    [
      ['Japanese language tests', '日本語試験', 'Kỳ thi tiếng Nhật', ['JLPT', 'NATTEST', '日本語試験', 'thiJLPT']],
      ['Scholarships', '奨学金', 'Học bổng', ['奨学金', 'scholarship', 'họcbổng']],
    ],
  ),
  tree(
    7,
    ['Service announcements', 'サービスからのお知らせ', 'Thông báo dịch vụ', ['お知らせ', 'announcement', 'thôngbáo']],
    [
      ['New features', '新機能', 'Tính năng mới', ['新機能', 'newfeature', 'tínhnăngmới']],
      ['Maintenance', 'メンテナンス', 'Bảo trì hệ thống', ['メンテナンス', 'maintenance', 'bảotrì']],
      ['Campaigns', 'キャンペーン', 'Chương trình khuyến mãi', ['キャンペーン', 'campaign', 'khuyếnmãi']],
    ],
  ),
];
