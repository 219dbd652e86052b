import { SEED_KNOWLEDGE_ARTICLES as SEED_ARTICLES, type SeedArticle } from './demoWorld';
import type { CrmAnswer, CrmCall } from './gatewayHandlers';

/**
 * The knowledge base and case calls as the CRM stand-in answers them
 * (server/crm/handlers/ecommerce/getKnowledge*.ts), from the seed's own articles, for the
 * knowledgeSearch and caseForm stories: the stories' in-memory CRM has no full-text search.
 */
const published = SEED_ARTICLES.filter((article) => !article.internal);

const summary = (article: SeedArticle) => ({
  id: `kA-${article.number}`,
  articleNumber: article.number,
  title: article.title,
  summary: article.summary,
  symptom: article.symptom,
  instrumentFamily: article.family,
  models: article.models,
  categories: article.categories,
  updatedAt: new Date(Date.UTC(2025, 0, 15) - article.age * 86_400_000).toISOString(),
  helpfulCount: 40 - (article.age % 40),
  partsCount: article.parts.length,
});

function detail(article: SeedArticle) {
  return {
    ...summary(article),
    cause: article.cause,
    version: 1,
    contentHtml: `<p>${article.summary}</p>`,
    steps: article.steps.map((html, index) => ({
      number: index + 1,
      title: `Step ${index + 1}`,
      html,
    })),
    // The stories' knowledge CRM sells no parts: each is an "Order through service" link.
    parts: article.parts.map((part) => ({ ...part, itemId: null, isObsolete: false })),
    related: published.filter((other) => article.related.includes(other.number)).map(summary),
  };
}

const ok = (content: unknown) => ({ statusCode: 200, content });

function countBy(values: string[]) {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort().map(([value, count]) => ({ value, label: value, count }));
}

export const STORY_KNOWLEDGE_CONFIGURATIONS = {
  filters: [
    { name: 'family', label: 'Instrument type', options: countBy(published.map((a) => a.family)) },
    {
      name: 'model',
      label: 'Model',
      options: countBy(published.flatMap((a) => a.models)).map((option) => ({
        ...option,
        family: published.find((a) => a.models.includes(option.value))!.family,
      })),
    },
    {
      name: 'category',
      label: 'Category',
      options: countBy(published.flatMap((a) => a.categories)),
    },
  ],
  searchMinChars: 2,
  suggestionLimit: 6,
  pageSize: 10,
};

function search(payload: Record<string, unknown>) {
  const words = String(payload.searchText ?? '')
    .toLowerCase()
    .split(/\W+/)
    .filter(Boolean);
  const filters = (payload.filters ?? {}) as {
    family?: string;
    models?: string[];
    categories?: string[];
  };
  const matches = published.filter(
    (article) =>
      words.every((word) => `${article.title} ${article.symptom}`.toLowerCase().includes(word)) &&
      (!filters.family || article.family === filters.family) &&
      (!filters.models?.length || filters.models.some((m) => article.models.includes(m))) &&
      (!filters.categories?.length ||
        filters.categories.some((c) => article.categories.includes(c))),
  );
  const offset = Number(payload.offset ?? 0);
  const limit = Number(payload.limit ?? 10);
  return {
    searchText: String(payload.searchText ?? ''),
    total: matches.length,
    matchedAll: true,
    articles: matches.slice(offset, offset + limit).map(summary),
  };
}

/** getCaseCreationActionDetails' whole result. */
export const STORY_CASE_DETAILS = {
  statusCode: 200,
  content: {
    actionName: 'NewCase',
    label: 'Open a support case',
    stfId: 'sf-cellaris-portal',
    caseTypes: [
      {
        value: 'Instrument service',
        label: 'Instrument problem',
        description: 'The instrument fails, gives wrong results or needs a part replaced.',
      },
      {
        value: 'Technical question',
        label: 'Application or technical question',
        description: 'Protocols, panel design, software or data analysis.',
      },
    ],
    defaultCaseType: 'Instrument service',
    contact: {
      name: 'Paul Okafor',
      email: 'paul.okafor@northgate-labs.example',
      phone: '+1 617 555 0100',
    },
  },
  priorities: [
    {
      value: 'Low',
      label: 'Low',
      description: 'Question or cosmetic issue: we answer within 3 business days.',
    },
    {
      value: 'Medium',
      label: 'Medium',
      description: 'Instrument works with a workaround: we answer within 1 business day.',
    },
    {
      value: 'High',
      label: 'High',
      description: 'Results affected: we answer within 8 business hours.',
    },
    {
      value: 'Critical',
      label: 'Critical',
      description: 'Instrument down: we call back within 4 hours.',
    },
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

/** checkIfBubbleOrg for an organisation whose own desk handles cases. */
export const STORY_BUBBLE_ORG = ok({
  isBubbleOrg: true,
  accountId: '001Dn00000PartnerX',
  accountName: 'Helixa Partner Labs',
  serviceDesk: {
    name: 'Helixa Partner Labs Service Desk',
    email: 'servicedesk@helixa-partner.example',
    phone: '+1 617 555 0142',
    url: 'https://servicedesk.helixa-partner.example/new',
    hours: 'Monday to Friday, 8:00 to 18:00 ET',
  },
});

/** The knowledge and case calls of the stories. */
export function knowledgeAnswers(call: CrmCall): CrmAnswer {
  const payload = (call.payload ?? {}) as Record<string, unknown>;
  switch (call.type) {
    case 'getKnowledgeConfigurations':
      return ok(STORY_KNOWLEDGE_CONFIGURATIONS);
    case 'getKnowledgeDataBySearch':
      return ok(search(payload));
    case 'getKnowledgeDetail': {
      const article = published.find((a) => a.number === payload.articleId);
      return article
        ? ok(detail(article))
        : { statusCode: 404, content: 'ERROR: Article not found.' };
    }
    case 'checkIfBubbleOrg':
      return ok({
        isBubbleOrg: false,
        accountId: '001Dn00000NorthLab',
        accountName: 'Northgate Research Laboratories',
        serviceDesk: null,
      });
    case 'getCaseCreationActionDetails':
      return STORY_CASE_DETAILS;
    default:
      return { statusCode: 200, content: 'ERROR: No records Found.' };
  }
}
