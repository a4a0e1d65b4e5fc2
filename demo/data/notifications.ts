// Demo notifications: what the administrator and the moderator would have
// heard of in the last days, about demo records, so the bell is not empty on
// a first start. Times are relative to the start, so they read "2 hours ago".
// Each comes from the seeded admin who would have acted on its record:
// companies, candidates, supporters, their applications and requests are the
// moderator's work (the former moderator's before the account was closed,
// three days ago), contact messages the content editor's, housing enquiries the
// housing desk's; the moderator hears of applications from the administrator.
import type { NotificationContent, NotificationType } from '../../src/engine/notifications';
import type { DemoNotification as SeededNotification, DemoRecord } from '../../server/seed';
import { contacts } from './contacts';
import { DEMO_TODAY, randomSource } from './demo';
import { homeForms } from './home-forms';
import { jobApplications } from './job-applications';
import { addDays } from './jobs';
import { receipts } from './receipts';
import { requestActives } from './request-actives';
import { translationRequests } from './translation-requests';

/** A seeded admin account, by its email's local part (accounts.ts). */
export type DemoAdmin = 'admin' | 'moderator' | 'editor' | 'housing' | 'former';

export interface DemoNotification extends SeededNotification {
  receiver: DemoAdmin;
  sender: DemoAdmin;
}

const random = randomSource(8808);

/** Since when (minutes before the start) the former moderator's work is the moderator's. */
const FORMER_LEFT = 3 * 24 * 60;

interface Kind {
  type: NotificationType;
  content: NotificationContent | null;
  entity: string;
  count: number;
  /** Who acted: a desk of its own, else the moderator (the former one before FORMER_LEFT). */
  by?: DemoAdmin;
  /** The records it is about, in turn; by default picked among the first 25. */
  objects?: number[];
  message?: string[];
}

/** The indices of the demo records that match, newest (last) first. */
const newest = (records: readonly DemoRecord[], match: (record: DemoRecord) => boolean) =>
  records
    .map((record, i) => (match(record) ? i : -1))
    .filter((i) => i >= 0)
    .reverse();

const lastMonth = addDays(DEMO_TODAY, -30);

const ADMIN_KINDS: Kind[] = [
  {
    type: 'ADMIN',
    content: 'USER_UPLOAD_RECEIPT',
    entity: 'receipts',
    count: 6,
    objects: newest(receipts, (r) => r.status === 'pending'),
  },
  {
    type: 'ADMIN',
    content: 'USER_REQUEST_ACTIVE_ACCOUNT',
    entity: 'request_actives',
    count: 5,
    objects: newest(requestActives, (r) => r.status === 'pending'),
  },
  {
    type: 'STATUS_JOB_APPLICATION',
    content: null,
    entity: 'job_applications',
    count: 5,
    // Decided lately.
    objects: newest(
      jobApplications,
      (a) => (a.status === 'accepted' || a.status === 'rejected') && String(a.applied_on) >= lastMonth,
    ),
  },
  {
    type: 'STATUS_REQUEST',
    content: null,
    entity: 'translation_requests',
    count: 3,
    objects: newest(translationRequests, (r) => r.status === 'assigned' || r.status === 'in_progress'),
  },
  { type: 'ADMIN', content: 'CANDIDATE_JOINED', entity: 'candidates', count: 3 },
  { type: 'ADMIN', content: 'HELPER_JOINED', entity: 'translators', count: 2 },
  {
    type: 'MESSAGE_JOB_APPLICATION',
    content: null,
    entity: 'job_applications',
    count: 3,
    objects: [10, 11, 12],
    message: [
      'The candidate asked to move the interview to Thursday; the company agreed.',
      '候補者から面接日を木曜日に変更したいと連絡があり、企業の了承を得ました。',
      'Ứng viên đã gửi lại hồ sơ đã chỉnh sửa, nhờ anh/chị kiểm tra giúp.',
    ],
  },
  {
    type: 'MESSAGE',
    content: null,
    entity: 'contacts',
    count: 3,
    by: 'editor',
    // Messages still being answered.
    objects: newest(contacts, (c) => c.status === 'in_progress'),
    message: [
      '回答案を作成しました。送信前にご確認をお願いします。',
      'I drafted a reply to this message. Could you check it before I send it?',
      'Tôi đã soạn câu trả lời cho tin nhắn này, nhờ anh/chị xem qua trước khi gửi.',
    ],
  },
  {
    type: 'MESSAGE',
    content: null,
    entity: 'home_forms',
    count: 3,
    by: 'housing',
    // Enquiries passed on to the agency.
    objects: newest(homeForms, (f) => f.status === 'contacted'),
    message: [
      '管理会社と内見日を調整し、入居審査の必要書類を案内しました。',
      'The agency confirmed the viewing; I sent the enquirer the papers for the tenant screening.',
      'Tôi đã xác nhận lịch xem nhà với công ty quản lý và báo lại cho khách.',
    ],
  },
];

const MODERATOR_KINDS = ADMIN_KINDS.filter((k) => ['job_applications', 'candidates', 'translators'].includes(k.entity));

let messageId = 1000;

function build(receiver: DemoAdmin, kinds: readonly Kind[]): DemoNotification[] {
  const out: DemoNotification[] = [];
  for (const kind of kinds) {
    // The newest notifications about the newest records.
    const times = Array.from({ length: kind.count }, () => random.int(5, 60 * 24 * 6)).sort((a, b) => a - b);
    times.forEach((minutesAgo, i) => {
      const colleague = receiver === 'admin' ? 'moderator' : 'admin';
      out.push({
        receiver,
        notification_type: kind.type,
        content: kind.content,
        // Each message notification about its own record: a newer one would replace it.
        object: {
          entity: kind.entity,
          index: kind.objects ? kind.objects[i % kind.objects.length] : random.int(0, 24),
        },
        sender: kind.by ?? (minutesAgo > FORMER_LEFT ? 'former' : colleague),
        read: random.int(0, 9) < 6,
        minutesAgo,
        ...(kind.message && { message: { id: messageId++, body: kind.message[i % kind.message.length] } }),
      });
    });
  }
  return out.sort((a, b) => b.minutesAgo - a.minutesAgo);
}

export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  ...build('admin', ADMIN_KINDS),
  ...build('moderator', MODERATOR_KINDS),
];
