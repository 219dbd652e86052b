import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import CaseForm from '../../../blocks/caseForm/CaseForm';
import { SessionProvider, type SessionController } from '../../../runtime/session/index';
import type { CaseFormConfiguration } from '../../../schemas/generated/blocks/caseForm';
import { callType, renderWithGateway, sentPayload } from '../dataBlockHarness';
import { signInForTest } from '../signedInSession';

const CONFIGURATION: CaseFormConfiguration = {
  heading: 'Open a support case',
  allowAttachments: true,
  casesUrl: '/billing/cases',
  knowledgeUrl: '/troubleshooting',
};

// The page's controller knows the storefront; the form needs nothing else of it.
const CONTROLLER = { storefrontId: 'sf-cellaris-portal' } as SessionController;

const DETAILS = {
  statusCode: 200,
  content: {
    label: 'Open a support case',
    stfId: 'sf-cellaris-portal',
    caseTypes: [
      { value: 'Instrument service', label: 'Instrument problem', description: 'It fails.' },
      {
        value: 'Technical question',
        label: 'Application or technical question',
        description: 'How to.',
      },
    ],
    defaultCaseType: 'Instrument service',
    contact: { name: 'Paul Portal', email: 'paul.portal@northgate.example', phone: '' },
  },
  priorities: [
    { value: 'Low', label: 'Low', description: 'Within 3 business days.' },
    { value: 'Medium', label: 'Medium', description: 'Within 1 business day.' },
    { value: 'High', label: 'High', description: 'Within 8 business hours.' },
  ],
  defaultPriority: 'Medium',
  requiredFields: {
    'Instrument service': ['subject', 'instrumentModel', 'serialNumber', 'symptom', 'contactEmail'],
    'Technical question': ['subject', 'symptom', 'contactEmail'],
  },
  limits: {
    subjectMaxChars: 200,
    descriptionMaxChars: 20000,
    attachmentsPerCase: 5,
    attachmentMaxBytes: 5242880,
  },
};

const NOT_BUBBLE = {
  statusCode: 200,
  content: { isBubbleOrg: false, accountId: 'a1', accountName: 'Northgate', serviceDesk: null },
};

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

type Sent = {
  type: string | null;
  method: unknown;
  endpoint: string;
  payload: Record<string, unknown>;
};

function renderForm(answer: (sent: Sent) => unknown, path = '/new-case') {
  const sent: Sent[] = [];
  renderWithGateway(
    <SessionProvider controller={CONTROLLER}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/new-case"
            element={<CaseForm blockId="c1" configuration={CONFIGURATION} contentJSON={null} />}
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
    (data) => {
      const call = {
        type: callType(data),
        method: data.callType,
        endpoint: String(data.endpoint),
        payload: data.payload ? sentPayload(data) : {},
      };
      sent.push(call);
      return answer(call);
    },
  );
  return sent;
}

let signOut: () => void;
beforeEach(() => {
  signOut = signInForTest('paul.portal');
});
afterEach(() => signOut());

const PREFILLED =
  '/new-case?symptom=laser+power+drops&article=KA-01006&articleTitle=Laser+power+drops+after+warm-up&model=Aurion+4L';

