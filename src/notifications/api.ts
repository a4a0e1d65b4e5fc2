// The notification calls of spec section 7, each answer checked before the service takes it: a
// malformed answer throws like a failed call.
import { NOTIFICATION_PAGE_SIZE } from '../engine/notifications';
import type { HttpClient } from '../providers/http';
import { apiCall } from '../providers/api';

/** A sender as GET user/profile describes one. */
export interface Profile {
  user_id: number;
  name: string;
  avatar: string | null;
}

export interface PageAnswer {
  items: readonly unknown[];
  totalPages: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toProfile(value: unknown): Profile | null {
  if (!isRecord(value)) return null;
  const id = Number(value.user_id);
  if (!Number.isSafeInteger(id)) return null;
  return {
    user_id: id,
    name: typeof value.name === 'string' ? value.name : '',
    avatar: typeof value.avatar === 'string' && value.avatar ? value.avatar : null,
  };
}

export interface NotificationCalls {
  page(page: number): Promise<PageAnswer>;
  unread(): Promise<number>;
  /** The admin's queue on the broker. */
  endpoint(): Promise<string>;
  markRead(id: number): Promise<unknown>;
  markAllRead(): Promise<unknown>;
  /** The profiles the server knows among `ids`. */
  profiles(ids: readonly number[], language: string | undefined): Promise<Profile[]>;
}

export function notificationCalls(http: HttpClient): NotificationCalls {
  return {
    async page(page) {
      const answer = await apiCall(http, 'get', '/admin/notifications', {
        query: { page, paging: NOTIFICATION_PAGE_SIZE },
      });
      if (!Array.isArray(answer?.data)) throw new Error('Invalid notification page');
      const total = Number(answer.meta?.total_pages);
      // Without meta, a full page means another may follow.
      const totalPages = Number.isFinite(total)
        ? total
        : answer.data.length >= NOTIFICATION_PAGE_SIZE
          ? page + 1
          : page;
      return { items: answer.data, totalPages };
    },
    async unread() {
      const answer = await apiCall(http, 'get', '/admin/notifications/unread_number');
      const amount = Number(answer?.data?.amount);
      if (!Number.isFinite(amount)) throw new Error('Invalid unread number');
      return amount;
    },
    async endpoint() {
      const answer = await apiCall(http, 'get', '/admin/notifications/endpoint');
      const destination = answer?.data;
      if (typeof destination !== 'string' || !destination.startsWith('/'))
        throw new Error('Invalid notification endpoint');
      return destination;
    },
    markRead: (id) => apiCall(http, 'patch', '/notifications/{id}', { params: { id } }),
    markAllRead: () => apiCall(http, 'patch', '/admin/notifications/mark_all_read'),
    async profiles(ids, language) {
      const answer = await apiCall(http, 'get', '/user/profile', { query: { ids, language } });
      const found: Profile[] = [];
      for (const entry of Array.isArray(answer?.data) ? answer.data : []) {
        const profile = toProfile(entry);
        if (profile && ids.includes(profile.user_id)) found.push(profile);
      }
      return found;
    },
  };
}
