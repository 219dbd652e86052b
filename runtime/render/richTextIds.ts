/**
 * The prefix DOMPurify gives every `id` and `name` in CMS rich text (richTextPolicy.ts), so
 * content cannot clobber globals or the page's own elements. Its own module: in-page links
 * (runtime/app/scrollOnNavigate.ts, in every page's entry) resolve it, while the policy itself
 * loads with DOMPurify (browserHtmlSanitizer.ts).
 */
export const RICH_TEXT_ID_PREFIX = 'user-content-';
