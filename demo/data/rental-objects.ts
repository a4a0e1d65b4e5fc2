import type { rentalObject as schema } from '../../schemas/masters/rental-object';
import type { DemoRow } from '../rows';
import { names } from './demo';

type Row = DemoRow<typeof schema>;

// [English, Japanese, Vietnamese]
const RENTAL_OBJECTS: [string, string, string][] = [
  ['Students', '学生', 'Sinh viên'],
  ['International students', '留学生', 'Du học sinh'],
  ['Working professionals', '社会人', 'Người đi làm'],
  ['Singles', '単身者', 'Người độc thân'],
  ['Single women', '女性単身者', 'Nữ độc thân'],
  ['Single men', '男性単身者', 'Nam độc thân'],
  ['Couples', 'カップル・二人入居', 'Cặp đôi'],
  ['Newlyweds', '新婚夫婦', 'Vợ chồng mới cưới'],
  ['Families', 'ファミリー', 'Gia đình'],
  ['Families with children', '子育て世帯', 'Gia đình có con nhỏ'],
  ['Single parents', 'ひとり親世帯', 'Gia đình đơn thân'],
  ['Seniors', '高齢者', 'Người cao tuổi'],
  ['Foreigners welcome', '外国人歓迎', 'Chào đón người nước ngoài'],
  ['Technical intern trainees', '技能実習生', 'Thực tập sinh kỹ năng'],
  ['Specified skilled workers', '特定技能外国人', 'Lao động kỹ năng đặc định'],
  ['Working holiday visa holders', 'ワーキングホリデー利用者', 'Người có thị thực working holiday'],
  ['Non-Japanese speakers welcome', '日本語が話せなくても可', 'Không cần biết tiếng Nhật'],
  ['Freelancers', 'フリーランス・個人事業主', 'Người làm nghề tự do'],
  ['Part-time workers', 'フリーター・アルバイト', 'Người làm bán thời gian'],
  ['Corporate contracts', '法人契約可', 'Chấp nhận hợp đồng doanh nghiệp'],
  ['Room sharing', 'ルームシェア可', 'Cho phép ở ghép'],
  ['Pets allowed', 'ペット可', 'Cho phép nuôi thú cưng'],
  ['Small pets only', '小型ペットのみ可', 'Chỉ cho nuôi thú cưng nhỏ'],
  ['Musical instruments allowed', '楽器可', 'Cho phép chơi nhạc cụ'],
  ['People with disabilities welcome', '障がい者歓迎', 'Chào đón người khuyết tật'],
  ['Welfare recipients accepted', '生活保護受給者可', 'Chấp nhận người hưởng trợ cấp xã hội'],
  ['No guarantor required', '保証人不要', 'Không cần người bảo lãnh'],
];

export const rentalObjects: Row[] = RENTAL_OBJECTS.map(([en, ja, vi], i): Row => ({
  names: names(en, ja, vi),
  sort_order: i * 10,
  active: true,
}));
