import type { reportItem as schema } from '../../schemas/masters/report-item';
import type { DemoRow } from '../rows';
import { names } from './demo';

type Row = DemoRow<typeof schema>;

type ContentType = 'qna' | 'comment' | 'article' | 'job' | 'home' | 'user';
// [English, Japanese, Vietnamese, requires a comment from the reporter]
type Entry = [string, string, string, boolean?];

/** A general reason for one kind of content and its specific reasons. */
function reason(type: ContentType, [en, ja, vi, detail = false]: Entry, children: Entry[]): Row {
  return {
    type,
    names: names(en, ja, vi),
    requires_detail: detail,
    active: true,
    $children: children.map(([cen, cja, cvi, cdetail = false], i): Row => ({
      type,
      names: names(cen, cja, cvi),
      requires_detail: cdetail,
      sort_order: i + 1,
      active: true,
    })),
  };
}

const REASONS: Row[] = [
  reason(
    'qna',
    ['Spam or advertising', 'スパム・宣伝', 'Spam hoặc quảng cáo'],
    [
      ['Promotional links', '宣伝目的のリンク', 'Liên kết quảng cáo'],
      ['Same question posted repeatedly', '同じ質問の繰り返し投稿', 'Đăng lặp lại cùng một câu hỏi'],
    ],
  ),
  reason(
    'qna',
    ['Wrong information', '誤った情報', 'Thông tin sai lệch'],
    [
      ['Outdated visa or immigration rules', '古いビザ・入管の情報', 'Quy định visa hoặc xuất nhập cảnh đã cũ', true],
      [
        'Misleading legal or tax advice',
        '誤解を招く法律・税金のアドバイス',
        'Tư vấn pháp luật hoặc thuế gây hiểu lầm',
        true,
      ],
    ],
  ),
  reason(
    'comment',
    ['Harassment', '嫌がらせ', 'Quấy rối'],
    [
      ['Insults or personal attacks', '侮辱・個人攻撃', 'Xúc phạm hoặc công kích cá nhân'],
      ['Discriminatory remarks', '差別的な発言', 'Phát ngôn phân biệt đối xử'],
      ['Threats of violence', '暴力的な脅迫', 'Đe dọa bạo lực', true],
    ],
  ),
  reason(
    'comment',
    ['Inappropriate content', '不適切な内容', 'Nội dung không phù hợp'],
    [
      ['Sexual content', '性的な内容', 'Nội dung khiêu dâm'],
      ['Violent or shocking content', '暴力的・衝撃的な内容', 'Nội dung bạo lực hoặc gây sốc'],
    ],
  ),
  reason(
    'article',
    ['Copyright infringement', '著作権侵害', 'Vi phạm bản quyền'],
    [
      ['Text copied from another site', '他サイトからの文章の無断転載', 'Sao chép nội dung từ trang khác', true],
      ['Images used without permission', '画像の無断使用', 'Sử dụng hình ảnh khi chưa được phép', true],
    ],
  ),
  reason(
    'article',
    ['Misleading article', '誤解を招く記事', 'Bài viết gây hiểu lầm'],
    [
      ['False or fabricated facts', '虚偽・捏造された内容', 'Thông tin sai sự thật hoặc bịa đặt'],
      ['Undisclosed advertising', 'ステルスマーケティング', 'Quảng cáo trá hình'],
    ],
  ),
  reason(
    'job',
    ['Fraudulent job posting', '詐欺の疑いがある求人', 'Tin tuyển dụng lừa đảo'],
    [
      ['Upfront fee requested', '事前に手数料を要求された', 'Bị yêu cầu đóng phí trước'],
      ['Company does not exist', '存在しない会社', 'Công ty không tồn tại'],
      ['Illegal working conditions', '違法な労働条件', 'Điều kiện làm việc trái pháp luật', true],
    ],
  ),
  reason(
    'job',
    ['Job details do not match', '求人内容が実際と異なる', 'Thông tin tuyển dụng không đúng thực tế'],
    [
      ['Salary differs from the posting', '給与が求人票と異なる', 'Lương khác với tin đăng'],
      ['Position already filled', '募集が終了している', 'Vị trí đã tuyển đủ người'],
    ],
  ),
  reason(
    'home',
    ['Fraudulent listing', '詐欺の疑いがある物件', 'Tin đăng nhà lừa đảo'],
    [
      ['Property does not exist', '物件が存在しない', 'Bất động sản không tồn tại'],
      ['Deposit requested before viewing', '内見前に手付金を要求された', 'Bị yêu cầu đặt cọc trước khi xem nhà'],
    ],
  ),
  reason(
    'home',
    ['Listing details are wrong', '物件情報の誤り', 'Thông tin nhà không chính xác'],
    [
      ['Rent or fees differ', '家賃・費用が異なる', 'Giá thuê hoặc chi phí không đúng'],
      ['Photos do not match the property', '写真が実際の物件と異なる', 'Hình ảnh không đúng với thực tế'],
    ],
  ),
  reason(
    'user',
    ['Impersonation', 'なりすまし', 'Mạo danh'],
    [
      ['Pretends to be another person', '他人になりすましている', 'Giả mạo người khác', true],
      [
        'Pretends to be a company or public office',
        '企業・公的機関になりすましている',
        'Giả mạo công ty hoặc cơ quan nhà nước',
        true,
      ],
    ],
  ),
  reason(
    'user',
    ['Suspicious account', '不審なアカウント', 'Tài khoản đáng ngờ'],
    [
      ['Scam messages', '詐欺メッセージ', 'Tin nhắn lừa đảo'],
      ['Fake profile', '偽のプロフィール', 'Hồ sơ giả mạo'],
      ['Other problem with this user', 'このユーザーに関するその他の問題', 'Vấn đề khác về người dùng này', true],
    ],
  ),
];

export const reportItems: Row[] = REASONS.map((record, i): Row => ({ ...record, sort_order: i + 1 }));
