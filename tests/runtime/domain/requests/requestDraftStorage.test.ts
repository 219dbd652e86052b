import { afterEach, describe, expect, it } from 'vitest';
import {
  clearRequestDraft,
  readRequestDraft,
  storeRequestDraft,
  type RequestDraft,
} from '../../../../runtime/domain/requests/requestDraftStorage';

const DRAFT: RequestDraft = {
  draftId: 'draft-0001-abcd',
  requestType: 'Order issue',
  subject: 'Thawed cold pack',
  relatedTo: '',
  relatedOrderId: 'ord-1',
  descriptionHtml: '<p><strong>Two</strong> boxes</p>',
  savedAt: '2026-11-25T10:00:00.000Z',
};

afterEach(() => localStorage.clear());

describe('the new-request draft', () => {
  it('is kept per user across page loads and cleared once sent', () => {
    storeRequestDraft('paul.portal', DRAFT);
    expect(readRequestDraft('paul.portal')).toEqual(DRAFT);
    expect(readRequestDraft('maria.manager')).toBeNull();
    clearRequestDraft('paul.portal');
    expect(readRequestDraft('paul.portal')).toBeNull();
  });

  it('ignores storage that is not a draft of ours', () => {
    localStorage.setItem('bf-request-draft-paul.portal', '{not json');
    expect(readRequestDraft('paul.portal')).toBeNull();
    localStorage.setItem('bf-request-draft-paul.portal', JSON.stringify({ subject: 3 }));
    expect(readRequestDraft('paul.portal')).toBeNull();
  });
});
