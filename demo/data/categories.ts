import type { category as schema } from '../../schemas/masters/category';
import type { DemoRow } from '../rows';

type Row = DemoRow<typeof schema>;

type Language = 'en' | 'ja' | 'vi';
// [name, slug, hashtags, description?]
type Entry = [string, string, string[], string?];

/** A general category and its specific ones, all in one content language. */
function tree(language_code: Language, sort_order: number, general: Entry, children: Entry[]): Row {
  const record = ([name, slug, hashtags, description]: Entry, order: number): Row => ({
    language_code,
    name,
    slug,
    hashtags,
    ...(description ? ({ description } satisfies Row) : {}),
    sort_order: order,
    active: true,
  });
  return { ...record(general, sort_order), $children: children.map((child, i) => record(child, i + 1)) };
}

const ja: Row[] = [
  tree(
    'ja',
    1,
    ['仕事', 'work', ['仕事', '働き方', '日本で働く'], '日本での仕事や働き方に関する記事。'],
    [
      ['就職活動', 'job-hunting', ['就活', '就職活動', '面接対策']],
      ['転職', 'career-change', ['転職', '転職活動', 'キャリアアップ']],
      ['職場のマナー', 'workplace-manners', ['ビジネスマナー', '報連相', '職場']],
    ],
  ),
  tree(
    'ja',
    2,
    ['生活', 'life', ['日本生活', '暮らし', '外国人']],
    [
      ['住まい', 'housing', ['部屋探し', '賃貸', '引っ越し']],
      ['ビザ・在留資格', 'visa', ['ビザ', '在留資格', '在留カード']],
      ['医療・保険', 'healthcare', ['病院', '健康保険', '医療']],
    ],
  ),
  tree(
    'ja',
    3,
    ['日本語', 'japanese', ['日本語', '日本語学習'], '日本語の勉強法や試験対策の記事。'],
    [
      ['日本語能力試験', 'jlpt', ['JLPT', '日本語能力試験', 'N2']],
      ['敬語', 'keigo', ['敬語', 'ビジネス日本語']],
    ],
  ),
  tree(
    'ja',
    4,
    ['旅行', 'travel', ['旅行', '旅']],
    [
      ['国内旅行', 'domestic-travel', ['国内旅行', '温泉', '週末旅行']],
      ['ベトナム旅行', 'vietnam-travel', ['ベトナム旅行', 'ハノイ', 'ホーチミン']],
    ],
  ),
];

const en: Row[] = [
  tree(
    'en',
    1,
    ['Work', 'work', ['work', 'JapanJobs', 'career'], 'Articles about working in Japan and Vietnam.'],
    [
      ['Job hunting', 'job-hunting', ['jobhunting', 'interview', 'resume']],
      ['Career change', 'career-change', ['careerchange', 'newjob']],
      ['Workplace culture', 'workplace-culture', ['workculture', 'businessmanners', 'teamwork']],
    ],
  ),
  tree(
    'en',
    2,
    ['Life in Japan', 'life-in-japan', ['lifeinjapan', 'expatlife', 'Japan']],
    [
      ['Housing', 'housing', ['apartmenthunting', 'rent', 'moving']],
      ['Visa and residence', 'visa', ['visa', 'residencecard', 'immigration']],
      ['Healthcare', 'healthcare', ['healthcare', 'healthinsurance', 'hospital']],
    ],
  ),
  tree(
    'en',
    3,
    [
      'Learning Japanese',
      'learning-japanese',
      ['learnjapanese', 'nihongo'],
      'Study tips, textbooks and exam preparation.',
    ],
    [
      ['JLPT', 'jlpt', ['JLPT', 'JLPTN3', 'JLPTN2', 'studytips']],
      ['Business Japanese', 'business-japanese', ['businessjapanese', 'keigo']],
    ],
  ),
  tree(
    'en',
    4,
    ['Travel', 'travel', ['travel', 'travelgram']],
    [
      ['Travel in Japan', 'japan-travel', ['japantravel', 'onsen', 'weekendtrip']],
      ['Travel in Vietnam', 'vietnam-travel', ['vietnamtravel', 'hanoi', 'saigon']],
    ],
  ),
];

const vi: Row[] = [
  tree(
    'vi',
    1,
    [
      'Việc làm',
      'viec-lam',
      ['việclàm', 'làmviệctạiNhật', 'sựnghiệp'],
      'Bài viết về việc làm và môi trường làm việc tại Nhật Bản.',
    ],
    [
      ['Tìm việc', 'tim-viec', ['tìmviệc', 'phỏngvấn', 'CV']],
      ['Chuyển việc', 'chuyen-viec', ['chuyểnviệc', 'côngviệcmới']],
      ['Văn hóa công sở', 'van-hoa-cong-so', ['vănhóacôngsở', 'hourenso', 'kỹnăngmềm']],
    ],
  ),
  tree(
    'vi',
    2,
    ['Cuộc sống tại Nhật', 'cuoc-song-tai-nhat', ['cuộcsốngNhật', 'duhọcsinh', 'NhậtBản']],
    [
      ['Nhà ở', 'nha-o', ['thuênhà', 'nhàở', 'chuyểnnhà']],
      ['Visa và tư cách lưu trú', 'visa', ['visa', 'thẻngoạikiều', 'giahạnvisa']],
      ['Y tế và bảo hiểm', 'y-te-bao-hiem', ['bảohiểmytế', 'bệnhviện', 'sứckhỏe']],
    ],
  ),
  tree(
    'vi',
    3,
    ['Học tiếng Nhật', 'hoc-tieng-nhat', ['họctiếngNhật', 'tiếngNhật'], 'Kinh nghiệm học tiếng Nhật và luyện thi.'],
    [
      ['Luyện thi JLPT', 'luyen-thi-jlpt', ['JLPT', 'luyệnthi', 'N3', 'N2']],
      ['Kính ngữ', 'kinh-ngu', ['kínhngữ', 'keigo']],
    ],
  ),
  tree(
    'vi',
    4,
    ['Du lịch', 'du-lich', ['dulịch', 'khámphá']],
    [
      ['Du lịch Nhật Bản', 'du-lich-nhat-ban', ['dulịchNhậtBản', 'onsen', 'cuốituần']],
      ['Du lịch Việt Nam', 'du-lich-viet-nam', ['dulịchViệtNam', 'HàNội', 'SàiGòn']],
    ],
  ),
  // Study in Japan: what Vietnamese readers ask about besides work.
  tree(
    'vi',
    5,
    ['Du học', 'du-hoc', ['duhọc', 'duhọcNhậtBản']],
    [
      ['Trường Nhật ngữ', 'truong-nhat-ngu', ['trườngNhậtngữ', 'duhọcsinh']],
      ['Học bổng', 'hoc-bong', ['họcbổng', 'MEXT']],
    ],
  ),
];

export const categories: Row[] = [...ja, ...en, ...vi];
