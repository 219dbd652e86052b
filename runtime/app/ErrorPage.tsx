import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorPage } from '../errors/ErrorPage';
import { errorPageFor } from '../errors/errorPages';
import { applyDocumentMeta } from '../storefront/documentMeta';
import { PAGE_NOT_FOUND } from '../storefront/pageOutcome';
import { storefrontAllowedHosts } from './allowedHosts';
import { goTo } from './goTo';
import type { RouteFailure } from './routeFailure';
import { SiteChrome } from './SiteChrome';
import { useStorefrontOrNull } from './StorefrontProvider';

/**
 * A route's error page: a thrown Response shows the error page of its status with its message
 * (e.g. `ERROR: No template found`); anything else is a 500.
 */
export function RouteError({ failure }: { failure: RouteFailure }) {
  const navigate = useNavigate();
  const storefront = useStorefrontOrNull();
  const status = failure.kind === 'response' ? failure.status : 500;
  const message =
    failure.kind === 'response'
      ? typeof failure.data === 'string' && failure.data
        ? failure.data
        : failure.statusText
      : undefined;
  const title = errorPageFor(status)?.title;
  useEffect(() => {
    if (failure.kind === 'thrown') console.error(failure.error);
  }, [failure]);
  useEffect(() => {
    if (title) applyDocumentMeta({ title, metaTags: [] });
  }, [title]);
  const page = (
    <ErrorPage
      status={status}
      navigate={(path) =>
        goTo(
          path,
          (to) => void navigate(to),
          storefront ? storefrontAllowedHosts(storefront.boot) : [],
        )
      }
      detail={message && message !== PAGE_NOT_FOUND ? message : undefined}
    />
  );
  // Inside the storefront's shell, the error keeps the site's header and footer so a visitor can
  // go on; outside it (the shell itself failed) the page stands alone.
  return storefront ? <SiteChrome storefront={storefront}>{page}</SiteChrome> : page;
}
