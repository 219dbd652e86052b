import type { CrmAnswer, CrmCall } from './gatewayHandlers';

/**
 * Support requests as the CRM stand-in answers them (server/crm/handlers/billingPortal), for the
 * request blocks' stories: the stories' in-memory CRM does not hold requests.
 */
const request = (n: number, subject: string, type: string, status: string, days: number) => ({
  id: `500Dn${String(n).padStart(13, '0')}`,
  number: `REQ-${String(n).padStart(5, '0')}`,
  type,
  subject,
  status,
  relatedTo: type === 'Instrument service' ? 'Aurora CX-5 flow cytometer, S/N CX5-20419' : null,
  createdBy: 'Paul Okafor',
  createdAt: new Date(Date.UTC(2026, 10, 20) - days * 86_400_000).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 10, 21) - days * 43_200_000).toISOString(),
  closedAt: status === 'Closed' ? new Date(Date.UTC(2026, 10, 21)).toISOString() : null,
});

export const STORY_REQUESTS = [
  request(41, 'Laser 2 power drops after warm-up', 'Instrument service', 'Waiting on Customer', 1),
  request(40, 'Cold pack thawed on arrival', 'Order issue', 'In Progress', 3),
  request(39, 'PO number missing on invoice', 'Billing question', 'Closed', 8),
  request(38, 'Compensation matrix for 12-colour panel', 'Technical question', 'New', 12),
  request(37, 'Preventive maintenance visit', 'Instrument service', 'Closed', 30),
];

export const STORY_REQUEST_DETAIL = {
  ...STORY_REQUESTS[0]!,
  descriptionHtml:
    '<p>After about 40 minutes the <strong>488 nm laser</strong> power reading falls from 50 mW to 38 mW.</p><ul><li>Daily QC passes in the morning</li><li>CV on beads rises to 6 %</li></ul>',
  activities: [
    {
      id: 'a1',
      kind: 'status',
      authorRole: 'support',
      authorName: 'Lena (Cellaris Support)',
      bodyHtml: null,
      fromStatus: 'New',
      toStatus: 'In Progress',
      attachment: null,
      createdAt: '2026-11-19T10:00:00.000Z',
    },
    {
      id: 'a2',
      kind: 'comment',
      authorRole: 'support',
      authorName: 'Lena (Cellaris Support)',
      bodyHtml:
        '<p>Thank you. Please run the <em>laser diagnostics</em> report and attach it here; see the <a href="https://cellaris.example/guides/diagnostics">guide</a>.</p>',
      fromStatus: null,
      toStatus: null,
      attachment: null,
      createdAt: '2026-11-19T10:05:00.000Z',
    },
    {
      id: 'a3',
      kind: 'attachment',
      authorRole: 'customer',
      authorName: 'Paul Okafor',
      bodyHtml: null,
      fromStatus: null,
      toStatus: null,
      attachment: {
        id: '069x',
        fileName: 'laser-diagnostics.txt',
        contentType: 'text/plain',
        size: 2480,
      },
      createdAt: '2026-11-19T14:30:00.000Z',
    },
    {
      id: 'a4',
      kind: 'status',
      authorRole: 'support',
      authorName: 'Lena (Cellaris Support)',
      bodyHtml: null,
      fromStatus: 'In Progress',
      toStatus: 'Waiting on Customer',
      attachment: null,
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ],
};

/** The answers of the request calls; anything else is "No records Found." */
export function requestAnswers(call: CrmCall): CrmAnswer {
  switch (call.type) {
    case 'getRequests':
      return {
        statusCode: 200,
        content: {
          requests: STORY_REQUESTS,
          totalCount: STORY_REQUESTS.length,
          page: 1,
          pageSize: 20,
          statusCounts: { New: 1, 'In Progress': 1, 'Waiting on Customer': 1, Closed: 2 },
        },
      };
    case 'getRequestDetails':
      return { statusCode: 200, content: STORY_REQUEST_DETAIL };
    case 'getOrders':
      return {
        statusCode: 200,
        content: {
          orders: [
            {
              id: 'o1',
              orderNumber: 'SO-2026-00412',
              placedAt: '2026-11-02T10:00:00.000Z',
              poNumber: 'NG-7781',
            },
          ],
          totalCount: 1,
        },
      };
    default:
      return { statusCode: 200, content: 'ERROR: No records Found.' };
  }
}
