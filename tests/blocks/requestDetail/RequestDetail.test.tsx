import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import RequestDetail from '../../../blocks/requestDetail/RequestDetail';
import type { RequestDetailConfiguration } from '../../../schemas/generated/blocks/requestDetail';
import { createStorefrontQueryClient } from '../../../runtime/app/createStorefrontQueryClient';
import { callType, gatewayHarness, sentPayload } from '../dataBlockHarness';

const CONFIGURATION: RequestDetailConfiguration = {
  showActivity: true,
  allowReply: true,
  richTextEditor: false,
};

const HOSTILE =
  '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(1)">js</a><p style="position:fixed" onclick="x()">styled</p>';

function detail(status: string) {
  return {
    id: '500Dn0000000000077',
    number: 'REQ-00077',
    type: 'Instrument service',
    subject: 'Laser power drops',
    status,
    relatedTo: 'Aurora CX-5, S/N CX5-20419',
    createdBy: 'Paul Okafor',
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-10-02T09:00:00.000Z',
    closedAt: null,
    descriptionHtml: `<h2>Symptom</h2><p><strong>488 nm</strong> drops</p>${HOSTILE}`,
    activities: [
      {
        id: 'a1',
        kind: 'comment',
        authorRole: 'support',
        authorName: 'Lena (Cellaris Support)',
        bodyHtml: `<p>Please run the <em>diagnostics</em>. <a href="https://cellaris.example/d">Guide</a></p>${HOSTILE}`,
        fromStatus: null,
        toStatus: null,
        attachment: null,
        createdAt: '2026-10-01T10:00:00.000Z',
      },
      {
        id: 'a2',
        kind: 'attachment',
        authorRole: 'customer',
        authorName: 'Paul Okafor',
        bodyHtml: null,
        fromStatus: null,
        toStatus: null,
        attachment: { id: '069x', fileName: 'diag.txt', contentType: 'text/plain', size: 2048 },
        createdAt: '2026-10-01T11:00:00.000Z',
      },
    ],
  };
}

function renderDetail(status = 'In Progress') {
  const calls: { type: string | null; payload: Record<string, unknown> }[] = [];
  let current = status;
  // The app's query client: writes refetch what they declare, failures are toasted.
  const harness = gatewayHarness((data) => {
    const type = callType(data);
    const payload = sentPayload(data);
    calls.push({ type, payload });
    if (type === 'updateRequestStatus') {
      current = payload.action === 'close' ? 'Closed' : 'In Progress';
      return { statusCode: 200, content: { ...detail(current) } };
    }
    if (type === 'addRequestComment')
      return { statusCode: 400, content: 'ERROR: Comment: required.' };
    return { statusCode: 200, content: detail(current) };
  }, createStorefrontQueryClient());
  const rendered = harness.render(
    <MemoryRouter initialEntries={['/billing/requests/request-REQ-00077']}>
      <RequestDetail blockId="b1" configuration={CONFIGURATION} contentJSON={null} />
    </MemoryRouter>,
  );
  return { ...rendered, calls };
}

describe('the requestDetail block', () => {
  it('reads the request named in the path and shows it with its activity in order', async () => {
    const { calls } = renderDetail();
    expect(await screen.findByRole('heading', { name: 'Laser power drops' })).toBeVisible();
    expect(calls[0]).toEqual({
      type: 'getRequestDetails',
      payload: expect.objectContaining({ requestId: 'REQ-00077' }),
    });
    expect(screen.getByText('Aurora CX-5, S/N CX5-20419')).toBeVisible();
    const activity = document.querySelectorAll('.bf-request-activity');
    expect(
      [...activity].map((item) => item.querySelector('.bf-request-activity-who')?.textContent),
    ).toEqual(['Lena (Cellaris Support) commented', 'Paul Okafor attached diag.txt']);
    expect(screen.getByRole('button', { name: 'diag.txt' })).toBeVisible();
  });

  it('sanitizes every body again before showing it: formatting stays, anything active goes', async () => {
    renderDetail();
    expect(await screen.findByText('488 nm')).toBeVisible();
    await screen.findByText('diagnostics');
    const bodies = [...document.querySelectorAll('.bf-request-body')];
    expect(bodies).toHaveLength(2);
    for (const body of bodies) {
      expect(body.querySelector('img, script, [onclick], [onerror], [style]')).toBeNull();
      for (const link of body.querySelectorAll('a[href]'))
        expect(link.getAttribute('href')).toMatch(/^https:/);
    }
    expect(bodies[0]?.querySelector('h2')?.textContent).toBe('Symptom');
    const guide = screen.getByRole('link', { name: 'Guide' });
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(guide).toHaveAttribute('target', '_blank');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('closes and reopens the request', async () => {
    const { calls } = renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Close request' }));
    expect(await screen.findByRole('button', { name: 'Reopen request' })).toBeVisible();
    expect(screen.getByText('This request is closed. Reopen it to add a comment.')).toBeVisible();
    expect(calls.find((call) => call.type === 'updateRequestStatus')?.payload).toMatchObject({
      requestId: '500Dn0000000000077',
      action: 'close',
    });
  });

  it('asks for text before sending a comment, and keeps a comment the CRM refused', async () => {
    const { calls } = renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Add comment' }));
    expect(screen.getByText('Write a comment or attach a file.')).toBeVisible();
    expect(calls.some((call) => call.type === 'addRequestComment')).toBe(false);
    await userEvent.type(screen.getByLabelText('Your comment'), 'Ran it twice.');
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await screen.findByRole('button', { name: 'Add comment' });
    expect(calls.find((call) => call.type === 'addRequestComment')?.payload).toMatchObject({
      bodyHtml: '<p>Ran it twice.</p>',
    });
    expect(screen.getByLabelText('Your comment')).toHaveValue('Ran it twice.');
  });
});
