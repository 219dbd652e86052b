import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import RequestForm from '../../../blocks/requestForm/RequestForm';
import type { RequestFormConfiguration } from '../../../schemas/generated/blocks/requestForm';
import { callType, renderWithGateway, sentPayload } from '../dataBlockHarness';

// The plain-text variant: the rich-text editor has its own browser test (tests/e2e/requests.spec.ts).
const CONFIGURATION: RequestFormConfiguration = {
  categories: ['Instrument service', 'Order issue', 'Billing question', 'Technical question'],
  richTextEditor: false,
  allowAttachments: true,
};

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

function renderForm(answer: (type: string | null, payload: Record<string, unknown>) => unknown) {
  return renderWithGateway(
    <MemoryRouter initialEntries={['/billing/requests/new']}>
      <Routes>
        <Route
          path="/billing/requests/new"
          element={<RequestForm blockId="b1" configuration={CONFIGURATION} contentJSON={null} />}
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    (data) => answer(callType(data), sentPayload(data)),
  );
}

afterEach(() => localStorage.clear());

describe('the requestForm block', () => {
  it('names what is missing and sends nothing', async () => {
    const sent: string[] = [];
    renderForm((type) => {
      sent.push(String(type));
      return { statusCode: 200, content: {} };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(screen.getByText('Enter a subject.')).toBeVisible();
    expect(screen.getByText('Describe the request.')).toBeVisible();
    expect(sent).not.toContain('createRequest');
  });

  it('keeps everything when the CRM refuses, then opens the new request once it is made', async () => {
    let refuse = true;
    const payloads: Record<string, unknown>[] = [];
    renderForm((type, payload) => {
      if (type !== 'createRequest') return { statusCode: 200, content: 'ERROR: No records Found.' };
      payloads.push(payload);
      if (refuse) return { statusCode: 400, content: 'ERROR: Subject: at most 200 characters.' };
      return {
        statusCode: 200,
        content: { id: '500x', number: 'REQ-00099', alreadyCreated: false },
      };
    });
    await userEvent.selectOptions(screen.getByLabelText(/Type/), 'Technical question');
    await userEvent.type(screen.getByLabelText(/Subject/), 'Titration of the CD4 panel');
    await userEvent.type(screen.getByLabelText('Instrument and serial number'), 'Aurora CX-5');
    await userEvent.type(
      screen.getByLabelText('Description'),
      'Which dilution?{Enter}{Enter}Thanks <3',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await screen.findByRole('button', { name: 'Submit request' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Titration of the CD4 panel');
    expect(payloads[0]).toMatchObject({
      requestType: 'Technical question',
      subject: 'Titration of the CD4 panel',
      relatedTo: 'Aurora CX-5',
      descriptionHtml: '<p>Which dilution?</p><p>Thanks &lt;3</p>',
    });
    // The draft is in local storage meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(localStorage.getItem('bf-request-draft-anonymous')).toContain(
      'Titration of the CD4 panel',
    );

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('At /billing/requests/request-REQ-00099')).toBeVisible();
    // The retry carried the same draft id, so a lost answer cannot make two requests.
    expect(payloads[1]?.draftId).toBe(payloads[0]?.draftId);
    expect(localStorage.getItem('bf-request-draft-anonymous')).toBeNull();
  });
});
