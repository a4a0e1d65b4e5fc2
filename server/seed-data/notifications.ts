// Demo notifications: what the administrator and the moderator would have
// heard of in the last days, about demo records, so the bell is not empty on
// a first start. Times are relative to the start, so they read "2 hours ago".
import type { NotificationContent, NotificationType } from '../../src/engine/notifications';
import { randomSource } from './demo';

export interface DemoNotification {
  receiver: 'admin' | 'moderator';
  notification_type: NotificationType;
  content: NotificationContent | null;
  /** The entity and the index of its demo record. */
  object: { entity: string; index: number };
  sender: 'admin' | 'moderator';
  read: boolean;
  /** Minutes before the start. */
  minutesAgo: number;
  message?: string;
}

const random = randomSource(8808);

const ADMIN_KINDS: {
  type: NotificationType;
  content: NotificationContent | null;
  entity: string;
  count: number;
  message?: string[];
}[] = [
  { type: 'ADMIN', content: 'USER_UPLOAD_RECEIPT', entity: 'receipts', count: 6 },
  { type: 'ADMIN', content: 'USER_REQUEST_ACTIVE_ACCOUNT', entity: 'request_actives', count: 5 },
  { type: 'STATUS_JOB_APPLICATION', content: null, entity: 'job_applications', count: 5 },
  { type: 'STATUS_REQUEST', content: null, entity: 'translation_requests', count: 3 },
  { type: 'ADMIN', content: 'CANDIDATE_JOINED', entity: 'candidates', count: 3 },
  { type: 'ADMIN', content: 'HELPER_JOINED', entity: 'translators', count: 2 },
  {
    type: 'MESSAGE_JOB_APPLICATION',
    content: null,
    entity: 'job_applications',
    count: 3,
    message: [
      'Could the interview move to Thursday?',
      '面接の日程を木曜日に変更できますか？',
      'Tôi đã gửi lại hồ sơ đã chỉnh sửa.',
    ],
  },
];

const MODERATOR_KINDS = ADMIN_KINDS.filter((k) => ['job_applications', 'candidates', 'translators'].includes(k.entity));

function build(receiver: DemoNotification['receiver'], kinds: typeof ADMIN_KINDS): DemoNotification[] {
  const out: DemoNotification[] = [];
  for (const kind of kinds) {
    for (let i = 0; i < kind.count; i++) {
      out.push({
        receiver,
        notification_type: kind.type,
        content: kind.content,
        // Each message notification about its own application: a newer one would replace it.
        object: { entity: kind.entity, index: kind.message ? 10 + i : random.int(0, 24) },
        sender: receiver === 'admin' ? 'moderator' : 'admin',
        read: random.int(0, 9) < 6,
        minutesAgo: random.int(5, 60 * 24 * 6),
        ...(kind.message && { message: kind.message[i % kind.message.length] }),
      });
    }
  }
  return out.sort((a, b) => b.minutesAgo - a.minutesAgo);
}

export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  ...build('admin', ADMIN_KINDS),
  ...build('moderator', MODERATOR_KINDS),
];
