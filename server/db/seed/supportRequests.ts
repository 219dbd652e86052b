import { DEMO_ACCOUNTS, DEMO_USERS } from '../../shared/demo';
import { seedTime } from './clock';
import { createPrng } from './prng';

/**
 * Support requests (cases) of every demo account, with realistic activity: the customer's
 * description, support's replies, status changes, customer follow-ups and log files attached.
 * Deterministic (seeded PRNG, seed-relative times), so tests can name numbers and counts.
 */

type Row = Record<string, unknown>;

interface Scenario {
  type: string;
  subject: string;
  description: string;
  related?: string;
  /** Support's first answer. */
  reply: string;
  followUp?: string;
  attachment?: { fileName: string; text: string };
}

const SCENARIOS: readonly Scenario[] = [
  {
    type: 'Instrument service',
    subject: 'Laser 2 power drops after warm-up',
    related: 'Aurora CX-5 flow cytometer, S/N CX5-20419',
    description:
      '<p>After about 40 minutes the <strong>488 nm laser</strong> power reading falls from 50 mW to 38 mW.</p><ul><li>Daily QC passes in the morning</li><li>CV on beads rises to 6 %</li></ul>',
    reply:
      '<p>Thank you. Please run the <em>laser diagnostics</em> report and attach it here; our field engineer will review it.</p>',
    followUp: '<p>Diagnostics report attached.</p>',
    attachment: {
      fileName: 'laser-diagnostics.txt',
      text: 'Laser 2 (488 nm)\nt=0 min  50.1 mW\nt=40 min 38.4 mW\n',
    },
  },
  {
    type: 'Order issue',
    subject: 'Cold pack thawed on arrival',
    related: 'Order SO-2025-00412',
    description:
      '<p>Two boxes of <strong>CD4 antibody panels</strong> arrived with the cold pack fully thawed. Temperature logger shows 14 °C.</p>',
    reply:
      '<p>We are sorry. A replacement ships today on Priority Overnight; no need to return the boxes.</p>',
  },
  {
    type: 'Billing question',
    subject: 'PO number missing on invoice',
    description:
      '<p>Invoice INV-10233 does not show our PO number <strong>NG-PO-7781</strong>; our AP team cannot book it.</p>',
    reply: '<p>We have reissued the invoice with the PO number. You will find it in Invoices.</p>',
  },
  {
    type: 'Technical question',
    subject: 'Compensation matrix for 12-colour panel',
    description:
      '<p>Which single-stain controls do you recommend for the <em>12-colour T-cell panel</em>?</p><ol><li>Beads or cells?</li><li>Same lot as the panel?</li></ol>',
    reply:
      '<p>Use capture beads for every tandem dye, from the same lot. See the <a href="https://cellaris.example/guides/compensation">compensation guide</a>.</p>',
    followUp: '<p>Thanks, that solved it.</p>',
  },
  {
    type: 'Instrument service',
    subject: 'Preventive maintenance visit',
    related: 'Helix NGS-2 sequencer, S/N HX2-00871',
    description:
      '<p>Please schedule the yearly maintenance visit, ideally in the week of the 10th.</p>',
    reply: '<p>Booked for Tuesday 9:00. The engineer will call the day before.</p>',
  },
  {
    type: 'Order issue',
    subject: 'Wrong pack size delivered',
    related: 'Order SO-2025-00377',
    description: '<p>We ordered the 500-test pack of the viability dye and received 100 tests.</p>',
    reply: '<p>The right pack is on its way; please keep the small pack at no charge.</p>',
  },
  {
    type: 'Technical question',
    subject: 'Library prep yield below spec',
    description:
      '<p>Library yields are around 4 nM instead of 10 nM with kit lot <strong>L2409</strong>.</p>',
    reply: '<p>Could you send the Bioanalyzer trace of one library?</p>',
    attachment: { fileName: 'bioanalyzer-trace.csv', text: 'size_bp,fu\n150,12\n300,88\n450,40\n' },
  },
  {
    type: 'Billing question',
    subject: 'Credit note for returned reagents',
    description: '<p>We returned 3 kits under RMA-5521. When will the credit note be issued?</p>',
    reply: '<p>The credit note was issued today and applied to your open balance.</p>',
  },
];

const SUPPORT_AGENTS = [
  'Lena (Cellaris Support)',
  'Marc (Cellaris Field Service)',
  'Priya (Cellaris Billing)',
];

