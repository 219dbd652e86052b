/**
 * The account area's CRM calls answered from the local stack's seed, in memory: a user's portal
 * accessible accounts (getPortalAccessibleAccounts) and notifications (getNotifications, the
 * count, updateNotifications, which changes this story session's copy), as the CRM stand-in
 * answers them (server/crm/handlers/ecommerce). Every other type goes to the seeded CRM.
 */
import { DEMO_USERS, SEED_CRM } from './demoWorld';
import type { CrmAnswer } from './gatewayHandlers';
import { seedCrmAnswer } from './seedCrm';

type Row = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));

/** The CRM of one demo user (the story's signed-in viewer acts as them). */
export function accountAreaCrm(
  username = 'maria.manager',
  options: { installedBaseMode?: boolean } = {},
): (type: string, payload: unknown) => CrmAnswer {
  const user = DEMO_USERS.find((u) => u.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  const accounts = new Map(SEED_CRM.accounts.map((row: Row) => [text(row.id), row]));
  const { notifications, contactNotifications } = SEED_CRM.notifications;
  const copies = contactNotifications
    .filter((row) => row.contact_id === user.contactId)
    .map((row) => ({ ...row }));
  const mine = () =>
    copies
      .map((copy) => ({ copy, record: notifications.find((n) => n.id === copy.notification_id) }))
      .filter(
        (pair): pair is { copy: Row; record: Row } => pair.record?.account_id === user.accountId,
      )
      .sort((a, b) => text(b.record.created_at).localeCompare(text(a.record.created_at)));
  return (type, payload) => {
    switch (type) {
      case 'getPortalAccessibleAccounts':
        return {
          statusCode: 200,
          content: SEED_CRM.portalAccessibleAccounts
            .filter((row) => row.contact_id === user.contactId)
            .filter((row) => options.installedBaseMode || row.portal_context !== 'IB')
            .map((row) => {
              const account = accounts.get(text(row.related_account_id)) ?? {};
              const through = accounts.get(text(account.related_account_id));
              return {
                Id: row.id,
                RelatedAccountId: row.related_account_id,
                RelatedAccountName: account.name,
                IsMaster: row.is_master,
                PortalContext: row.portal_context,
                IsIndirectBuyer: row.is_indirect_buyer,
                details: {
                  AccountNumber: account.account_number ?? null,
                  BillingCity: account.billing_city ?? null,
                  BillingCountry: account.billing_country ?? null,
                  Related_Account: through ? { Id: through.id, Name: through.name } : null,
                },
              };
            })
            .sort((a, b) => Number(b.IsMaster) - Number(a.IsMaster)),
        };
      case 'getNotifications':
        return {
          statusCode: 200,
          content: {
            notification: mine().map(({ record }) => ({
              Id: record.id,
              title: record.title,
              body: record.body,
              type: record.notification_type,
              targetTemplatePage: record.target_template_id,
              recordNumber: record.record_number,
              url:
                record.url ??
                (record.target_template_id && record.record_number
                  ? `/detail/${text(record.target_template_id)}?recordId=${text(record.record_number)}`
                  : null),
              createdDate: record.created_at,
            })),
            contactNotification: mine().map(({ copy, record }) => ({
              Id: copy.id,
              notificationId: record.id,
              contactId: user.contactId,
              readDate: copy.read_date,
              seenDate: copy.seen_date,
              createdDate: copy.created_at,
              isRead: copy.read_date !== null,
            })),
          },
        };
      case 'getNotificationsCount': {
        const list = mine();
        const unread = list.filter(({ copy }) => copy.read_date === null).length;
        const unseen = list.filter(({ copy }) => copy.seen_date === null).length;
        return {
          statusCode: 200,
          content: { count: unseen, unreadCount: unread, unseenCount: unseen, total: list.length },
        };
      }
      case 'updateNotifications': {
        const now = new Date().toISOString();
        const changes = Array.isArray(payload) ? (payload as Row[]) : [];
        for (const change of changes) {
          const copy = copies.find((c) => c.id === change.Id);
          if (!copy) continue;
          if (change.isRead === true) copy.read_date ??= now;
          if (change.isSeen === true || change.isRead === true) copy.seen_date ??= now;
        }
        return { statusCode: 200, content: { updated: changes.length } };
      }
      default:
        return seedCrmAnswer(type, payload);
    }
  };
}
