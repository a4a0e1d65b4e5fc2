import type { accessRequest as schema } from '../../schemas/settings/access-request';
import type { DemoRow } from '../rows';

type Row = DemoRow<typeof schema>;

// Requests for a back-office account as visitors send them from /Register:
// agency staff, a company's HR team, a support organisation. The oldest were
// answered; the last ones wait for an administrator. The client addresses are
// from the shared address space (100.64.0.0/10), which no visitor of the demo has.

export const accessRequests: Row[] = [
  {
    name: '佐藤 美咲',
    email: 'misaki.sato@sakura-jinzai.example.jp',
    organisation: '株式会社さくら人材サービス',
    reason: '当社が掲載している求人と応募者の対応を担当しています。応募状況の確認と面接日程の調整に使いたいです。',
    language_code: 'ja',
    client_address: '100.64.0.11',
    status: 'accepted',
  },
  {
    name: 'Nguyễn Văn Hùng',
    email: 'hung.nguyen@vietbridge.example.vn',
    organisation: 'VietBridge Consulting',
    reason: 'Chúng tôi hỗ trợ ứng viên Việt Nam chuẩn bị hồ sơ. Tôi cần xem yêu cầu dịch thuật và lịch hẹn phỏng vấn.',
    language_code: 'vi',
    client_address: '100.64.0.12',
    status: 'accepted',
  },
  {
    name: 'Daniel Clarke',
    email: 'd.clarke@example.com',
    organisation: 'Freelance',
    reason: 'I would like to look around the back office.',
    language_code: 'en',
    client_address: '100.64.0.13',
    status: 'denied',
  },
  {
    name: '田中 健一',
    email: 'kenichi.tanaka@aoba-fudosan.example.jp',
    organisation: '青葉不動産株式会社',
    reason: '外国人向け賃貸物件の掲載と問い合わせ対応を担当しています。物件情報の更新に利用したいです。',
    language_code: 'ja',
    client_address: '100.64.0.14',
    status: 'pending',
  },
  {
    name: 'Trần Thị Mai',
    email: 'mai.tran@hanoi-edu.example.vn',
    organisation: 'Trung tâm Nhật ngữ Hà Nội',
    reason: 'Trung tâm chúng tôi giới thiệu học viên sang Nhật làm việc. Tôi muốn theo dõi đơn ứng tuyển của học viên.',
    language_code: 'vi',
    client_address: '100.64.0.15',
    status: 'pending',
  },
  {
    name: 'Emily Watanabe',
    email: 'emily.w@globalhr.example.com',
    organisation: 'Global HR Partners',
    reason: 'I manage job postings for three client companies in Osaka and need to review their applications.',
    language_code: 'en',
    client_address: '100.64.0.16',
    status: 'pending',
  },
];
