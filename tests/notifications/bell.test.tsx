// @vitest-environment jsdom
// The header's bell and its panel over the notification service (with a stub
// API and STOMP client): the badge, the panel's entries, opening one, mark all
// as read, the empty state, the next page on scroll (1 px, 200 ms), ages that
// move every minute, closing, and no serious axe violations.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { AdminContext, memoryStore, TestMemoryRouter, useGetIdentity } from 'react-admin';
import { schemas } from '../../schemas';
import { authProviderGranting } from '../engine/fixtures';
import type { Notification } from '../../src/engine/notifications';
import type { Grants } from '../../src/engine/permissions';
import { createSchemaRegistry, SchemaRegistryProvider } from '../../src/engine/ui/registry';
import { NotificationServiceProvider } from '../../src/notifications/context';
import { NotificationBell } from '../../src/notifications/NotificationBell';
import { createNotificationService } from '../../src/notifications/service';
import { englishMessages, i18nProviderFor } from '../i18n';
import { fakeApi, fakeStompFactory, memoryTokens, note } from './helpers';

const i18nProvider = await i18nProviderFor(englishMessages());
const registry = createSchemaRegistry(schemas);
const GRANTS: Grants = { JOB_APPLICATIONS: ['VIEW'], RECEIPTS: ['VIEW'] };
// Loaded once here: the bell loads it lazily, and the first load in a test run is slow.
await import('../../src/notifications/NotificationPanel');

const consoleCalls = vi.fn();
beforeEach(() => {
  for (const level of ['error', 'warn'] as const) vi.spyOn(console, level).mockImplementation(consoleCalls);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  expect(consoleCalls).not.toHaveBeenCalled();
  consoleCalls.mockReset();
});

/** Notifications created `minutes` ago (from the real clock, which the panel reads). */
const ago = (minutes: number) => Date.now() - minutes * 60_000;

/** Shown once the signed-in admin's identity is known: the bell, which needs it, has decided by then. */
function IdentityKnown() {
  const { isPending } = useGetIdentity();
  return isPending ? null : <span data-testid="identity-known" />;
}

/**
 * MUI's ClickAwayListener arms itself in a 0 ms timer that its mount effect sets, and React runs the
 * panel's effects in a task of its own (setImmediate): once that task has run, and then a timer set
 * after the listener's, it is armed. An order of the event loop, not a time.
 */
async function listenerArmed() {
  await new Promise(setImmediate);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function setup({
  notifications,
  identity = true,
  grants = GRANTS,
}: { notifications?: Notification[]; identity?: boolean; grants?: Grants } = {}) {
  const api = fakeApi(
    notifications ?? [
      note(1, { objectable_id: 101, created_at: ago(3) }),
      note(2, {
        notification_type: 'ADMIN',
        content: 'USER_UPLOAD_RECEIPT',
        objectable_id: 55,
        objectable_type: 'receipts',
        read: true,
        created_at: ago(150),
      }),
      note(3, {
        notification_type: 'MESSAGE',
        objectable_id: 9,
        message: { id: 77, body: 'Hello there' },
        sender_ids: [8],
        created_at: ago(60 * 26),
      }),
    ],
  );
  const stomp = fakeStompFactory();
  const service = createNotificationService({
    http: api.http,
    tokens: memoryTokens(),
    brokerUrl: () => '',
    createClient: stomp.factory,
    location: () => ({ protocol: 'http:', host: 'admin.test' }),
  });
  const authProvider = authProviderGranting(grants, identity ? { id: 1, fullName: 'Admin' } : null);
  let pathname = '';
  const view = render(
    <TestMemoryRouter initialEntries={['/ja/']} locationCallback={(l) => (pathname = l.pathname)}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()} basename="/ja">
        <SchemaRegistryProvider registry={registry}>
          <NotificationServiceProvider service={service}>
            <NotificationBell />
            <IdentityKnown />
            <p>Page content</p>
          </NotificationServiceProvider>
        </SchemaRegistryProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { api, stomp, service, view, pathname: () => pathname };
}

const bell = () => screen.findByRole('button', { name: /^Notifications/ });

async function openPanel() {
  fireEvent.click(await bell());
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  await within(panel).findAllByText(/User 7/);
  return panel;
}

const entries = (panel: HTMLElement) => [...panel.querySelectorAll<HTMLElement>('[data-notification-id]')];

describe('the bell', () => {
  it('shows the unread count on a badge and in its name', async () => {
    setup();
    const button = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(button.getAttribute('data-unread')).toBe('2');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.querySelector('.MuiBadge-badge')?.textContent).toBe('2');
    expect(button.querySelector('.MuiBadge-invisible')).toBeNull();
  });

  it('says one unread in the singular, and hides the badge at zero', async () => {
    const { service } = setup({ notifications: [note(1)] });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await act(() => service.markAllRead());
    const button = await screen.findByRole('button', { name: 'Notifications' });
    // No badge left behind with its last number: the button's text matches its name.
    expect(button.querySelector('.MuiBadge-badge')).toBeNull();
    expect(button.textContent).toBe('');
  });

  it('counts a live notification', async () => {
    const { stomp } = setup();
    await bell();
    await waitFor(() => expect(stomp.clients).toHaveLength(1));
    await act(() => stomp.clients[0].connect());
    act(() => void stomp.clients[0].deliver(note(40, { created_at: Date.now() + 1_000 })));
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
  });

  it('is not there without a signed-in admin', async () => {
    const { api } = setup({ identity: false });
    await screen.findByText('Page content');
    await screen.findByTestId('identity-known');
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(api.calls).toEqual([]);
  });
});

