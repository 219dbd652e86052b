import type { CasePriority } from '../../../schemas/knowledgeBase';

/** An article as the symptom search lists it (getKnowledgeDataBySearch). */
export interface KnowledgeArticleSummary {
  id: string;
  /** What customers see and links take: KA-01006. */
  articleNumber: string;
  title: string;
  summary: string;
  symptom: string;
  instrumentFamily: string;
  models: string[];
  categories: string[];
  updatedAt: string;
  /** How many customers said the article solved their problem. */
  helpfulCount: number;
  partsCount: number;
}

/** The search's answer: one page of ranked articles. */
export interface KnowledgeSearchAnswer {
  searchText: string;
  total: number;
  /** False when no article had every word and articles with any of them are listed instead. */
  matchedAll: boolean;
  articles: KnowledgeArticleSummary[];
}

/** The filters a search narrows by (the names getKnowledgeConfigurations gives). */
export interface KnowledgeFilters {
  family: string;
  models: readonly string[];
  categories: readonly string[];
}

/** What the search asks for. */
export interface KnowledgeQuery {
  searchText: string;
  filters: KnowledgeFilters;
  limit: number;
  offset: number;
}

/** One value of a filter, with how many articles carry it. */
export interface KnowledgeFilterOption {
  value: string;
  label: string;
  count: number;
  /** A model's instrument type. */
  family?: string;
}

/** The search's filters and limits (getKnowledgeConfigurations). */
export interface KnowledgeConfigurations {
  filters: {
    name: 'family' | 'model' | 'category';
    label: string;
    options: KnowledgeFilterOption[];
  }[];
  searchMinChars: number;
  suggestionLimit: number;
  pageSize: number;
}

/** A spare part an article's steps use. */
export interface KnowledgePart {
  partNumber: string;
  description: string;
  quantity: number;
  /** The service catalogue's part (addPartToQuote's itemId); null when the part is not sold. */
  itemId: string | null;
  isObsolete: boolean;
}

/** One article with its content (getKnowledgeDetail); the HTML is sanitized again before shown. */
export interface KnowledgeArticle extends KnowledgeArticleSummary {
  cause: string;
  version: number;
  contentHtml: string;
  steps: { number: number; title: string; html: string }[];
  parts: KnowledgePart[];
  related: KnowledgeArticleSummary[];
}

/** The organisation's own service desk, when it handles cases (checkIfBubbleOrg). */
export interface ServiceDesk {
  name: string;
  email: string;
  phone: string | null;
  url: string | null;
  hours: string | null;
}

/** checkIfBubbleOrg's answer. */
export interface BubbleOrgAnswer {
  isBubbleOrg: boolean;
  accountId: string;
  accountName: string;
  serviceDesk: ServiceDesk | null;
}

/** A case field the form may require. */
export type CaseField =
  | 'subject'
  | 'instrumentModel'
  | 'serialNumber'
  | 'symptom'
  | 'description'
  | 'contactName'
  | 'contactEmail'
  | 'contactPhone';

/** One choice of a case picklist. */
export interface CaseChoice {
  value: string;
  label: string;
  description: string;
}

/**
 * The case form as getCaseCreationActionDetails' full response describes it: the case types and
 * the contact from its content, the priorities, required fields and limits from beside it.
 */
export interface CaseCreationDetails {
  label: string;
  caseTypes: CaseChoice[];
  defaultCaseType: string;
  priorities: (CaseChoice & { value: CasePriority })[];
  defaultPriority: CasePriority;
  requiredFields: Record<string, CaseField[]>;
  contact: { name: string; email: string; phone: string };
  limits: {
    subjectMaxChars: number;
    descriptionMaxChars: number;
    attachmentsPerCase: number;
    attachmentMaxBytes: number;
  };
}

/** What the case form holds while the customer writes the case. */
export interface CaseDraft {
  caseType: string;
  priority: string;
  subject: string;
  instrumentModel: string;
  serialNumber: string;
  symptom: string;
  description: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  /** The article the customer read before opening the case (KA-...), if any. */
  articleNumber: string;
  draftId: string;
}

/** Where a case comes from when "Did this solve your problem?" was answered no. */
export interface CasePrefill {
  symptom: string;
  articleNumber: string;
  articleTitle: string;
  model: string;
}