/** The demo accounts with the contacts their requests are from (null: opened by phone). */
function requesters(): { accountId: string; contacts: (string | null)[]; count: number }[] {
  const of = (accountId: string) =>
    DEMO_USERS.filter((user) => user.accountId === accountId && user.signInPath !== 'disabled').map(
      (user) => user.contactId,
    );
  return [
    { accountId: DEMO_ACCOUNTS.main.id, contacts: of(DEMO_ACCOUNTS.main.id), count: 36 },
    { accountId: DEMO_ACCOUNTS.related.id, contacts: of(DEMO_ACCOUNTS.related.id), count: 8 },
    { accountId: DEMO_ACCOUNTS.indirectBuyer.id, contacts: [null], count: 4 },
    {
      accountId: DEMO_ACCOUNTS.distributor.id,
      contacts: of(DEMO_ACCOUNTS.distributor.id),
      count: 8,
    },
    { accountId: DEMO_ACCOUNTS.sso.id, contacts: of(DEMO_ACCOUNTS.sso.id), count: 8 },
  ];
}

export interface SupportRequestSeed {
  requests: Row[];
  files: Row[];
  activities: Row[];
}

const STATUSES = ['New', 'In Progress', 'Waiting on Customer', 'Closed'] as const;

export function supportRequestRows(): SupportRequestSeed {
  const prng = createPrng(1818);
  const names = new Map(
    DEMO_USERS.map((user) => [user.contactId, `${user.givenName} ${user.familyName}`]),
  );
  const requests: Row[] = [];
  const files: Row[] = [];
  const activities: Row[] = [];
  let number = 0;
  let activity = 0;
  const stamp = (days: number) => seedTime(days);
  for (const { accountId, contacts, count } of requesters()) {
    for (let index = 0; index < count; index++) {
      number++;
      const scenario = SCENARIOS[(number - 1) % SCENARIOS.length]!;
      const contactId = contacts[index % contacts.length] ?? null;
      const id = `500Dn${String(number).padStart(13, '0')}`;
      const created = -prng.int(1, 360) - prng.next();
      const status = STATUSES[prng.int(0, 3)]!;
      const agent = prng.pick(SUPPORT_AGENTS);
      const customer = (contactId && names.get(contactId)) ?? 'Customer (by phone)';
      const steps: Row[] = [];
      let at = created;
      const push = (row: Omit<Row, 'id' | 'request_id' | 'created_at'>, gapDays: number) => {
        at += gapDays;
        activity++;
        steps.push({
          id: `a0ADn${String(activity).padStart(13, '0')}`,
          request_id: id,
          kind: row.kind,
          author_role: row.author_role,
          author_name: row.author_name,
          author_contact_id: row.author_contact_id ?? null,
          body_html: row.body_html ?? null,
          from_status: row.from_status ?? null,
          to_status: row.to_status ?? null,
          file_id: row.file_id ?? null,
          created_at: stamp(at),
        });
      };
      if (status !== 'New') {
        push(
          {
            kind: 'status',
            author_role: 'support',
            author_name: agent,
            from_status: 'New',
            to_status: 'In Progress',
          },
          0.05,
        );
        push(
          {
            kind: 'comment',
            author_role: 'support',
            author_name: agent,
            body_html: scenario.reply,
          },
          0.1,
        );
        if (scenario.attachment) {
          const fileId = `069Dn${String(number).padStart(13, '0')}`;
          const body = Buffer.from(scenario.attachment.text, 'utf8');
          files.push({
            id: fileId,
            upload_id: `seed-${number}`,
            account_id: accountId,
            contact_id: contactId,
            request_id: id,
            file_name: scenario.attachment.fileName,
            content_type: scenario.attachment.fileName.endsWith('.csv') ? 'text/csv' : 'text/plain',
            size: body.length,
            chunk_count: 1,
            body: `\\x${body.toString('hex')}`,
            complete: true,
            created_at: stamp(at + 0.2),
          });
          if (scenario.followUp)
            push(
              {
                kind: 'comment',
                author_role: 'customer',
                author_name: customer,
                author_contact_id: contactId,
                body_html: scenario.followUp,
              },
              0.2,
            );
          push(
            {
              kind: 'attachment',
              author_role: 'customer',
              author_name: customer,
              author_contact_id: contactId,
              file_id: fileId,
            },
            0,
          );
        } else if (scenario.followUp) {
          push(
            {
              kind: 'comment',
              author_role: 'customer',
              author_name: customer,
              author_contact_id: contactId,
              body_html: scenario.followUp,
            },
            0.3,
          );
        }
      }
      if (status === 'Waiting on Customer' || status === 'Closed') {
        push(
          {
            kind: 'status',
            author_role: 'support',
            author_name: agent,
            from_status: 'In Progress',
            to_status: status,
          },
          0.4,
        );
      }
      const updated = steps.length ? at : created;
      requests.push({
        id,
        request_number: `REQ-${String(number).padStart(5, '0')}`,
        account_id: accountId,
        contact_id: contactId,
        type: scenario.type,
        subject: scenario.subject,
        status,
        description_html: scenario.description,
        related_item_id: null,
        related_order_id: null,
        related_label: scenario.related ?? null,
        created_at: stamp(created),
        updated_at: stamp(updated),
        closed_at: status === 'Closed' ? stamp(updated) : null,
      });
      activities.push(...steps);
    }
  }
  return { requests, files, activities };
}
