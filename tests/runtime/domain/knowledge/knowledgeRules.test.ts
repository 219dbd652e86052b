import { describe, expect, it } from 'vitest';
import {
  CASE_DETAILS_UNREADABLE,
  caseDescriptionHtml,
  caseDetailsOf,
  casePrefillOf,
  casePrefillPath,
  caseProblems,
  caseRelatedTo,
  serviceDeskRoute,
} from '../../../../runtime/domain/knowledge/knowledgeRules';
import type { CaseDraft } from '../../../../runtime/domain/knowledge/knowledgeTypes';

/** getCaseCreationActionDetails as the CRM stand-in answers it (the whole result). */
const FULL_RESPONSE = {
  statusCode: 200,
  content: {
    label: 'Open a support case',
    caseTypes: [
      { value: 'Instrument service', label: 'Instrument problem', description: 'Fails' },
      { value: 'Technical question', label: 'Technical question', description: 'How to' },
    ],
    defaultCaseType: 'Technical question',
    contact: { name: 'Paul Portal', email: 'paul@northgate.example', phone: '+1 555' },
  },
  priorities: [
    { value: 'Low', label: 'Low', description: '3 days' },
    { value: 'High', label: 'High', description: '8 hours' },
    { value: 'Urgent', label: 'Not a CRM priority', description: '' },
  ],
  defaultPriority: 'High',
  requiredFields: {
    'Instrument service': ['subject', 'serialNumber', 'symptom', 'bogusField'],
    'Technical question': ['subject'],
  },
  limits: { subjectMaxChars: 50 },
};

const details = caseDetailsOf(FULL_RESPONSE);

function draft(patch: Partial<CaseDraft> = {}): CaseDraft {
  return {
    caseType: 'Instrument service',
    priority: 'High',
    subject: 'Laser power drops',
    instrumentModel: 'Aurion 4L',
    serialNumber: 'AU4-31877',
    symptom: 'Power falls after warm-up',
    description: '',
    contactName: 'Paul Portal',
    contactEmail: 'paul@northgate.example',
    contactPhone: '',
    articleNumber: 'KA-01006',
    draftId: 'd-1',
    ...patch,
  };
}

describe('caseDetailsOf', () => {
  it('reads the form from the whole response: types from content, priorities and fields beside it', () => {
    expect(details.caseTypes.map((type) => type.value)).toEqual([
      'Instrument service',
      'Technical question',
    ]);
    expect(details.defaultCaseType).toBe('Technical question');
    expect(details.priorities.map((priority) => priority.value)).toEqual(['Low', 'High']);
    expect(details.defaultPriority).toBe('High');
    expect(details.requiredFields['Instrument service']).toEqual([
      'subject',
      'serialNumber',
      'symptom',
    ]);
    expect(details.limits.subjectMaxChars).toBe(50);
    expect(details.contact.email).toBe('paul@northgate.example');
  });

  it('cannot build the form from the content alone', () => {
    expect(() => caseDetailsOf({ statusCode: 200, content: FULL_RESPONSE.content })).toThrow(
      CASE_DETAILS_UNREADABLE,
    );
  });
});

describe('caseProblems', () => {
  it('asks for the fields the case type requires, by name', () => {
    expect(caseProblems(draft({ serialNumber: '', symptom: ' ' }), details)).toEqual({
      serialNumber: 'Enter the serial number from the type plate.',
      symptom: 'Describe the symptom.',
    });
    expect(
      caseProblems(draft({ caseType: 'Technical question', serialNumber: '' }), details),
    ).toEqual({});
  });

  it('refuses a malformed serial number, an email without a domain and a long subject', () => {
    const problems = caseProblems(
      draft({ serialNumber: 'AU 4?', contactEmail: 'paul@', subject: 'x'.repeat(51) }),
      details,
    );
    expect(Object.keys(problems).sort()).toEqual(['contactEmail', 'serialNumber', 'subject']);
    expect(problems.subject).toBe('The subject may be at most 50 characters.');
  });

  it('refuses a type or priority the CRM did not offer', () => {
    expect(caseProblems(draft({ caseType: 'Billing', priority: 'Urgent' }), details)).toEqual({
      caseType: 'Choose the type of case.',
      priority: 'Choose a priority.',
    });
  });
});

describe('the case as a support request', () => {
  it('names the instrument with its serial number', () => {
    expect(caseRelatedTo(draft())).toBe('Aurion 4L, S/N AU4-31877');
    expect(caseRelatedTo(draft({ instrumentModel: '' }))).toBe('S/N AU4-31877');
  });

  it('writes symptom, article, priority and contact first, escaping what was typed', () => {
    const html = caseDescriptionHtml(
      draft({ symptom: 'Drops <50 mW>', description: 'Tried a restart.\n\nStill < 40 mW' }),
      'Laser power drops after warm-up',
    );
    expect(html).toBe(
      '<p><strong>Symptom:</strong> Drops &lt;50 mW&gt;</p>' +
        '<p><strong>Knowledge article consulted:</strong> KA-01006 (Laser power drops after warm-up)</p>' +
        '<p><strong>Priority:</strong> High</p>' +
        '<p><strong>Contact:</strong> Paul Portal, paul@northgate.example</p>' +
        '<p>Tried a restart.</p><p>Still &lt; 40 mW</p>',
    );
  });
});

describe('the prefill from the search', () => {
  it('travels in the case page address and back', () => {
    const path = casePrefillPath('/new-case', {
      symptom: 'laser power drops',
      articleNumber: 'KA-01006',
      articleTitle: 'Laser power drops after warm-up',
      model: 'Aurion 4L',
    });
    expect(path).toBe(
      '/new-case?symptom=laser+power+drops&article=KA-01006&articleTitle=Laser+power+drops+after+warm-up&model=Aurion+4L',
    );
    expect(casePrefillOf(new URL(path, 'https://x.test').searchParams)).toEqual({
      symptom: 'laser power drops',
      articleNumber: 'KA-01006',
      articleTitle: 'Laser power drops after warm-up',
      model: 'Aurion 4L',
    });
    expect(casePrefillOf(new URLSearchParams('article=javascript:1')).articleNumber).toBe('');
  });
});

describe('serviceDeskRoute', () => {
  const answer = {
    isBubbleOrg: true,
    accountId: 'a',
    accountName: 'Helixa Partner Labs',
    serviceDesk: {
      name: 'Helixa Desk',
      email: 'desk@helixa.example',
      phone: null,
      url: null,
      hours: null,
    },
  };

  it('is null when Cellaris support takes the case', () => {
    expect(serviceDeskRoute({ ...answer, isBubbleOrg: false, serviceDesk: null })).toBeNull();
  });

  it("opens the desk's portal, or writes to the desk", () => {
    expect(
      serviceDeskRoute({
        ...answer,
        serviceDesk: { ...answer.serviceDesk, url: 'https://desk.example/new' },
      }),
    ).toEqual({ href: 'https://desk.example/new', label: 'Open a case with Helixa Desk' });
    const mail = serviceDeskRoute(answer, draft());
    expect(mail?.href).toMatch(/^mailto:desk@helixa\.example\?subject=Laser%20power%20drops&body=/);
    expect(mail?.label).toBe('Email Helixa Desk');
  });
});
