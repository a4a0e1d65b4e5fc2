// The system settings every store holds, demo or not (the back office edits their values but cannot
// add or delete one): written at each start where a key is missing, never over a value an operator set.
import type { SettingValueType } from '../schemas/settings/setting';
import type { EntitySchema } from '../src/engine/schema';
import type { Db } from './db';
import { checkedRow } from './seed';
import { names } from './seed-data/demo';

// [key, value type, value, English, Japanese, Vietnamese, description, least and most a number may be]
type Entry = [string, SettingValueType, string, string, string, string, string, [number | null, number | null]?];

const SETTINGS: Entry[] = [
  [
    'site.name',
    'text',
    'Kizuna Marketplace',
    'Site name',
    'サイト名',
    'Tên trang web',
    'Shown in page titles, emails and the app header.',
  ],
  [
    'site.url',
    'url',
    'https://kizuna.example.com',
    'Site URL',
    'サイトURL',
    'Địa chỉ trang web',
    'Public address of the site, used in links sent by email.',
  ],
  [
    'site.support_email',
    'email',
    'support@kizuna.example.com',
    'Support email',
    'サポート用メールアドレス',
    'Email hỗ trợ',
    'Address users are told to write to for help.',
  ],
  [
    'site.support_phone',
    'text',
    '+81-3-6225-1180',
    'Support phone number',
    'サポート電話番号',
    'Số điện thoại hỗ trợ',
    'Phone number shown on the contact page.',
  ],
  [
    'site.default_language',
    'language',
    'ja',
    'Default language',
    'デフォルト言語',
    'Ngôn ngữ mặc định',
    'Language code used when a visitor has not chosen one (en, ja or vi).',
  ],
  [
    'site.timezone',
    'timezone',
    'Asia/Tokyo',
    'Time zone',
    'タイムゾーン',
    'Múi giờ',
    'IANA time zone used for deadlines and daily jobs.',
  ],
  [
    'system.maintenance_mode',
    'boolean',
    'false',
    'Maintenance mode',
    'メンテナンスモード',
    'Chế độ bảo trì',
    'When true, the public site shows the maintenance message instead of its pages.',
  ],
  [
    'system.maintenance_message',
    'text',
    'We are carrying out scheduled maintenance. Please come back later.',
    'Maintenance message',
    'メンテナンス中のメッセージ',
    'Thông báo bảo trì',
    'Text shown to visitors while maintenance mode is on.',
  ],
  [
    'upload.max_size_mb',
    'integer',
    '10',
    'Max upload size (MB)',
    '最大アップロードサイズ（MB）',
    'Dung lượng tải lên tối đa (MB)',
    'Largest file a user may upload, in megabytes.',
    [1, 1024],
  ],
  [
    'upload.max_images_per_listing',
    'integer',
    '20',
    'Max images per listing',
    '1件あたりの最大画像数',
    'Số ảnh tối đa mỗi tin đăng',
    'Images allowed on one job or home listing.',
    [1, 100],
  ],
  [
    'upload.allowed_extensions',
    'text',
    'jpg,jpeg,png,webp,pdf',
    'Allowed file types',
    '許可するファイル形式',
    'Định dạng tệp được phép',
    'Comma-separated file extensions users may upload.',
  ],
  [
    'fees.effective_from',
    'date',
    '2026-04-01',
    'Fee schedule effective from',
    '料金表の適用開始日',
    'Ngày áp dụng biểu phí',
    'Day from which the current application and translation fees apply; invoices for earlier work use the previous fees.',
  ],
  [
    'job.application_fee',
    'number',
    '3000',
    'Default job application fee (JPY)',
    '標準応募手数料（円）',
    'Phí ứng tuyển mặc định (JPY)',
    'Fee charged to a company per job application unless its contract says otherwise.',
    [0, null],
  ],
  [
    'job.posting_duration_days',
    'integer',
    '30',
    'Job posting period (days)',
    '求人の掲載期間（日）',
    'Thời hạn đăng tin tuyển dụng (ngày)',
    'Days a job posting stays public before it expires.',
    [1, 365],
  ],
  [
    'job.max_active_postings',
    'integer',
    '50',
    'Max active job postings per company',
    '企業ごとの最大掲載求人数',
    'Số tin tuyển dụng tối đa mỗi công ty',
    'Open job postings one company may have at a time.',
    [1, 10000],
  ],
  [
    'job.auto_approve',
    'boolean',
    'false',
    'Publish job postings without review',
    '求人を審査なしで公開',
    'Đăng tin tuyển dụng không cần duyệt',
    'When true, new job postings go public without a moderator.',
  ],
  [
    'home.listing_duration_days',
    'integer',
    '60',
    'Home listing period (days)',
    '物件の掲載期間（日）',
    'Thời hạn đăng tin nhà (ngày)',
    'Days a home listing stays public before it expires.',
    [1, 365],
  ],
  [
    'home.viewing_requests_enabled',
    'boolean',
    'true',
    'Accept viewing requests',
    '内見予約を受け付ける',
    'Nhận yêu cầu xem nhà',
    'Whether users can ask to view a home from its listing.',
  ],
  [
    'translation.fee_per_page',
    'number',
    '2500',
    'Translation fee per page (JPY)',
    '翻訳料金（1ページあたり・円）',
    'Phí dịch mỗi trang (JPY)',
    'Base price of a translation request per A4 page.',
    [0, null],
  ],
  [
    'translation.deadline_days',
    'integer',
    '7',
    'Standard translation time (days)',
    '標準翻訳期間（日）',
    'Thời gian dịch tiêu chuẩn (ngày)',
    'Days a translator has to deliver a standard request.',
    [1, 90],
  ],
  [
    'community.report_hide_threshold',
    'integer',
    '5',
    'Reports before auto-hiding',
    '自動非表示までの通報件数',
    'Số lượt báo cáo trước khi tự động ẩn',
    'A question or comment is hidden once it gets this many reports, until a moderator checks it.',
    [1, 1000],
  ],
  [
    'community.anonymous_questions',
    'boolean',
    'true',
    'Allow anonymous questions',
    '匿名の質問を許可',
    'Cho phép đặt câu hỏi ẩn danh',
    'Whether users can post Q&A questions without showing their name.',
  ],
  [
    'article.review_required',
    'boolean',
    'true',
    'Review articles before publishing',
    '記事公開前に審査する',
    'Duyệt bài viết trước khi đăng',
    'When true, user articles wait for a moderator before going public.',
  ],
  [
    'mail.sender_address',
    'email',
    'no-reply@kizuna.example.com',
    'Sender email address',
    '送信元メールアドレス',
    'Địa chỉ email gửi đi',
    'From address of emails the system sends.',
  ],
  [
    'mail.sender_name',
    'text',
    'Kizuna Marketplace',
    'Sender name',
    '送信者名',
    'Tên người gửi',
    'From name of emails the system sends.',
  ],
  [
    'mail.admin_notification',
    'email',
    'operations@kizuna.example.com',
    'Operator notification email',
    '運営者への通知先メールアドレス',
    'Email nhận thông báo của ban quản trị',
    'Receives new reports, contact messages and payment alerts.',
  ],
  [
    'link.terms_updated_on',
    'date',
    '2025-10-01',
    'Terms of service last revised',
    '利用規約の最終改定日',
    'Ngày sửa đổi điều khoản sử dụng gần nhất',
    'Shown on the terms page; users who agreed before this day are asked to agree again.',
  ],
  [
    'link.terms_of_service',
    'url',
    'https://kizuna.example.com/terms',
    'Terms of service page',
    '利用規約ページ',
    'Trang điều khoản sử dụng',
    'Linked from sign-up forms and the site footer.',
  ],
  [
    'link.privacy_policy',
    'url',
    'https://kizuna.example.com/privacy',
    'Privacy policy page',
    'プライバシーポリシーページ',
    'Trang chính sách bảo mật',
    'Linked from sign-up forms and the site footer.',
  ],
  [
    'link.facebook_page',
    'url',
    'https://www.facebook.com/kizuna.marketplace',
    'Facebook page',
    'Facebookページ',
    'Trang Facebook',
    'Official Facebook page shown in the site footer.',
  ],
  [
    'payment.tax_rate_percent',
    'number',
    '10',
    'Consumption tax rate (%)',
    '消費税率（%）',
    'Thuế suất tiêu dùng (%)',
    'Tax added to fees on receipts.',
    [0, 100],
  ],
  [
    'auth.password_min_length',
    'integer',
    '8',
    'Minimum password length',
    'パスワードの最小文字数',
    'Độ dài mật khẩu tối thiểu',
    'Characters a user password must have at least.',
    [8, 128],
  ],
  [
    'auth.session_timeout_minutes',
    'integer',
    '120',
    'Session timeout (minutes)',
    'セッションの有効時間（分）',
    'Thời gian hết phiên (phút)',
    'Minutes of inactivity after which users must sign in again.',
    [5, 43200],
  ],
];

export const SYSTEM_SETTINGS: readonly Record<string, unknown>[] = SETTINGS.map(
  ([key, value_type, value, en, ja, vi, description, [min_value, max_value] = [null, null]]) => ({
    key,
    names: names(en, ja, vi),
    value_type,
    value,
    min_value,
    max_value,
    description,
  }),
);

/**
 * Adds the settings a store lacks (a new store, or one made before a setting existed), each checked by
 * the same rules as the API; the ones it has are left as they are. Replicas starting together on one
 * database insert each key once (ON CONFLICT). Nothing when the schemas have no settings (tests' own).
 */
export async function ensureSystemSettings(db: Db, schemas: readonly EntitySchema[]): Promise<number> {
  const schema = schemas.find((s) => s.name === 'system_settings');
  if (!schema) return 0;
  const rows = SYSTEM_SETTINGS.map((setting) => {
    const { row, issues } = checkedRow(schema, setting);
    if (!row) throw new Error(`System setting ${String(setting.key)} breaks its own rules: ${JSON.stringify(issues)}`);
    return row;
  });
  const added = await db
    .insertInto(schema.table)
    .values(rows)
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .execute();
  return added.length;
}
