import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { applyDocumentMeta } from '../storefront/documentMeta';
import { PAGE_NOT_FOUND } from '../storefront/pageOutcome';

/** Spec 000 section 2: the error pages, each with a RETURN TO HOMEPAGE button going to /. */
const ERROR_PAGES: Record<number, { title: string; text: string }> = {
  401: {
    title: 'Authorization Required',
    text: 'You are not authorized to access this page',
  },
  404: {
    title: 'Page Not Found',
    text: 'Check the URL, use the navigation or search, or return to the home page.',
  },
  500: { title: 'Internal Server Error', text: 'Something went wrong. Please try again later.' },
  503: {
    title: 'Internal Server Error',
    text: 'The service is temporarily unavailable. Please try again later.',
  },
  509: {
    title: 'Limit Exceeded',
    text: 'The bandwidth limit has been exceeded. Please check back later.',
  },
};

export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const page = ERROR_PAGES[status];
  useEffect(() => {
    if (page) applyDocumentMeta({ title: page.title, metaTags: [] });
  }, [page]);
  // Other status codes render nothing (spec 000 section 2).
  if (!page) return null;
  return (
    <main className="bf-error-page" data-status={status}>
      <h1>{page.title}</h1>
      {message && message !== PAGE_NOT_FOUND && <p className="bf-error-message">{message}</p>}
      <p>{page.text}</p>
      {/* A plain anchor: the document-level link handler navigates on the client. */}
      <a className="bf-button bf-button-primary" href="/">
        RETURN TO HOMEPAGE
      </a>
    </main>
  );
}

/** A route's errorElement: a thrown 404 Response shows its message; anything else is a 500. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return <ErrorPage status={error.status} message={message} />;
  }
  console.error(error);
  return <ErrorPage status={500} />;
}
