import type { Instrument, Part, PartRelations, PartsSearch, RelatedPart } from './serviceTypes';

/**
 * The service area's rules (issue 19), pure: the search's debounce and request, what a part's
 * availability and an instrument's coverage say, and which part to order instead of an obsolete
 * one.
 */

/** The parts search waits this long after the last keystroke before it asks the CRM. */
export const PARTS_SEARCH_DEBOUNCE_MS = 300;
/** Results per page of the parts search. */
export const PARTS_PAGE_SIZE = 20;
/** The most of one part one add may ask for (the CRM's limit). */
export const PART_QTY_MAX = 999;

/** The search payload for what the user typed and picked; text trimmed, page from 1. */
export function partsSearchRequest(input: {
  text: string;
  modelCode: string | null;
  category: string | null;
  page?: number;
}): PartsSearch {
  return {
    searchText: input.text.trim().replace(/\s+/g, ' ').slice(0, 200),
    modelCode: input.modelCode,
    category: input.category,
    page: Math.max(1, input.page ?? 1),
    pageSize: PARTS_PAGE_SIZE,
  };
}

/** The badge tone of a part's availability. */
export function availabilityTone(
  part: Pick<Part, 'availability'>,
): 'success' | 'warning' | 'error' {
  if (part.availability === 'In stock') return 'success';
  if (part.availability === 'Obsolete') return 'error';
  return 'warning';
}

/** What a customer reads about when a part ships. */
export function availabilityText(part: Part): string {
  if (part.isObsolete) return 'Obsolete: no longer sold';
  if (part.availability === 'In stock') return `In stock (${part.stockQty})`;
  if (part.availability === 'Limited stock') return `Limited stock (${part.stockQty} left)`;
  if (part.availability === 'Backordered')
    return `Backordered: ships in about ${part.leadTimeDays} days`;
  return part.availability;
}

/** The part to order instead of an obsolete one: the last of its replacement chain. */
export function replacementOf(relations: PartRelations): RelatedPart | null {
  if (!relations.part.isObsolete) return null;
  return relations.supersededBy.at(-1) ?? null;
}

/** Coverage of a date against today: active, ending within 60 days, or ended. */
export type Coverage = 'active' | 'ending' | 'ended';

/** Whether a contract or warranty ending on `endDate` (yyyy-mm-dd) still covers `today`. */
export function coverageOf(endDate: string | null, today: string): Coverage | null {
  if (!endDate) return null;
  if (endDate < today) return 'ended';
  const days = (Date.parse(endDate) - Date.parse(today)) / 86_400_000;
  return days <= 60 ? 'ending' : 'active';
}

/** A one-line label of an instrument, for headings and the scoped search. */
export function instrumentLabel(
  instrument: Pick<Instrument, 'modelName' | 'serialNumber'>,
): string {
  return `${instrument.modelName} (SN ${instrument.serialNumber})`;
}

/** A quantity the user typed: a whole number from 1 to PART_QTY_MAX, or the reason it is not. */
export function partQuantityProblem(raw: string): string | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return 'Enter a whole number.';
  const qty = Number(text);
  if (qty < 1) return 'Enter at least 1.';
  if (qty > PART_QTY_MAX) return `Enter at most ${PART_QTY_MAX}.`;
  return null;
}

/** The instrument page's path pattern (routeTable.ts) and the path of one instrument. */
export const INSTRUMENT_PAGE_PATTERN = '/service/instrument/{id}';

/** The address of an instrument's page from a pattern with `{id}` (the installed base's links). */
export function instrumentPagePath(
  instrument: Pick<Instrument, 'id'>,
  pattern: string = INSTRUMENT_PAGE_PATTERN,
): string {
  return pattern.replace('{id}', encodeURIComponent(instrument.id));
}

/**
 * The instrument id of an instrument page's path (`/service/instrument/{id}`): undefined for any
 * other path, null for a path of that shape that names no instrument (extra segments, a broken
 * escape), which is not found.
 */
export function instrumentIdFromPath(pathname: string): string | null | undefined {
  const [first, second, id, ...rest] = pathname.split('/').filter(Boolean);
  if (first?.toLowerCase() !== 'service' || second?.toLowerCase() !== 'instrument')
    return undefined;
  if (id === undefined || rest.length > 0) return null;
  try {
    const decoded = decodeURIComponent(id).trim();
    return decoded === '' ? null : decoded;
  } catch {
    return null;
  }
}

/**
 * The knowledge base's model (getKnowledgeConfigurations' names, e.g. "Aurion 4L") of an
 * instrument model ("Aurion 4L Flow Cytometer"): the longest configured name the instrument's
 * model name starts with as whole words; null when none does.
 */
export function knowledgeModelOf(
  modelName: string,
  knowledgeModels: readonly string[],
): string | null {
  const name = modelName.trim().toLowerCase();
  let best: string | null = null;
  for (const model of knowledgeModels) {
    const candidate = model.trim().toLowerCase();
    if (!candidate) continue;
    const fits = name === candidate || name.startsWith(`${candidate} `);
    if (fits && (best === null || candidate.length > best.length)) best = model;
  }
  return best;
}
