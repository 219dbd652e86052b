import { pageCount } from '../../../../runtime/data/pageCount';
import { describe, expect, it } from 'vitest';
import {
  acceptFiles,
  activitySummary,
  attachmentAccept,
  attachmentListItems,
  DEFAULT_REQUESTS_QUERY,
  formatFileSize,
  hasText,
  plainTextToHtml,
  requestActions,
  requestIdFromPath,
  requestPath,
  statusTone,
  toggleSort,
  uploadChunks,
  withFilter,
} from '../../../../runtime/domain/requests/requestsRules';
import type { RequestActivity } from '../../../../runtime/domain/requests/requestsTypes';
import {
  ATTACHMENT_TYPES,
  attachmentProblem,
  REQUEST_LIMITS,
} from '../../../../schemas/supportRequests';

const activity = (change: Partial<RequestActivity>): RequestActivity => ({
  id: 'a1',
  kind: 'comment',
  authorRole: 'customer',
  authorName: 'Paul Okafor',
  bodyHtml: null,
  fromStatus: null,
  toStatus: null,
  attachment: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...change,
});

describe('support request rules', () => {
  it('links a request by its number and reads the number back from the path', () => {
    expect(requestPath({ number: 'REQ-00077' })).toBe('/billing/requests/request-REQ-00077');
    expect(requestIdFromPath('/billing/requests/request-REQ-00077')).toBe('REQ-00077');
    expect(requestIdFromPath('/billing/requests/request-REQ-00077/')).toBe('REQ-00077');
    expect(requestIdFromPath('/Billing/Requests/request-a3NDn0000000004')).toBe('a3NDn0000000004');
    expect(requestIdFromPath('/billing/requests/new')).toBeNull();
    expect(requestIdFromPath('/billing/requests/request-%E0%A4%A')).toBeNull();
  });

  it('sorts newest first by default; a header click flips its column or starts a new one', () => {
    expect(DEFAULT_REQUESTS_QUERY).toMatchObject({ sortField: 'createdAt', sortDirection: 'desc' });
    const later = { ...DEFAULT_REQUESTS_QUERY, page: 3 };
    expect(toggleSort(later, 'createdAt')).toMatchObject({ sortDirection: 'asc', page: 1 });
    expect(toggleSort(later, 'subject')).toMatchObject({
      sortField: 'subject',
      sortDirection: 'asc',
    });
    expect(toggleSort(later, 'updatedAt')).toMatchObject({ sortDirection: 'desc' });
    expect(withFilter(later, { statuses: ['Closed'] })).toMatchObject({
      page: 1,
      statuses: ['Closed'],
    });
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  it('offers close on open requests and reopen on closed ones; comments only while open', () => {
    expect(requestActions('Waiting on Customer')).toEqual({
      canComment: true,
      canClose: true,
      canReopen: false,
    });
    expect(requestActions('Closed')).toEqual({
      canComment: false,
      canClose: false,
      canReopen: true,
    });
    expect(statusTone('Waiting on Customer')).toBe('warning');
    expect(statusTone('Closed')).toBe('success');
  });

  it('says what each activity item is', () => {
    expect(activitySummary(activity({}))).toBe('Paul Okafor commented');
    expect(
      activitySummary(activity({ kind: 'status', fromStatus: 'In Progress', toStatus: 'Closed' })),
    ).toBe('Paul Okafor closed the request');
    expect(
      activitySummary(activity({ kind: 'status', fromStatus: 'Closed', toStatus: 'In Progress' })),
    ).toBe('Paul Okafor reopened the request');
    expect(
      activitySummary(
        activity({
          kind: 'status',
          authorRole: 'support',
          authorName: 'Lena',
          fromStatus: 'New',
          toStatus: 'In Progress',
        }),
      ),
    ).toBe('Lena changed the status from New to In Progress');
    expect(
      activitySummary(
        activity({
          kind: 'attachment',
          attachment: { id: 'f', fileName: 'log.txt', contentType: 'text/plain', size: 3 },
        }),
      ),
    ).toBe('Paul Okafor attached log.txt');
  });

  it('counts an empty editor as no text', () => {
    expect(hasText('<p></p>')).toBe(false);
    expect(hasText('<p>&nbsp; </p><ul><li></li></ul>')).toBe(false);
    expect(hasText('<p><strong>x</strong></p>')).toBe(true);
  });

  it('turns plain text into escaped paragraphs', () => {
    expect(plainTextToHtml('a <b>\nline\n\nnext & more')).toBe(
      '<p>a &lt;b&gt;<br>line</p><p>next &amp; more</p>',
    );
  });

  it('refuses files by type, size and count, each with its reason', () => {
    expect(attachmentProblem('scan.PDF', 1000)).toBeNull();
    expect(attachmentProblem('setup.exe', 10)).toBe(
      'setup.exe: this file type cannot be attached. Attach PDF, PNG, JPG, GIF, WebP, TXT, LOG, CSV, XLSX, DOCX or ZIP files.',
    );
    expect(attachmentProblem('empty.txt', 0)).toBe('empty.txt: the file is empty.');
    expect(attachmentProblem('big.pdf', REQUEST_LIMITS.attachmentMaxBytes + 1)).toBe(
      'big.pdf: the file is 5.0 MB; files may be at most 5 MB.',
    );
    const files = Array.from({ length: 4 }, (_, index) => ({ name: `f${index}.txt`, size: 10 }));
    const { accepted, problems } = acceptFiles(2, [...files, { name: 'x.exe', size: 1 }]);
    expect(accepted.map((file) => file.name)).toEqual(['f0.txt', 'f1.txt', 'f2.txt']);
    expect(problems).toEqual([
      'f3.txt: at most 5 attachments per message.',
      expect.stringContaining('x.exe: this file type cannot be attached.'),
    ]);
    expect(attachmentAccept(ATTACHMENT_TYPES)).toContain('.pdf,.png');
  });

  it('uploads in chunks the gateway accepts', () => {
    expect(uploadChunks(0)).toEqual([]);
    expect(uploadChunks(10, 4)).toEqual([
      [0, 4],
      [4, 8],
      [8, 10],
    ]);
    const chunk = REQUEST_LIMITS.uploadChunkBytes;
    // Base64 of a chunk with its envelope stays under the gateway's 128 KB body limit.
    expect(Math.ceil(chunk / 3) * 4 + 4096).toBeLessThan(128 * 1024);
    expect(formatFileSize(820)).toBe('820 B');
    expect(formatFileSize(14 * 1024)).toBe('14 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
  });
});

describe('the attachments list of a message', () => {
  it('shows each upload by name, readable size, state, progress and why it failed', () => {
    const uploading = { key: 'u1', name: 'log.txt', size: 2048, state: 'uploading' as const };
    expect(
      attachmentListItems([
        { ...uploading, progress: 0.5, attachment: null, error: null },
        {
          key: 'u2',
          name: 'photo.png',
          size: 5 * 1024 * 1024,
          state: 'failed',
          progress: 0,
          attachment: null,
          error: 'The upload failed.',
        },
      ]),
    ).toEqual([
      {
        key: 'u1',
        name: 'log.txt',
        sizeText: '2 KB',
        state: 'uploading',
        progress: 0.5,
        error: null,
      },
      {
        key: 'u2',
        name: 'photo.png',
        sizeText: '5 MB',
        state: 'failed',
        progress: 0,
        error: 'The upload failed.',
      },
    ]);
    expect(attachmentListItems([])).toEqual([]);
  });
});
