import type { DehydratedState } from '@tanstack/react-query';

/**
 * The key of a stand-in, in the router's loader data of the first page, for a value the
 * dehydrated query cache already carries: `{ "$bfQueryData": [queryIndex, property] }`.
 * A route loader returns what it read through the query cache (a page's blocks are the
 * getTemplateBlock answer's `blocks`), so writing both in full would put every block's
 * configuration in the HTML twice. On a 250-block page that was 224 KB of 695 KB, and the
 * browser reads the whole document before the page is complete.
 */
export const QUERY_DATA_REFERENCE = '$bfQueryData';

type LoaderData = Record<string, unknown>;
type Reference = { [QUERY_DATA_REFERENCE]: [number, string | null] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Loader data with every route's property that is (the same object as) a query's data, or one
 * property of it, replaced by a reference to that query. Values are compared by identity, so a
 * loader that copied or changed the data keeps it in full.
 */
export function shareQueryData(loaderData: LoaderData, queries: DehydratedState): LoaderData {
  const known = new Map<unknown, Reference>();
  queries.queries.forEach((query, index) => {
    const data: unknown = query.state.data;
    if (!isObject(data)) return;
    known.set(data, { [QUERY_DATA_REFERENCE]: [index, null] });
    for (const [property, value] of Object.entries(data)) {
      if (isObject(value) && !known.has(value)) {
        known.set(value, { [QUERY_DATA_REFERENCE]: [index, property] });
      }
    }
  });
  const shared: LoaderData = {};
  for (const [routeId, routeData] of Object.entries(loaderData)) {
    if (!isObject(routeData) || Array.isArray(routeData)) {
      shared[routeId] = known.get(routeData) ?? routeData;
      continue;
    }
    shared[routeId] = Object.fromEntries(
      Object.entries(routeData).map(([property, value]) => [property, known.get(value) ?? value]),
    );
  }
  return shared;
}

function resolveReference(value: unknown, queries: DehydratedState): unknown {
  if (!isObject(value) || !(QUERY_DATA_REFERENCE in value)) return value;
  const reference = value[QUERY_DATA_REFERENCE];
  if (!Array.isArray(reference) || typeof reference[0] !== 'number') {
    throw new Error(`Unreadable ${QUERY_DATA_REFERENCE} reference in the first page's data`);
  }
  const [index, property] = reference as [number, unknown];
  const data: unknown = queries.queries[index]?.state.data;
  const resolved =
    typeof property === 'string' ? (isObject(data) ? data[property] : undefined) : data;
  if (resolved === undefined) {
    throw new Error(`The first page's data refers to query data it does not carry (${index})`);
  }
  return resolved;
}

/** The loader data `shareQueryData` wrote, with its references replaced by the queries' data. */
export function restoreQueryData(loaderData: LoaderData, queries: DehydratedState): LoaderData {
  const restored: LoaderData = {};
  for (const [routeId, routeData] of Object.entries(loaderData)) {
    const value = resolveReference(routeData, queries);
    restored[routeId] =
      isObject(value) && !Array.isArray(value) && value === routeData
        ? Object.fromEntries(
            Object.entries(value).map(([property, inner]) => [
              property,
              resolveReference(inner, queries),
            ]),
          )
        : value;
  }
  return restored;
}
