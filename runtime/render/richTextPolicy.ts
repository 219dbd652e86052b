import type { Config, DOMPurify } from 'dompurify';
import { urlRefusal } from '../url/urlPolicy';
import { RICH_TEXT_ID_PREFIX } from './richTextIds';
import type { HtmlSanitizer } from './serverHtmlSanitizer';

/**
 * What CMS rich text may contain (issue 14, docs/security.md "Rich text"), one configuration for
 * the browser's DOMPurify and the server render's (over jsdom), so both make the same markup.
 *
 * On top of DOMPurify's defaults (no script, no event handlers, no `javascript:`):
 * - HTML only (no SVG or MathML), and no `style` attribute or element: a block's text cannot lay
 *   a fixed overlay over the page, hide the header or restyle another block.
 * - No forms or form controls (`form`, `input`, `button`, `select`, `textarea`...): content cannot
 *   draw a fake sign-in or password form.
 * - Every `id` and `name` is prefixed with `user-content-` (DOMPurify's SANITIZE_NAMED_PROPS), so
 *   content cannot clobber globals (`window.dataLayer`) or the page's own elements (the first-page
 *   data script); fragment links and id references (`href="#x"`, `aria-labelledby`, `headers`)
 *   are prefixed the same way, so in-page links keep working.
 * - No `data-*` attributes (the runtime reads its own: `data-block-id`, `data-bf-content`...) and
 *   no class in the app's `bf-` namespace, whose rules position things (`bf-modal-backdrop` is a
 *   fixed full-page layer): content keeps its own classes (`lead`) only.
 * - `href` and `src` go through the one URL policy (runtime/url/urlPolicy.ts): links to site
 *   paths, http(s), mailto and tel; images from site paths and https. `srcset` is dropped.
 */
export { RICH_TEXT_ID_PREFIX };

const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'select',
  'option',
  'optgroup',
  'textarea',
  'datalist',
  'output',
  'fieldset',
  'legend',
  'label',
  'dialog',
  'template',
  'slot',
];
const FORBID_ATTR = [
  'style',
  'srcset',
  'action',
  'formaction',
  'form',
  'autofocus',
  'popover',
  'popovertarget',
];
const ID_LISTS = new Set([
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'headers',
  'for',
]);

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR,
  SANITIZE_NAMED_PROPS: true,
  ALLOW_DATA_ATTR: false,
};

const APP_CLASS = /^bf-/i;

const prefixed = (id: string): string =>
  id.startsWith(RICH_TEXT_ID_PREFIX) ? id : `${RICH_TEXT_ID_PREFIX}${id}`;

/** Installs the rich text rules on one DOMPurify instance and returns its sanitizer. */
export function richTextSanitizer(purify: DOMPurify): HtmlSanitizer {
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName;
    const value = data.attrValue;
    if (name === 'href' || name === 'xlink:href') {
      if (value.trim().startsWith('#') && value.trim().length > 1) {
        data.attrValue = `#${prefixed(value.trim().slice(1))}`;
      } else if (urlRefusal(value, 'link') !== null) {
        data.keepAttr = false;
      }
    } else if (name === 'src' || name === 'poster') {
      if (urlRefusal(value, 'image') !== null) data.keepAttr = false;
    } else if (name === 'class') {
      data.attrValue = value
        .split(/\s+/)
        .filter((token) => token && !APP_CLASS.test(token))
        .join(' ');
      if (!data.attrValue) data.keepAttr = false;
    } else if (ID_LISTS.has(name)) {
      data.attrValue = value.split(/\s+/).filter(Boolean).map(prefixed).join(' ');
    }
  });
  return (html) => purify.sanitize(html, CONFIG);
}