describe('the panel', () => {
  it('lists the notifications newest first, unread ones marked, with sender, text, detail and age', async () => {
    setup();
    const panel = await openPanel();
    expect((await bell()).getAttribute('aria-expanded')).toBe('true');
    const [first, second, third] = entries(panel);
    expect(entries(panel).map((e) => e.dataset.notificationId)).toEqual(['1', '2', '3']);
    expect(entries(panel).map((e) => e.dataset.read)).toEqual(['false', 'true', 'false']);
    expect(first.textContent).toContain('Unread: User 7 changed the status of job application #101');
    expect(first.textContent).toContain('3 minutes ago');
    expect(second.textContent).not.toContain('Unread');
    expect(second.textContent).toContain('User 7 uploaded receipt #55');
    expect(second.textContent).toContain('2 hours ago');
    expect(within(third).getByText('Hello there')).toBeTruthy();
    expect(third.textContent).toContain('User 8 sent a message in conversation #9');
    expect(third.textContent).toContain('yesterday');
    expect(within(panel).getByRole('list')).toBeTruthy();
  });

  it('fetches the senders’ profiles once, in one call', async () => {
    const { api } = setup();
    await openPanel();
    const calls = api.calls.filter((c) => c.path === 'user/profile');
    expect(calls).toHaveLength(1);
    expect(calls[0].query).toEqual({ ids: '7,8', language: 'en' });
  });

  it('opens an entry: marks it read, goes to its object’s page under the language prefix, and closes', async () => {
    const { api, pathname } = setup();
    const panel = await openPanel();
    expect(entries(panel)[0].dataset.opens).toBe('true');
    fireEvent.click(within(entries(panel)[0]).getByRole('button'));
    await waitFor(() => expect(pathname()).toBe('/ja/jobApplication/101'));
    expect(api.calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: 'notifications/1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await bell()).getAttribute('aria-label')).toBe('Notifications, 1 unread');
  });

  it('opens a receipt by its objectable_type', async () => {
    const { pathname } = setup();
    const panel = await openPanel();
    fireEvent.click(within(entries(panel)[1]).getByRole('button'));
    await waitFor(() => expect(pathname()).toBe('/ja/receipts/55'));
  });

  it('only marks read an entry with nothing to open, and stays open', async () => {
    const { api, pathname } = setup();
    const panel = await openPanel();
    const third = entries(panel)[2];
    expect(third.dataset.opens).toBe('false');
    fireEvent.click(within(third).getByRole('button'));
    await waitFor(() => expect(third.dataset.read).toBe('true'));
    expect(api.calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: 'notifications/3' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(pathname()).toBe('/ja/');
  });

  it('opens nothing without VIEW on the object’s entity', async () => {
    const { pathname } = setup({ grants: { RECEIPTS: ['VIEW'] } });
    const panel = await openPanel();
    await waitFor(() => expect(entries(panel)[1].dataset.opens).toBe('true'));
    expect(entries(panel)[0].dataset.opens).toBe('false');
    fireEvent.click(within(entries(panel)[0]).getByRole('button'));
    await waitFor(() => expect(entries(panel)[0].dataset.read).toBe('true'));
    expect(pathname()).toBe('/ja/');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('marks all as read, then disables the button', async () => {
    const { api } = setup();
    const panel = await openPanel();
    const button = within(panel).getByRole('button', { name: 'Mark all as read' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(entries(panel).map((e) => e.dataset.read)).toEqual(['true', 'true', 'true']));
    expect(api.count('PATCH', 'admin/notifications/mark_all_read')).toBe(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect((await bell()).getAttribute('aria-label')).toBe('Notifications');
  });

  it('says so when there is nothing', async () => {
    setup({ notifications: [] });
    fireEvent.click(await bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByText('No notifications yet');
    expect((within(panel).getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('closes on Escape, giving the focus back to the bell', async () => {
    setup();
    await openPanel();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(await bell());
  });

  it('closes on a click outside, and toggles on the bell', async () => {
    setup();
    await openPanel();
    // The listener arms itself after the opening click.
    await listenerArmed();
    fireEvent.click(screen.getByText('Page content'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openPanel();
    await listenerArmed();
    fireEvent.click(await bell());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no serious accessibility violations', async () => {
    const { view } = setup();
    await openPanel();
    const results = await axe.run(view.container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
});

describe('paging and ages', () => {
  /** The scroll box as a browser lays it out: 100 px per entry in a 400 px box, scrolled to `top`. */
  function layout(box: HTMLElement, panel: HTMLElement) {
    let top = 0;
    Object.defineProperty(box, 'clientHeight', { configurable: true, get: () => 400 });
    Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => entries(panel).length * 100 });
    Object.defineProperty(box, 'scrollTop', { configurable: true, get: () => top });
    return (scrollTop: number) => {
      top = scrollTop;
      fireEvent.scroll(box);
    };
  }

  it('loads the next page 200 ms after a scroll that ends within 1 px of the bottom', async () => {
    const many = Array.from({ length: 25 }, (_, i) => note(i + 1, { created_at: ago(i + 1) }));
    const { api } = setup({ notifications: many });
    const panel = await openPanel();
    expect(entries(panel)).toHaveLength(10);
    const scrollTo = layout(within(panel).getByTestId('notification-scroll'), panel);
    const pages = () => api.calls.filter((c) => c.path === 'admin/notifications').map((c) => c.query?.page);
    vi.useFakeTimers();

    // 2 px from the bottom (1000 - 400 - 598): nothing.
    scrollTo(598);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(pages()).toEqual([1]);

    // 1 px from the bottom: after 200 ms of quiet, page 2; scrolling meanwhile restarts the wait.
    scrollTo(599);
    await act(() => vi.advanceTimersByTimeAsync(150));
    scrollTo(599);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(pages()).toEqual([1]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(pages()).toEqual([1, 2]);
    expect(api.calls.filter((c) => c.path === 'admin/notifications').at(-1)?.query).toEqual({ page: 2, paging: 10 });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(entries(panel)).toHaveLength(20);

    // Page 3 is the last; after it, the bottom asks for nothing more.
    scrollTo(1600);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(pages()).toEqual([1, 2, 3]);
    expect(entries(panel)).toHaveLength(25);
    scrollTo(2100);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(pages()).toEqual([1, 2, 3]);
  });

  it('loads the next page at once when a page does not fill the box', async () => {
    const many = Array.from({ length: 15 }, (_, i) => note(i + 1, { created_at: ago(i + 1) }));
    const { api, stomp } = setup({ notifications: many });
    fireEvent.click(await bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const box = within(panel).getByTestId('notification-scroll');
    // A box taller than ten entries.
    Object.defineProperty(box, 'clientHeight', { configurable: true, get: () => 2000 });
    Object.defineProperty(box, 'scrollHeight', {
      configurable: true,
      get: () => Math.max(2000, entries(panel).length * 100),
    });
    Object.defineProperty(box, 'scrollTop', { configurable: true, get: () => 0 });
    expect(api.count('GET', 'admin/notifications')).toBe(1);
    // The next change of the list (a live one) finds the box not filled.
    await waitFor(() => expect(stomp.clients).toHaveLength(1));
    await act(() => stomp.clients[0].connect());
    act(() => void stomp.clients[0].deliver(note(40, { created_at: Date.now() + 1_000 })));
    await waitFor(() => expect(entries(panel)).toHaveLength(16));
    expect(api.calls.filter((c) => c.path === 'admin/notifications').map((c) => c.query?.page)).toEqual([1, 2]);
  });

  it('shows a spinner while a page loads', async () => {
    const many = Array.from({ length: 15 }, (_, i) => note(i + 1, { created_at: ago(i + 1) }));
    const { api, service } = setup({ notifications: many });
    const panel = await openPanel();
    let release: () => void = () => undefined;
    const original = api.http.request.bind(api.http);
    api.http.request = (async (method, path, options) => {
      if (path === 'admin/notifications') await new Promise<void>((resolve) => (release = resolve));
      return original(method, path, options);
    }) as typeof api.http.request;
    act(() => void service.loadNextPage());
    expect(within(panel).getByRole('progressbar', { name: 'Loading more notifications' })).toBeTruthy();
    await act(async () => release());
    await waitFor(() => expect(within(panel).queryByRole('progressbar')).toBeNull());
    expect(entries(panel)).toHaveLength(15);
  });

  it('moves the ages on every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup({ notifications: [note(1, { created_at: Date.now() - 3 * 60_000 })] });
    const panel = await openPanel();
    expect(entries(panel)[0].textContent).toContain('3 minutes ago');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(entries(panel)[0].textContent).toContain('4 minutes ago');
  });
});
