import { useEffect } from 'react';
import { Button } from '../ui/Button';
import { clearLoginInfo, type KeyedStorage } from './clearLoginInfo';
import { errorPageFor } from './errorPages';
import '../ui/ui.css';

export interface ErrorPageProps {
  /** HTTP-style status; codes without a page render nothing. */
  status: number;
  /**
   * Goes to an in-app path. Passed in (the app hands over react-router's navigate) so this folder
   * needs no router and renders the same in stories and tests.
   */
  navigate: (path: string) => void;
  /** Where the login info lives; the browser's local storage unless a test gives another. */
  storage?: KeyedStorage;
  /** What exactly was not found or failed, e.g. `Page Not Found: /x` or `ERROR: No template found`. */
  detail?: string;
}

/** A section, not a <main>: the layout around the routed page already provides the main landmark. */
export function ErrorPage({ status, navigate, storage, detail }: ErrorPageProps) {
  const page = errorPageFor(status);

  // Spec 000 section 2: showing the 401 page clears the stored login info, so the next visit
  // starts signed out instead of retrying with the refused tokens.
  useEffect(() => {
    if (status !== 401) return;
    const target = storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
    if (target) clearLoginInfo(target);
  }, [status, storage]);

  if (!page) return null;
  const titleId = `bf-error-page-title-${page.status}`;
  return (
    <section
      className="bf-error-page"
      data-status={page.status}
      aria-labelledby={titleId}
      style={{ maxWidth: `${page.maxWidth}px` }}
    >
      <h1 id={titleId}>{page.title}</h1>
      {detail && <p className="bf-error-page-detail">{detail}</p>}
      {page.message.map((paragraph) => (
        <p key={paragraph} className="bf-error-page-message">
          {paragraph}
        </p>
      ))}
      <Button variant="primary" onClick={() => navigate('/')}>
        RETURN TO HOMEPAGE
      </Button>
    </section>
  );
}
