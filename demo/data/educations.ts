import type { education as schema } from '../../schemas/masters/education';
import type { DemoRow } from '../rows';
import { names } from './demo';

type Row = DemoRow<typeof schema>;

// [level, English, Japanese, Vietnamese], in picker order. Level: 0 none,
// 1 primary, 2 lower secondary, 3 short vocational training, 4 upper secondary,
// 5 post-secondary courses, 7 two/three-year college, 9 four-year vocational,
// 10 bachelor, 11 research student, 13 master, 16 doctorate, 18 postdoctoral.
const EDUCATIONS: [number, string, string, string][] = [
  [0, 'No formal education', '学歴なし', 'Không có bằng cấp'],
  [1, 'Primary school', '小学校', 'Tiểu học'],
  [2, 'Junior high school', '中学校', 'Trung học cơ sở'],
  [3, 'Elementary vocational certificate (Vietnam)', '初級職業訓練修了（ベトナム）', 'Sơ cấp nghề'],
  [3, 'Public vocational training (Japan)', '公共職業訓練', 'Đào tạo nghề công lập (Nhật Bản)'],
  [4, 'High school', '高等学校', 'Trung học phổ thông'],
  [4, 'Specialized high school (Japan)', '専門高校（工業・商業など）', 'Trung học phổ thông chuyên ngành (Nhật Bản)'],
  [4, 'Correspondence high school (Japan)', '通信制高校', 'Trung học phổ thông hệ từ xa (Nhật Bản)'],
  [
    4,
    'Continuing education high school (Vietnam)',
    '継続教育の高校課程（ベトナム）',
    'Trung học phổ thông hệ giáo dục thường xuyên',
  ],
  [5, 'Intermediate vocational school (Vietnam, trung cấp)', '中級職業学校（ベトナム）', 'Trung cấp'],
  [5, 'Japanese language school', '日本語学校', 'Trường Nhật ngữ'],
  [5, 'University preparatory course', '大学進学準備課程', 'Khóa dự bị đại học'],
  [7, 'Vocational school (Japan, senmon gakko)', '専門学校', 'Trường chuyên môn (senmon gakko, Nhật Bản)'],
  [7, 'College of technology (Japan, kosen)', '高等専門学校', 'Trường cao đẳng kỹ thuật (kosen, Nhật Bản)'],
  [7, 'Junior college (Japan)', '短期大学', 'Đại học ngắn hạn (Nhật Bản)'],
  [7, 'College (Vietnam, cao đẳng)', '短期大学（ベトナム・カオダン）', 'Cao đẳng'],
  [
    7,
    'Community college (associate degree)',
    'コミュニティカレッジ（准学士）',
    'Cao đẳng cộng đồng (Associate Degree)',
  ],
  [
    9,
    'Advanced vocational course (Japan, 4-year senmon gakko)',
    '専門学校（4年制・高度専門士）',
    'Trường chuyên môn hệ 4 năm (Nhật Bản)',
  ],
  [10, "Bachelor's degree", '大学（学士）', 'Đại học (cử nhân)'],
  [10, 'Professional university (Japan)', '専門職大学', 'Đại học chuyên nghiệp (Nhật Bản)'],
  [10, "Engineer's degree (Vietnam, kỹ sư)", '工学系学位（ベトナム・技師）', 'Kỹ sư'],
  [10, 'Work-study university program (Vietnam)', '社会人向け大学課程（ベトナム）', 'Đại học hệ vừa làm vừa học'],
  [11, 'Research student (Japan, kenkyusei)', '研究生', 'Sinh viên nghiên cứu (kenkyusei, Nhật Bản)'],
  [13, "Master's degree", '大学院（修士）', 'Thạc sĩ'],
  [13, "Professional master's degree (e.g. MBA)", '専門職大学院（MBAなど）', 'Thạc sĩ định hướng ứng dụng (ví dụ MBA)'],
  [16, 'Doctorate', '大学院（博士）', 'Tiến sĩ'],
  [18, 'Postdoctoral research', 'ポストドクター', 'Nghiên cứu sau tiến sĩ'],
];

export const educations: Row[] = EDUCATIONS.map(([level, en, ja, vi], i): Row => ({
  names: names(en, ja, vi),
  level,
  sort_order: (i + 1) * 10,
  active: true,
}));
