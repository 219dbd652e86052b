/** What one error page says and how wide it may grow (spec 000 sections 2 and 9). */
export interface ErrorPageContent {
  status: ErrorStatus;
  title: string;
  /** Paragraphs under the title, in order. */
  message: readonly string[];
  /** Maximum width of the page's content, in px. */
  maxWidth: number;
}

export type ErrorStatus = 401 | 404 | 500 | 503 | 509;

/** Spec 000 section 9: error pages are at most 725 px wide unless their own width is given. */
export const ERROR_PAGE_DEFAULT_MAX_WIDTH = 725;

export const errorPages: Readonly<Record<ErrorStatus, ErrorPageContent>> = {
  401: {
    status: 401,
    title: 'Authorization Required',
    message: ['You are not authorized to access this page'],
    maxWidth: 460,
  },
  404: {
    status: 404,
    title: 'Page Not Found',
    message: [
      'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
      'Please check that the URL is spelled correctly, use the navigation or search, or return to the homepage.',
    ],
    maxWidth: ERROR_PAGE_DEFAULT_MAX_WIDTH,
  },
  500: {
    status: 500,
    title: 'Internal Server Error',
    message: ['Something went wrong on our side. Please try again later.'],
    maxWidth: 615,
  },
  // The spec titles the 503 page "Internal Server Error" too; only its message differs.
  503: {
    status: 503,
    title: 'Internal Server Error',
    message: ['The service is temporarily unavailable. Please try again later.'],
    maxWidth: 574,
  },
  509: {
    status: 509,
    title: 'Limit Exceeded',
    message: ['The bandwidth limit for this site has been exceeded. Please check back later.'],
    maxWidth: 686,
  },
};

/** The page for a status code, or null for codes without one (which render nothing). */
export function errorPageFor(status: number): ErrorPageContent | null {
  return Object.hasOwn(errorPages, status) ? errorPages[status as ErrorStatus] : null;
}
