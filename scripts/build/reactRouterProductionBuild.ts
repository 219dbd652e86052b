import path from 'node:path';
import type { Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
const PRODUCTION = path.join(root, 'node_modules/react-router/dist/production');

/** react-router's entry points and the file of its production build each one maps to. */
const ENTRIES: Record<string, string> = {
  'react-router': path.join(PRODUCTION, 'index.mjs'),
  'react-router/dom': path.join(PRODUCTION, 'dom-export.mjs'),
};

/**
 * `vite build` takes react-router's production build. Its package.json maps every import condition
 * to `dist/development`, whose copy of the code has `ENABLE_DEV_WARNINGS = true`: the bundle then
 * carried the route-matching warnings, the "hey developer" error element and their message texts.
 * `dist/production` is the same code with the flag false, which the minifier folds away. The dev
 * server, the server render and tests keep the development build and its warnings (docs/decisions.md, session 10).
 */
export function reactRouterProductionBuild(): Plugin {
  let building = false;
  return {
    name: 'blockfront:react-router-production-build',
    enforce: 'pre',
    config(_config, { command }) {
      building = command === 'build';
    },
    resolveId(source) {
      // The browser bundle only: the server render's build resolves react-router as before.
      if (!building || this.environment.name !== 'client') return null;
      return ENTRIES[source] ?? null;
    },
    transform(code, id) {
      if (!building || this.environment.name !== 'client') return null;
      // By its place in the package, not PRODUCTION's absolute path: a symlinked node_modules
      // resolves the modules react-router's entry imports to their real path.
      if (!PRODUCTION_MODULE.test(id)) return null;
      return { code: withoutLinkPrefetch(markComponentFactoriesPure(code), id), map: null };
    },
  };
}

const PRODUCTION_MODULE =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/** `var Link = React10.forwardRef(`, `createContext(`, `memo(`: calls the minifier must keep unless marked pure. */
const UNMARKED_FACTORY_CALL =
  /(?<!@__PURE__ \*\/ )\b(React\d*\.(?:forwardRef|createContext|memo)\()/g;
/** `Link.displayName = "Link";` at the top level: a write that keeps its component alive. */
const TOP_LEVEL_DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/**
 * react-router ships one module of 11,000 lines with `sideEffects: false`, but the package flag
 * only drops whole modules: inside that one, `var Form = React.forwardRef(...)` is a call the
 * minifier must assume has effects, and `Form.displayName = "Form"` a write to it, so Form,
 * NavLink, ScrollRestoration, HistoryRouter and everything they call (submission, fetchers, view
 * transitions) stayed in the browser bundle though the app uses none of them. React's component
 * factories have no effects of their own; marking them pure and dropping the display names (read
 * only by React's developer tools, which the production build does not feed) lets the unused
 * ones go. Line and column positions change only within the edited lines.
 */
export function markComponentFactoriesPure(code: string): string {
  return code
    .replace(UNMARKED_FACTORY_CALL, '/* @__PURE__ */ $1')
    .replace(TOP_LEVEL_DISPLAY_NAME, '');
}

/** Link's last line: with `prefetch`, the link and a `<PrefetchPageLinks>` beside it. */
const LINK_PREFETCH =
  /shouldPrefetch && !isAbsolute \? \/\* @__PURE__ \*\/ (React\d*)\.createElement\(\1\.Fragment, null, link, \/\* @__PURE__ \*\/ \1\.createElement\(PrefetchPageLinks, \{ page: href \}\)\) : link;/;

/**
 * `<Link prefetch>` renders `<PrefetchPageLinks>`, which reads the framework mode's context (route
 * modules, a manifest, single-fetch URLs) and throws without it: in the library mode this app
 * uses, the prop cannot work, and no link passes it. Link still referenced it, which kept the
 * framework's prefetch code (module link hrefs, single-fetch URLs, the RSC variant) in the bundle.
 * The browser build drops that branch; the dev server and tests keep it (and its error). The
 * module that defines Link must contain the branch as written, or the build stops: a react-router
 * update that rewrites Link is looked at again, not silently left heavier or broken.
 */
export function withoutLinkPrefetch(code: string, id: string): string {
  if (!/^var Link = /m.test(code)) return code;
  if (!LINK_PREFETCH.test(code))
    throw new Error(`${id}: react-router's Link changed; update withoutLinkPrefetch`);
  return code.replace(LINK_PREFETCH, 'link;');
}
