import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionResult, Crm, Db } from '../../../../server/shared/contracts';
import { DEMO_ACCOUNTS, DEMO_USERS } from '../../../../server/shared/demo';
import { createCrm } from '../../../../server/crm/index';
import { openTestDatabase } from '../../../../server/db/testing';
import { REQUEST_LIMITS } from '../../../../schemas/supportRequests';
import { callerOf, crmCall, GUEST_CALLER, MARIA, PAUL, SOPHIE } from '../crmCall';

let db: Db;
let crm: Crm;
beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
});
afterAll(async () => {
  await db.close();
});

const BILLING = '/services/apexrest/billingportal';
const TOM = DEMO_USERS.find((user) => user.username === 'tom.totp')!;

type Json = Record<string, unknown>;

function asUser(user: typeof MARIA) {
  return {
    accountId: user.accountId,
    userType: user.group,
    contactId: user.contactId,
    caller: callerOf(user),
  };
}

function call(type: string, payload: unknown, user = MARIA): Promise<ActionResult> {
  return crm.makeCall(crmCall(type, { base: BILLING, payload, ...asUser(user) }));
}

async function content(type: string, payload: unknown, user = MARIA): Promise<Json> {
  const result = await call(type, payload, user);
  expect(result.statusCode, JSON.stringify(result.content)).toBe(200);
  return result.content as Json;
}

async function upload(
  fileName: string,
  bytes: Uint8Array,
  user = MARIA,
  uploadId = `up-${fileName}-${bytes.length}`.replace(/[^A-Za-z0-9-]/g, '-'),
) {
  const size = bytes.length;
  const chunkCount = Math.ceil(size / REQUEST_LIMITS.uploadChunkBytes);
  let last: ActionResult | null = null;
  for (let index = 0; index < chunkCount; index++) {
    const chunk = bytes.subarray(
      index * REQUEST_LIMITS.uploadChunkBytes,
      (index + 1) * REQUEST_LIMITS.uploadChunkBytes,
    );
    last = await call(
      'uploadRequestAttachment',
      {
        uploadId,
        fileName,
        size,
        chunkIndex: index,
        chunkCount,
        data: Buffer.from(chunk).toString('base64'),
      },
      user,
    );
    if (last.statusCode !== 200) return last;
  }
  return last!;
}

const PDF = new TextEncoder().encode('%PDF-1.4\n% a small test document\n%%EOF\n');

