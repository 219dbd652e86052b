/** Error pages for the shell's /401, /404, /500, /503 and /509 routes. */
export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export {
  errorPages,
  errorPageFor,
  ERROR_PAGE_DEFAULT_MAX_WIDTH,
  type ErrorPageContent,
  type ErrorStatus,
} from './errorPages';
export { clearLoginInfo, LOGIN_INFO_KEY_PREFIXES, type KeyedStorage } from './clearLoginInfo';
