/**
 * A CMS-provided link target, or null when it must not become an href. Kept under its old name for
 * blocks and integrators; the rules are the one URL policy's (runtime/url/urlPolicy.ts).
 */
export { safeLinkHref as safeHref } from '../url/urlPolicy';