describe('support requests (billingPortal)', () => {
  it('lists the seeded requests of the account the call acts for, newest first, a page at a time', async () => {
    const page = await content('getRequests', { pageSize: 10 });
    const requests = page.requests as Json[];
    expect(page.totalCount).toBe(36);
    expect(requests).toHaveLength(10);
    const created = requests.map((request) => String(request.createdAt));
    expect(created).toEqual([...created].sort().reverse());
    expect(requests[0]).toMatchObject({ number: expect.stringMatching(/^REQ-\d{5}$/) });
    const counts = page.statusCounts as Record<string, number>;
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(36);

    const closed = await content('getRequests', {
      status: ['Closed'],
      sortField: 'subject',
      sortDirection: 'asc',
    });
    expect((closed.requests as Json[]).every((request) => request.status === 'Closed')).toBe(true);
    expect(closed.totalCount).toBe(counts.Closed);
    const subjects = (closed.requests as Json[]).map((request) =>
      String(request.subject).toLowerCase(),
    );
    expect(subjects).toEqual([...subjects].sort());

    const search = await content('getRequests', { searchText: 'cold pack' });
    expect(
      (search.requests as Json[]).every(
        (request) => request.subject === 'Cold pack thawed on arrival',
      ),
    ).toBe(true);
    expect(search.totalCount).toBeGreaterThan(0);

    expect((await call('getRequests', { sortField: 'password' })).statusCode).toBe(400);
    expect((await call('getRequests', { status: 'Deleted' })).statusCode).toBe(400);
  });

  it('seeds requests with activity for every demo account', async () => {
    for (const user of [TOM, SOPHIE, DEMO_USERS.find((u) => u.username === 'ivy.indirect')!]) {
      const page = await content('getRequests', {}, user);
      expect(page.totalCount, user.username).toBeGreaterThan(0);
    }
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM support_requests WHERE account_id = $1`,
      [DEMO_ACCOUNTS.indirectBuyer.id],
    );
    expect(n).toBeGreaterThan(0);
    const requests = (await content('getRequests', { status: 'Closed', pageSize: 1 }))
      .requests as Json[];
    const detail = await content('getRequestDetails', { requestId: requests[0]!.number });
    const activities = detail.activities as Json[];
    expect(activities.map((activity) => activity.kind)).toContain('status');
    expect(
      activities.some(
        (activity) => activity.authorRole === 'support' && activity.kind === 'comment',
      ),
    ).toBe(true);
    const times = activities.map((activity) => String(activity.createdAt));
    expect(times).toEqual([...times].sort());
  });

  it("answers another account's request as missing, to read, comment, close or download", async () => {
    const sophiePage = await content('getRequests', {}, SOPHIE);
    const sophies = sophiePage.requests as Json[];
    const theirs = sophies[0]!;
    for (const [type, payload] of [
      ['getRequestDetails', { requestId: theirs.id }],
      ['getRequestDetails', { requestId: theirs.number }],
      ['addRequestComment', { requestId: theirs.id, bodyHtml: '<p>hello</p>' }],
      ['updateRequestStatus', { requestId: theirs.id, action: 'close' }],
    ] as const) {
      const result = await call(type, payload);
      expect(result, type).toEqual({ statusCode: 404, content: 'ERROR: Request not found.' });
    }
    const [file] = await db.query<{ id: string }>(
      `SELECT f.id FROM support_request_files f JOIN support_requests r ON r.id = f.request_id
        WHERE r.account_id <> $1 LIMIT 1`,
      [DEMO_ACCOUNTS.main.id],
    );
    expect(await call('getRequestAttachment', { attachmentId: file!.id })).toEqual({
      statusCode: 404,
      content: 'ERROR: Attachment not found.',
    });
    // Guests have none.
    const guest = await crm.makeCall(
      crmCall('getRequests', {
        base: BILLING,
        caller: GUEST_CALLER,
        userType: 'AWSGuest',
        accountId: '',
        contactId: undefined,
      }),
    );
    expect(guest.statusCode).toBe(401);
  });

  it('creates a request with sanitized HTML and an attachment, and a retry with the same draft answers it', async () => {
    const uploaded = await upload('report.pdf', PDF);
    expect(uploaded.statusCode).toBe(200);
    const attachment = (uploaded.content as Json).attachment as Json;
    expect(attachment).toMatchObject({
      fileName: 'report.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const payload = {
      requestType: 'Instrument service',
      subject: 'Fluidics error E-41',
      relatedTo: 'Aurora CX-5, S/N CX5-20419',
      descriptionHtml:
        '<h2>Error</h2><p><strong>E-41</strong> at <em>start-up</em><img src=x onerror="alert(1)"><script>alert(2)</script></p><ul><li><a href="javascript:alert(3)">log</a></li><li><a href="https://cellaris.example/e41">manual</a></li></ul><p style="position:fixed" onclick="x()">x</p>',
      attachmentIds: [attachment.id],
      draftId: 'draft-0001-abcd',
    };
    const created = await content('createRequest', payload);
    expect(created).toMatchObject({
      status: 'New',
      subject: 'Fluidics error E-41',
      alreadyCreated: false,
    });
    const detail = await content('getRequestDetails', { requestId: created.number });
    const html = String(detail.descriptionHtml);
    expect(html).toContain('<h2>Error</h2>');
    expect(html).toContain('<strong>E-41</strong>');
    expect(html).toContain('href="https://cellaris.example/e41"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    for (const hostile of ['<img', 'onerror', '<script', 'javascript:', 'style=', 'onclick'])
      expect(html).not.toContain(hostile);
    const activities = detail.activities as Json[];
    expect(activities).toHaveLength(1);
    expect(activities[0]).toMatchObject({
      kind: 'attachment',
      authorRole: 'customer',
      authorName: 'Maria Keller',
    });

    const again = await content('createRequest', payload);
    expect(again).toMatchObject({ number: created.number, alreadyCreated: true });

    // Paul, at the same account, sees it and may download its file; Sophie may not.
    const file = await content('getRequestAttachment', { attachmentId: attachment.id }, PAUL);
    expect(Buffer.from(String(file.base64), 'base64').toString()).toBe(
      new TextDecoder().decode(PDF),
    );
    expect(
      (await call('getRequestAttachment', { attachmentId: attachment.id }, SOPHIE)).statusCode,
    ).toBe(404);
    // A file attached once cannot be attached again.
    expect((await call('createRequest', { ...payload, draftId: 'draft-0002-abcd' })).content).toBe(
      'ERROR: An attachment was not found: upload it again.',
    );
  });

  it('names every problem of a request at once and saves nothing', async () => {
    const before = await db.query('SELECT count(*)::int AS n FROM support_requests');
    const result = await call('createRequest', {
      requestType: 'Complaint',
      subject: 'x'.repeat(REQUEST_LIMITS.subjectMaxChars + 1),
      descriptionHtml: '<p> </p><script>alert(1)</script>',
    });
    expect(result.statusCode).toBe(400);
    expect(result.content).toContain('Type: one of');
    expect(result.content).toContain('Subject: at most 200 characters.');
    expect(result.content).toContain('Description: required.');
    expect(await db.query('SELECT count(*)::int AS n FROM support_requests')).toEqual(before);
  });

  it('refuses attachments of the wrong type, size or content with a clear message', async () => {
    expect((await upload('tool.exe', new Uint8Array([0x4d, 0x5a, 1, 2]))).content).toBe(
      'ERROR: tool.exe: this file type cannot be attached. Attach PDF, PNG, JPG, GIF, WebP, TXT, LOG, CSV, XLSX, DOCX or ZIP files.',
    );
    const tooBig = await call('uploadRequestAttachment', {
      uploadId: 'big-file-0001',
      fileName: 'scan.pdf',
      size: REQUEST_LIMITS.attachmentMaxBytes + 1,
      chunkIndex: 0,
      chunkCount: 81,
      data: '',
    });
    expect(tooBig.content).toBe('ERROR: scan.pdf: the file is 5.0 MB; files may be at most 5 MB.');
    // A renamed program is not a PDF.
    expect((await upload('invoice.pdf', new Uint8Array([0x4d, 0x5a, 0x90, 0, 3]))).content).toBe(
      "ERROR: invoice.pdf: the file's content does not match its type; it was not attached.",
    );
    // Several chunks come together in order.
    const bytes = new Uint8Array(REQUEST_LIMITS.uploadChunkBytes * 2 + 10).fill(65);
    const whole = await upload('run.log', bytes);
    expect((whole.content as Json).complete).toBe(true);
    const id = ((whole.content as Json).attachment as Json).id;
    const file = await content('getRequestAttachment', { attachmentId: id });
    expect(Buffer.from(String(file.base64), 'base64').length).toBe(bytes.length);
  });

  it('adds comments, closes and reopens, with each change in the activity', async () => {
    const created = await content('createRequest', {
      requestType: 'Technical question',
      subject: 'Panel titration',
      descriptionHtml: '<p>Which dilution?</p>',
    });
    const comment = await content(
      'addRequestComment',
      {
        requestId: created.id,
        bodyHtml: '<p>Also: <b>which</b> buffer?</p><iframe src="https://evil.example"></iframe>',
      },
      PAUL,
    );
    expect(comment.status).toBe('New');
    expect(
      await content('updateRequestStatus', { requestId: created.id, action: 'close' }),
    ).toMatchObject({ status: 'Closed' });
    expect(
      await call('addRequestComment', { requestId: created.id, bodyHtml: '<p>one more</p>' }),
    ).toEqual({
      statusCode: 409,
      content: 'ERROR: This request is closed. Reopen it to add a comment.',
    });
    expect(
      await content('updateRequestStatus', { requestId: created.id, action: 'close' }),
    ).toMatchObject({ status: 'Closed' });
    expect(
      await content('updateRequestStatus', { requestId: created.id, action: 'reopen' }),
    ).toMatchObject({ status: 'In Progress' });
    const detail = await content('getRequestDetails', { requestId: created.id });
    const activities = detail.activities as Json[];
    expect(activities.map((a) => [a.kind, a.toStatus ?? null, a.authorName])).toEqual([
      ['comment', null, 'Paul Okafor'],
      ['status', 'Closed', 'Maria Keller'],
      ['status', 'In Progress', 'Maria Keller'],
    ]);
    expect(activities[0]!.bodyHtml).toBe('<p>Also: <b>which</b> buffer?</p>');
  });

  it('reads requests as the Case object for the cases list', async () => {
    const result = await crm.makeCall(
      crmCall('getLookupRecords', {
        payload: { objectName: 'Case', displayFields: ['CaseNumber', 'Subject', 'Status'] },
      }),
    );
    const rows = result.content as Json[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ CaseNumber: expect.stringMatching(/^REQ-/) });
    const ids = new Set(
      (
        await db.query<{ id: string }>('SELECT id FROM support_requests WHERE account_id = $1', [
          DEMO_ACCOUNTS.main.id,
        ])
      ).map((r) => r.id),
    );
    expect(rows.every((row) => ids.has(String(row.Id)))).toBe(true);
  });

  it("turns the support page form into a request (createRecord Case): the user's own, or a guest's web case", async () => {
    const fields = {
      name: 'Paul Okafor',
      email: 'paul.okafor@northgate-labs.test',
      topic: 'Order status',
      message: 'Where is order SO-1?\n\n<img src=x onerror=alert(1)>',
    };
    const mine = await crm.makeCall(
      crmCall('createRecord', { payload: { objectName: 'Case', fields }, ...asUser(PAUL) }),
    );
    expect(mine.statusCode, JSON.stringify(mine.content)).toBe(200);
    const caseNumber = (mine.content as Json).caseNumber as string;
    const detail = await content('getRequestDetails', { requestId: caseNumber }, PAUL);
    expect(detail).toMatchObject({ type: 'Order issue', status: 'New', createdBy: 'Paul Okafor' });
    expect(String(detail.subject)).toBe('Order status: Where is order SO-1?');
    expect(String(detail.descriptionHtml)).toContain('<p>Where is order SO-1?</p>');
    expect(String(detail.descriptionHtml)).not.toContain('<img');

    const guest = {
      caller: GUEST_CALLER,
      userType: 'AWSGuest',
      accountId: GUEST_CALLER.guestAccountId!,
      contactId: undefined,
    };
    const refused = await crm.makeCall(
      crmCall('createRecord', {
        payload: { objectName: 'Case', fields: { message: 'hi', email: 'nope' } },
        ...guest,
      }),
    );
    expect(refused).toEqual({
      statusCode: 400,
      content: expect.stringContaining('Full name: required.'),
    });
    const web = await crm.makeCall(
      crmCall('createRecord', { payload: { objectName: 'Case', fields }, ...guest }),
    );
    expect(web.statusCode).toBe(200);
    const [row] = await db.query<{ web_email: string; contact_id: string | null }>(
      'SELECT web_email, contact_id FROM support_requests WHERE request_number = $1',
      [(web.content as Json).caseNumber],
    );
    expect(row).toEqual({ web_email: 'paul.okafor@northgate-labs.test', contact_id: null });
    expect(
      (await crm.makeCall(crmCall('createRecord', { payload: { objectName: 'Account', fields } })))
        .statusCode,
    ).toBe(400);
  });
});
