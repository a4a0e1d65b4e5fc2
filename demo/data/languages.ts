import type { language as schema } from '../../schemas/masters/language';
import type { DemoRow } from '../rows';
import { names } from './demo';

type Row = DemoRow<typeof schema>;

// [ISO 639-1, English, Japanese, Vietnamese, native name], in picker order:
// the marketplace's own languages first, then those of the larger communities
// of foreign residents and workers in Japan and Vietnam.
const LANGUAGES: [string, string, string, string, string][] = [
  ['ja', 'Japanese', '日本語', 'Tiếng Nhật', '日本語'],
  ['vi', 'Vietnamese', 'ベトナム語', 'Tiếng Việt', 'Tiếng Việt'],
  ['en', 'English', '英語', 'Tiếng Anh', 'English'],
  ['zh', 'Chinese', '中国語', 'Tiếng Trung', '中文'],
  ['ko', 'Korean', '韓国語', 'Tiếng Hàn', '한국어'],
  ['tl', 'Tagalog', 'タガログ語', 'Tiếng Tagalog', 'Tagalog'],
  ['id', 'Indonesian', 'インドネシア語', 'Tiếng Indonesia', 'Bahasa Indonesia'],
  ['th', 'Thai', 'タイ語', 'Tiếng Thái', 'ภาษาไทย'],
  ['my', 'Burmese', 'ミャンマー語', 'Tiếng Miến Điện', 'မြန်မာဘာသာ'],
  ['ne', 'Nepali', 'ネパール語', 'Tiếng Nepal', 'नेपाली'],
  ['km', 'Khmer', 'クメール語', 'Tiếng Khmer', 'ភាសាខ្មែរ'],
  ['lo', 'Lao', 'ラオ語', 'Tiếng Lào', 'ພາສາລາວ'],
  ['ms', 'Malay', 'マレー語', 'Tiếng Mã Lai', 'Bahasa Melayu'],
  ['mn', 'Mongolian', 'モンゴル語', 'Tiếng Mông Cổ', 'Монгол хэл'],
  ['uz', 'Uzbek', 'ウズベク語', 'Tiếng Uzbek', 'Oʻzbekcha'],
  ['si', 'Sinhala', 'シンハラ語', 'Tiếng Sinhala', 'සිංහල'],
  ['bn', 'Bengali', 'ベンガル語', 'Tiếng Bengal', 'বাংলা'],
  ['hi', 'Hindi', 'ヒンディー語', 'Tiếng Hindi', 'हिन्दी'],
  ['ur', 'Urdu', 'ウルドゥー語', 'Tiếng Urdu', 'اردو'],
  ['pt', 'Portuguese', 'ポルトガル語', 'Tiếng Bồ Đào Nha', 'Português'],
  ['es', 'Spanish', 'スペイン語', 'Tiếng Tây Ban Nha', 'Español'],
  ['fr', 'French', 'フランス語', 'Tiếng Pháp', 'Français'],
  ['de', 'German', 'ドイツ語', 'Tiếng Đức', 'Deutsch'],
  ['it', 'Italian', 'イタリア語', 'Tiếng Ý', 'Italiano'],
  ['nl', 'Dutch', 'オランダ語', 'Tiếng Hà Lan', 'Nederlands'],
  ['ru', 'Russian', 'ロシア語', 'Tiếng Nga', 'Русский'],
  ['tr', 'Turkish', 'トルコ語', 'Tiếng Thổ Nhĩ Kỳ', 'Türkçe'],
  ['ar', 'Arabic', 'アラビア語', 'Tiếng Ả Rập', 'العربية'],
];

export const languages: Row[] = LANGUAGES.map(([code, en, ja, vi, native_name], i): Row => ({
  code,
  names: names(en, ja, vi),
  native_name,
  sort_order: (i + 1) * 10,
  active: true,
}));