describe('the caseForm block', () => {
  it('builds the form from the full response of getCaseCreationActionDetails, prefilled from the search', async () => {
    const sent = renderForm(
      ({ type }) => (type === 'checkIfBubbleOrg' ? NOT_BUBBLE : DETAILS),
      PREFILLED,
    );
    const form = await screen.findByRole('form', { name: 'Open a support case' });
    const details = sent.find((call) => call.type === 'getCaseCreationActionDetails')!;
    expect(details.method).toBe('GET');
    expect(new URL(details.endpoint, 'https://crm.invalid').searchParams.get('stfId')).toBe(
      'sf-cellaris-portal',
    );
    expect(sent.find((call) => call.type === 'checkIfBubbleOrg')?.method).toBe('GET');
    // Types from the content, priorities (with their targets) from beside it.
    expect(within(form).getByLabelText(/Case type/)).toHaveValue('Instrument service');
    expect(within(form).getByLabelText(/Priority/)).toHaveValue('Medium');
    expect(within(form).getByText('Within 1 business day.')).toBeVisible();
    expect(within(form).getByLabelText(/Symptom/)).toHaveValue('laser power drops');
    expect(within(form).getByLabelText(/Instrument model/)).toHaveValue('Aurion 4L');
    expect(within(form).getByLabelText(/Contact email/)).toHaveValue(
      'paul.portal@northgate.example',
    );
    expect(
      screen.getByText(/knowledge article KA-01006: Laser power drops after warm-up/),
    ).toBeVisible();
    // The required fields follow the case type.
    expect(within(form).getByLabelText(/Serial number/)).toBeRequired();
    await userEvent.selectOptions(within(form).getByLabelText(/Case type/), 'Technical question');
    expect(within(form).getByLabelText(/Serial number/)).not.toBeRequired();
  });

  it('names what is missing, keeps everything when the CRM refuses, then opens the case', async () => {
    let refuse = true;
    const sent = renderForm(({ type }) => {
      if (type === 'checkIfBubbleOrg') return NOT_BUBBLE;
      if (type === 'getCaseCreationActionDetails') return DETAILS;
      if (type === 'createRequest')
        return refuse
          ? { statusCode: 400, content: 'ERROR: Related to: at most 200 characters.' }
          : {
              statusCode: 200,
              content: { id: '500x', number: 'REQ-00099', alreadyCreated: false },
            };
      return { statusCode: 200, content: 'ERROR: No records Found.' };
    }, PREFILLED);
    const form = await screen.findByRole('form', { name: 'Open a support case' });
    await userEvent.click(within(form).getByRole('button', { name: 'Open case' }));
    expect(within(form).getByText('Enter the serial number from the type plate.')).toBeVisible();
    expect(sent.some((call) => call.type === 'createRequest')).toBe(false);

    await userEvent.type(within(form).getByLabelText(/Serial number/), 'AU4-31877');
    await userEvent.selectOptions(within(form).getByLabelText(/Priority/), 'High');
    await userEvent.type(within(form).getByLabelText(/What happened/), 'Since Monday.');
    await userEvent.click(within(form).getByRole('button', { name: 'Open case' }));
    expect(
      await within(form).findByText(/The case was not opened: Related to: at most 200 characters/),
    ).toBeVisible();
    expect(within(form).getByLabelText(/Serial number/)).toHaveValue('AU4-31877');
    const payload = sent.find((call) => call.type === 'createRequest')!.payload;
    expect(payload).toMatchObject({
      requestType: 'Instrument service',
      subject: 'laser power drops',
      relatedTo: 'Aurion 4L, S/N AU4-31877',
      priority: 'High',
      attachmentIds: [],
    });
    expect(payload.descriptionHtml).toBe(
      '<p><strong>Symptom:</strong> laser power drops</p>' +
        '<p><strong>Knowledge article consulted:</strong> KA-01006 (Laser power drops after warm-up)</p>' +
        '<p><strong>Priority:</strong> High</p>' +
        '<p><strong>Contact:</strong> Paul Portal, paul.portal@northgate.example</p>' +
        '<p>Since Monday.</p>',
    );
    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Open case' }));
    expect(await screen.findByText('At /billing/requests/request-REQ-00099')).toBeVisible();
    const creates = sent.filter((call) => call.type === 'createRequest');
    // The retry carries the same draft id: the CRM answers the case it made, never two.
    expect(creates[1]!.payload.draftId).toBe(creates[0]!.payload.draftId);
  });

  it("routes to the organisation's own service desk when checkIfBubbleOrg says it handles cases", async () => {
    const sent = renderForm(({ type }) =>
      type === 'checkIfBubbleOrg'
        ? {
            statusCode: 200,
            content: {
              isBubbleOrg: true,
              accountId: 'p1',
              accountName: 'Helixa Partner Labs',
              serviceDesk: {
                name: 'Helixa Partner Labs Service Desk',
                email: 'servicedesk@helixa-partner.example',
                phone: '+1 617 555 0142',
                url: 'https://servicedesk.helixa-partner.example/new',
                hours: 'Monday to Friday, 8:00 to 18:00 ET',
              },
            },
          }
        : DETAILS,
    );
    const notice = await screen.findByRole('region', { name: 'Your service desk handles cases' });
    expect(notice).toHaveTextContent(
      'Cases of Helixa Partner Labs are handled by Helixa Partner Labs Service Desk',
    );
    expect(
      within(notice).getByRole('link', {
        name: 'Open a case with Helixa Partner Labs Service Desk',
      }),
    ).toHaveAttribute('href', 'https://servicedesk.helixa-partner.example/new');
    expect(screen.queryByRole('form')).toBeNull();
    expect(sent.some((call) => call.type === 'getCaseCreationActionDetails')).toBe(false);
  });

  it('says so when the case form cannot be loaded', async () => {
    renderForm(({ type }) =>
      type === 'checkIfBubbleOrg'
        ? NOT_BUBBLE
        : {
            statusCode: 403,
            content: 'ERROR: Forbidden: storefront x is not the one you are signed in to.',
          },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The case form could not be loaded.');
    expect(alert).toHaveTextContent('Forbidden');
  });
});
