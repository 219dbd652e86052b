import { pageCount } from '../../../../runtime/data/pageCount';
import { describe, expect, it } from 'vitest';
import {
  bellLabel,
  countBadgeText,
  filterNotifications,
  isExternalTarget,
  markAllReadUpdates,
  notificationItems,
  notificationPage,
  notificationTarget,
  openedUpdate,
  seenUpdates,
  type NotificationsAnswer,
} from '../../../../runtime/domain/notifications/index';

const record = (id: string, createdDate: string, extra: Record<string, unknown> = {}) => ({
  Id: id,
  title: `Title ${id}`,
  body: `Body ${id}`,
  type: 'Order',
  targetTemplatePage: null,
  recordNumber: null,
  url: null,
  createdDate,
  ...extra,
});
const copy = (id: string, notificationId: string, read: string | null, seen: string | null) => ({
  Id: id,
  notificationId,
  contactId: 'C-1',
  readDate: read,
  seenDate: seen,
  createdDate: '2026-01-01T00:00:00Z',
  isRead: read !== null,
});

const ANSWER: NotificationsAnswer = {
  notification: [
    record('N-1', '2026-01-01T00:00:00Z', { targetTemplatePage: 'tpl-order', recordNumber: 'Q 1' }),
    record('N-2', '2026-03-01T00:00:00Z', { url: '/billing/requests' }),
    record('N-3', '2026-02-01T00:00:00Z'),
    record('N-4', '2026-04-01T00:00:00Z'),
  ],
  contactNotification: [
    copy('C-1', 'N-1', '2026-01-02T00:00:00Z', '2026-01-02T00:00:00Z'),
    copy('C-2', 'N-2', null, '2026-03-02T00:00:00Z'),
    copy('C-3', 'N-3', null, null),
  ],
};

describe('the notification rules', () => {
  it('joins the two lists, newest first, and leaves out records that are not the contact’s', () => {
    const items = notificationItems(ANSWER);
    expect(items.map((item) => [item.id, item.isRead, item.isSeen])).toEqual([
      ['C-2', false, true],
      ['C-3', false, false],
      ['C-1', true, true],
    ]);
    expect(notificationItems(undefined)).toEqual([]);
  });

  it('targets the details page of the record, else the url, else nothing', () => {
    expect(
      notificationTarget({ targetTemplatePage: 'tpl-order', recordNumber: 'Q 1', url: '/x' }),
    ).toBe('/detail/tpl-order?recordId=Q%201');
    expect(
      notificationTarget({ targetTemplatePage: 'tpl-order', recordNumber: null, url: '/x' }),
    ).toBe('/x');
    expect(
      notificationTarget({ targetTemplatePage: null, recordNumber: null, url: '' }),
    ).toBeNull();
    expect(isExternalTarget('https://example.test/a')).toBe(true);
    expect(isExternalTarget('/detail/tpl?recordId=1')).toBe(false);
  });

  it('filters unread and pages through the list', () => {
    const items = notificationItems(ANSWER);
    expect(filterNotifications(items, 'unread').map((i) => i.id)).toEqual(['C-2', 'C-3']);
    expect(filterNotifications(items, 'all')).toHaveLength(3);
    const many = Array.from({ length: 45 }, (_, i) => i);
    expect(pageCount(45, 20)).toBe(3);
    expect(pageCount(0, 20)).toBe(1);
    expect(notificationPage(many, 3, 20)).toEqual([40, 41, 42, 43, 44]);
    expect(notificationPage(many, 9, 20)).toEqual([40, 41, 42, 43, 44]);
    expect(notificationPage(many, 0, 20)).toHaveLength(20);
  });

  it('builds the updateNotifications arrays', () => {
    const items = notificationItems(ANSWER);
    expect(openedUpdate(items[1]!)).toEqual([{ Id: 'C-3', isRead: true, isSeen: true }]);
    expect(markAllReadUpdates(items)).toEqual([
      { Id: 'C-2', isRead: true, isSeen: true },
      { Id: 'C-3', isRead: true, isSeen: true },
    ]);
    expect(seenUpdates(items)).toEqual([{ Id: 'C-3', isSeen: true }]);
  });

  it('labels the bell and caps the badge', () => {
    expect(countBadgeText(0)).toBeNull();
    expect(countBadgeText(7)).toBe('7');
    expect(countBadgeText(140)).toBe('99+');
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });
});
