import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import Header from '../../../blocks/header/Header';
import { sessionAtom } from '../../../runtime/session/index';
import { SIGNED_OUT } from '../../../runtime/session/sessionState';
import type { HeaderConfiguration } from '../../../schemas/generated/blocks/header';
import { DEMO_ACCOUNTS, DEMO_USERS } from '../../../server/shared/demo';
import { accountAreaHarness, type SeenCall } from '../accountAreaHarness';

afterEach(() => {
  getDefaultStore().set(sessionAtom, SIGNED_OUT);
  localStorage.clear();
});

const MARIA = DEMO_USERS.find((user) => user.username === 'maria.manager')!;

const CONFIGURATION: HeaderConfiguration = {
  logo: { url: '/logo.svg', alt: 'Cellaris Biosciences' },
  navLinks: [],
  notifications: { enabled: true, url: '/notifications' },
  accountMenu: {
    enabled: true,
    showAccountSwitcher: true,
    showIndirectBuyerSwitcher: true,
    items: [{ label: 'Billing Account', url: '/billing/account' }],
  },
};

const row = (id: string, name: string, isMaster: boolean) => ({
  Id: `paa-${id}`,
  RelatedAccountId: id,
  RelatedAccountName: name,
  IsMaster: isMaster,
  PortalContext: 'Portal',
  IsIndirectBuyer: false,
  details: { AccountNumber: null, BillingCity: null, BillingCountry: null, Related_Account: null },
});

/** A CRM with maria's two accounts and, per account, notifications she has not read. */
function crm() {
  const read = new Set<string>();
  const notes: Record<string, { id: string; title: string }[]> = {
    [DEMO_ACCOUNTS.main.id]: [
      { id: 'CN-1', title: 'Quote ready for review' },
      { id: 'CN-2', title: 'Order shipped' },
    ],
    [DEMO_ACCOUNTS.related.id]: [{ id: 'CN-9', title: 'Sequencing results delivered' }],
  };
  return (call: SeenCall) => {
    const account = String(call.accountId);
    const mine = notes[account] ?? [];
    switch (call.type) {
      case 'getNotificationsCount': {
        const unread = mine.filter((n) => !read.has(n.id)).length;
        return {
          statusCode: 200,
          content: { count: unread, unreadCount: unread, unseenCount: unread, total: mine.length },
        };
      }
      case 'getNotifications':
        return {
          statusCode: 200,
          content: {
            notification: mine.map((n, index) => ({
              Id: `N-${n.id}`,
              title: n.title,
              body: `${n.title}.`,
              type: 'Quote',
              targetTemplatePage: 'tpl-order-detail',
              recordNumber: `Q-${index}`,
              url: null,
              createdDate: new Date(Date.UTC(2026, 0, 10 - index)).toISOString(),
            })),
            contactNotification: mine.map((n) => ({
              Id: n.id,
              notificationId: `N-${n.id}`,
              contactId: MARIA.contactId,
              readDate: read.has(n.id) ? '2026-02-01T00:00:00Z' : null,
              seenDate: null,
              createdDate: '2026-01-01T00:00:00Z',
              isRead: read.has(n.id),
            })),
          },
        };
      case 'updateNotifications':
        for (const change of call.payload as { Id: string; isRead?: boolean }[]) {
          if (change.isRead) read.add(change.Id);
        }
        return { statusCode: 200, content: { updated: 1 } };
      case 'getPortalAccessibleAccounts':
        return {
          statusCode: 200,
          content: [
            row(DEMO_ACCOUNTS.main.id, DEMO_ACCOUNTS.main.name, true),
            row(DEMO_ACCOUNTS.related.id, DEMO_ACCOUNTS.related.name, false),
          ],
        };
      default:
        return { statusCode: 404, content: 'Query name not found, improper request.' };
    }
  };
}

function renderHeader() {
  const harness = accountAreaHarness(crm());
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <Header blockId="h" configuration={CONFIGURATION} contentJSON={null} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  harness.render(<RouterProvider router={router} />);
  return { harness, router };
}

const counts = (calls: SeenCall[]) => calls.filter((c) => c.type === 'getNotificationsCount');

describe('the header bell', () => {
  it('shows the unread count of the account acting, asked with accId and cid, again on navigation', async () => {
    const { harness, router } = renderHeader();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    const first = counts(harness.calls)[0]!;
    expect(first.query.get('accId')).toBe(DEMO_ACCOUNTS.main.id);
    expect(first.query.get('cid')).toBe(MARIA.contactId);
    await act(() => router.navigate('/orders'));
    await waitFor(() => expect(counts(harness.calls)).toHaveLength(2));
  });

  it('lists the latest in its panel; opening one marks it read and the count drops', async () => {
    const { harness } = renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    // The panel's code (React Aria) loads on first use: slow the first time in jsdom.
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 10_000 });
    const link = await within(panel).findByRole('link', { name: /Unread: Quote ready for review/ });
    expect(link).toHaveAttribute('href', '/detail/tpl-order-detail?recordId=Q-0');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    const updates = harness.calls.filter((c) => c.type === 'updateNotifications');
    // Showing the panel marked its two seen; opening one marked it read.
    expect(updates.map((c) => c.payload)).toEqual([
      [
        { Id: 'CN-1', isSeen: true },
        { Id: 'CN-2', isSeen: true },
      ],
      [{ Id: 'CN-1', isRead: true, isSeen: true }],
    ]);
  });

  it('marks all read from the panel', async () => {
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    // The panel's code (React Aria) loads on first use: slow the first time in jsdom.
    const panel = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 10_000 });
    await within(panel).findByRole('link', { name: /Order shipped/ });
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    // The open panel hides the rest of the page from assistive technology: read the bell directly.
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications'),
    );
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });
});

describe('the header account switcher', () => {
  it('shows the active account and switches from the account menu', async () => {
    const { harness } = renderHeader();
    expect(screen.getByTestId('header-active-account')).toHaveTextContent(DEMO_ACCOUNTS.main.name);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(screen.getByRole('button', { name: /account menu$/ }));
    const entry = await screen.findByRole(
      'menuitem',
      { name: `Switch to ${DEMO_ACCOUNTS.related.name}` },
      { timeout: 10_000 },
    );
    await userEvent.click(entry);
    expect(harness.controller.state().account?.Id).toBe(DEMO_ACCOUNTS.related.id);
    expect(screen.getByTestId('header-active-account')).toHaveTextContent(
      DEMO_ACCOUNTS.related.name,
    );
    // The bell now counts the related account's notifications.
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    expect(counts(harness.calls).at(-1)?.query.get('accId')).toBe(DEMO_ACCOUNTS.related.id);
  });
});
