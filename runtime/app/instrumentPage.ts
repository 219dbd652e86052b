import {
  instrumentIdFromPath,
  instrumentLabel,
  instrumentQueryOptions,
} from '../domain/service/index';
import { GatewayError } from '../gateway/index';
import type { PageMeta } from '../storefront/pageOutcome';
import type { TemplateDetails } from '../storefront/templateDetails';
import type { Storefront } from './StorefrontContext';
import { INSTRUMENT_PAGE_TYPE } from './gatewayPageTypes';

/**
 * An instrument's page (`/service/instrument/{id}`, issue 19): its title names the instrument.
 * Null when the CRM answers 404 (getInstrument: an unknown id or another account's instrument,
 * decided by the server's ownership module): the page is not found. Other pages are left as they
 * are (undefined). The read is the page's installedBase block's own: one request, one cache entry.
 */
export async function instrumentPageMeta(
  storefront: Storefront,
  template: TemplateDetails,
  pathname: string,
): Promise<PageMeta | null | undefined> {
  if (template.pageType.toLowerCase() !== INSTRUMENT_PAGE_TYPE) return undefined;
  const instrumentId = instrumentIdFromPath(pathname);
  if (instrumentId === undefined) return undefined;
  if (instrumentId === null) return null;
  try {
    const instrument = await storefront.queryClient.fetchQuery(
      instrumentQueryOptions(storefront.connection, instrumentId),
    );
    return {
      title: `${instrumentLabel(instrument)} | ${storefront.boot.domain.storefrontName}`,
      metaTags: template.metaTags,
    };
  } catch (error) {
    if (error instanceof GatewayError && error.statusCode === 404) return null;
    throw error;
  }
}
