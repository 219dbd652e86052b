import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Notifications from '../../../blocks/notifications/Notifications';
import type { NotificationsConfiguration } from '../../../schemas/generated/blocks/notifications';
import { createStorefrontQueryClient } from '../../../runtime/app/createStorefrontQueryClient';
import { callType, gatewayHarness, sentPayload } from '../dataBlockHarness';
import { signInForTest } from '../signedInSession';

let signOut: () => void;
beforeEach(() => {
  signOut = signInForTest();
});
afterEach(() => signOut());

/** A CRM with `count` notifications of the contact, the newest `unread` of them unread. */
function notificationsCrm(count: number, unread: number) {
  const state = Array.from({ length: count }, (_, index) => ({
    id: `CN-${index + 1}`,
    read: index >= unread,
    seen: index >= unread,
  }));
  const updates: unknown[] = [];
  const answer = (data: Record<string, unknown>) => {
    const type = callType(data);
    if (type === 'getNotifications') {
      return {
        statusCode: 200,
        content: {
          notification: state.map((_, index) => ({
            Id: `N-${index + 1}`,
            title: `Notice ${index + 1}`,
            body: `Body ${index + 1}`,
            type: index === 0 ? 'Order' : 'Announcement',
            targetTemplatePage: index === 0 ? 'tpl-order-detail' : null,
            recordNumber: index === 0 ? 'Q-1' : null,
            url: index === 0 ? null : '/applications',
            createdDate: new Date(Date.UTC(2026, 0, 31 - index)).toISOString(),
          })),
          contactNotification: state.map((row, index) => ({
            Id: row.id,
            notificationId: `N-${index + 1}`,
            contactId: 'C',
            readDate: row.read ? '2026-02-01T00:00:00Z' : null,
            seenDate: row.seen ? '2026-02-01T00:00:00Z' : null,
            createdDate: '2026-01-01T00:00:00Z',
            isRead: row.read,
          })),
        },
      };
    }
    if (type === 'updateNotifications') {
      const changes = sentPayload(data) as unknown as {
        Id: string;
        isRead?: boolean;
        isSeen?: boolean;
      }[];
      updates.push(changes);
      for (const change of changes) {
        const row = state.find((r) => r.id === change.Id);
        if (row && change.isRead) row.read = true;
        if (row && change.isSeen) row.seen = true;
      }
      return { statusCode: 200, content: { updated: changes.length } };
    }
    return { statusCode: 404, content: 'Query name not found, improper request.' };
  };
  return { answer, updates };
}

function renderNotifications(
  answer: (data: Record<string, unknown>) => unknown,
  configuration: NotificationsConfiguration = { pageSize: 5 },
) {
  // The app's query client: writes refetch what they declare (declaredInvalidation.ts).
  return gatewayHarness(answer, createStorefrontQueryClient()).render(
    <Notifications blockId="b1" configuration={configuration} contentJSON={null} />,
  );
}

describe('the notifications block', () => {
  it('lists the newest first, marks the unread and pages through the rest', async () => {
    const crm = notificationsCrm(7, 2);
    renderNotifications(crm.answer, { pageSize: 5, markSeenOnOpen: false });
    expect(screen.getByRole('status', { name: 'Loading notifications…' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByTestId('notification');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Unread: Notice 1');
    expect(items[2]).not.toHaveTextContent('Unread');
    expect(screen.getByText('2 unread')).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Unread: Notice 1' })).toHaveAttribute(
      'href',
      '/detail/tpl-order-detail?recordId=Q-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(
      within(screen.getByRole('list', { name: 'Notifications' })).getAllByTestId('notification'),
    ).toHaveLength(2);
    expect(crm.updates).toEqual([]);
  });

  it('opening one marks it read and seen with the array, and the list follows', async () => {
    const crm = notificationsCrm(3, 2);
    renderNotifications(crm.answer, { markSeenOnOpen: false });
    const link = await screen.findByRole('link', { name: 'Unread: Notice 2' });
    // The link navigates on its own (the app's in-app links); here it only must not leave jsdom.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByText('1 unread')).toBeVisible());
    expect(crm.updates).toEqual([[{ Id: 'CN-2', isRead: true, isSeen: true }]]);
  });

  it('marks all read, then says so; the unread tab is empty', async () => {
    const crm = notificationsCrm(4, 3);
    renderNotifications(crm.answer, { markSeenOnOpen: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByText('All caught up')).toBeVisible());
    expect(crm.updates).toEqual([
      [
        { Id: 'CN-1', isRead: true, isSeen: true },
        { Id: 'CN-2', isRead: true, isSeen: true },
        { Id: 'CN-3', isRead: true, isSeen: true },
      ],
    ]);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Unread (0)' }));
    expect(await screen.findByText('You have no unread notifications.')).toBeVisible();
  });

  it('marks what a page shows seen, once', async () => {
    const crm = notificationsCrm(3, 2);
    renderNotifications(crm.answer);
    await screen.findByRole('list', { name: 'Notifications' });
    await waitFor(() =>
      expect(crm.updates).toEqual([
        [
          { Id: 'CN-1', isSeen: true },
          { Id: 'CN-2', isSeen: true },
        ],
      ]),
    );
    // Seen is not read.
    expect(screen.getByText('2 unread')).toBeVisible();
  });

  it("shows the failure with the CRM's message and loads again on retry", async () => {
    let fail = true;
    const crm = notificationsCrm(1, 1);
    renderNotifications((data) =>
      fail ? { statusCode: 400, content: 'ERROR: cid is required.' } : crm.answer(data),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your notifications could not be loaded.');
    expect(alert).toHaveTextContent('cid is required.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Notice 1')).toBeVisible();
  });

  it('says so when there are none', async () => {
    renderNotifications(() => ({
      statusCode: 200,
      content: { notification: [], contactNotification: [] },
    }));
    expect(await screen.findByText('You have no notifications yet.')).toBeVisible();
  });
});
