import {
  clone,
  generate,
  ident,
  parse,
  walk,
  type CssNode,
  type List,
  type ListItem,
} from 'css-tree';
import { SANDBOX_LIMITS } from './limits';
import { imageSource } from './propValidators';

/**
 * customCSS, sanitized deny-by-default with a real CSS parser (css-tree) before it is applied
 * inside its block's shadow root (issue 6). Kept: style rules whose selectors use only type,
 * class, id, combinators, `:host`/`:host()` and allowlisted pseudo-classes and pseudo-elements;
 * `@media`, `@supports` and `@keyframes` (names scoped per block). Dropped: every other at-rule
 * (`@import`, `@font-face`, `@namespace`...), attribute selectors (the keylogger pattern),
 * `:host-context`, properties off the allowlist (`behavior`, `-moz-binding`...), functions off the
 * allowlist (`expression()`, `attr()`, `image-set()`...), `url()` off the allowed hosts, fixed or
 * sticky positioning, `var()` where a variable could smuggle in what the checks refuse
 * (`position: var(--x)`), and the whole sheet when it is over the 50 KB cap or nested deeper than
 * `maxCssNesting`. Escapes in property names, keywords and function names are decoded before
 * they are checked (`position: f\69xed` is `fixed`), and what is kept is written decoded.
 */
export interface CssPolicy {
  /** Identifies the block; keyframe names are prefixed with it. */
  scope: string;
  /** Exact host names url() may point at over https, besides same-origin paths. */
  imageHosts: readonly string[];
}

export interface SanitizedCss {
  /** For the block's shadow root: what its script draws, `:host` being the block's box. */
  css: string;
  /**
   * The same rules for the page, each selector scoped to the block's wrapper
   * (`[data-block-id="..."] selector`), so they also style the block's own content and nothing
   * outside it. `:host` rules stay in the shadow root only.
   */
  pageCss: string;
  /** What was dropped and why, for dev mode. */
  issues: string[];
}

const PSEUDO_CLASSES = new Set([
  'host',
  'hover',
  'focus',
  'focus-visible',
  'focus-within',
  'active',
  'disabled',
  'enabled',
  'first-child',
  'last-child',
  'only-child',
  'first-of-type',
  'last-of-type',
  'only-of-type',
  'nth-child',
  'nth-last-child',
  'nth-of-type',
  'nth-last-of-type',
  'empty',
  'not',
  'is',
  'where',
]);
const PSEUDO_ELEMENTS = new Set([
  'before',
  'after',
  'first-line',
  'first-letter',
  'marker',
  'selection',
]);
const AT_RULES_WITH_RULES = new Set(['media', 'supports']);
/** Properties whose value is checked for keywords: a `var()` there would skip that check. */
const NO_VARIABLES = new Set(['position']);
const PLAIN_NAME = /^(--|-)?[A-Za-z_][\w-]*$/;

const PROPERTY_PATTERNS = [
  /^(color|opacity|visibility|cursor|display|position|z-index|content|filter|float|clear)$/,
  /^(top|right|bottom|left|inset(-block|-inline)?(-start|-end)?)$/,
  /^(width|height|min-width|max-width|min-height|max-height|aspect-ratio|box-sizing)$/,
  /^(inline-size|block-size|min-inline-size|max-inline-size|min-block-size|max-block-size)$/,
  /^(margin|padding)(-(top|right|bottom|left|block|inline)(-start|-end)?)?$/,
  /^border(-(top|right|bottom|left|block|inline))?(-(start|end))?(-(width|style|color))?$/,
  /^border(-(top|bottom)-(left|right))?-radius$/,
  /^(background|background-(color|image|position|position-x|position-y|size|repeat|clip|origin|attachment|blend-mode))$/,
  /^(box-shadow|outline|outline-(width|style|color|offset))$/,
  /^(font|font-(family|size|weight|style|variant|stretch)|line-height|letter-spacing|word-spacing)$/,
  /^(text-(align|decoration|decoration-(line|color|style|thickness)|transform|indent|overflow|shadow|underline-offset|wrap)|white-space|word-break|overflow-wrap|hyphens|vertical-align|direction)$/,
  /^(flex|flex-(direction|wrap|flow|grow|shrink|basis)|order|gap|row-gap|column-gap)$/,
  /^(grid|grid-(template|template-(columns|rows|areas)|auto-(columns|rows|flow)|column|row|area|column-(start|end)|row-(start|end)))$/,
  /^(align|justify|place)-(content|items|self)$/,
  /^(overflow|overflow-x|overflow-y|object-fit|object-position|list-style|list-style-(type|position))$/,
  /^(transform|transform-origin|transition|transition-(property|duration|timing-function|delay))$/,
  /^(animation|animation-(name|duration|timing-function|delay|iteration-count|direction|fill-mode|play-state))$/,
  /^(clip-path|mix-blend-mode|isolation|pointer-events|user-select|accent-color|caret-color)$/,
];
const FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color-mix',
  'calc',
  'min',
  'max',
  'clamp',
  'var',
  'minmax',
  'repeat',
  'fit-content',
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'translate',
  'translatex',
  'translatey',
  'translate3d',
  'scale',
  'scalex',
  'scaley',
  'rotate',
  'skew',
  'skewx',
  'skewy',
  'matrix',
  'cubic-bezier',
  'steps',
  'blur',
  'brightness',
  'contrast',
  'drop-shadow',
  'grayscale',
  'hue-rotate',
  'invert',
  'saturate',
  'sepia',
  'inset',
  'circle',
  'ellipse',
  'polygon',
]);

export function sanitizeCss(source: string, policy: CssPolicy): SanitizedCss {
  const issues: string[] = [];
  const bytes = new TextEncoder().encode(source).length;
  if (bytes > SANDBOX_LIMITS.maxCssBytes) {
    return {
      css: '',
      pageCss: '',
      issues: [`customCSS is ${bytes} bytes, over the ${SANDBOX_LIMITS.maxCssBytes}-byte cap`],
    };
  }
  const depth = nestingDepth(source);
  if (depth > SANDBOX_LIMITS.maxCssNesting) {
    return {
      css: '',
      pageCss: '',
      issues: [
        `customCSS is nested ${depth} deep, over the limit of ${SANDBOX_LIMITS.maxCssNesting}`,
      ],
    };
  }
  let ast: CssNode;
  try {
    ast = parse(source, {
      parseCustomProperty: false,
      onParseError: () => issues.push('a part that is not valid CSS was dropped'),
    });
  } catch {
    return { css: '', pageCss: '', issues: ['customCSS could not be parsed'] };
  }
  if (ast.type !== 'StyleSheet') {
    return { css: '', pageCss: '', issues: ['customCSS is not a stylesheet'] };
  }

  const scope = policy.scope.replace(/[^A-Za-z0-9_-]/g, '_');
  const keyframes = new Map<string, string>();
  walk(ast, {
    visit: 'Atrule',
    enter(node) {
      if (node.name.toLowerCase() !== 'keyframes' || !node.prelude) return;
      const name = generate(node.prelude)
        .trim()
        .replace(/^["']|["']$/g, '');
      if (/^[A-Za-z_-][\w-]*$/.test(name)) keyframes.set(name, `bf-${scope}-${name}`);
    },
  });

  filterRules(ast.children, policy, keyframes, issues, false);
  const page = clone(ast);
  if (page.type === 'StyleSheet') scopeRulesToBlock(page.children, blockSelector(policy.scope));
  return { css: generate(ast), pageCss: generate(page), issues };
}

/** The block wrapper's selector; block ids are plain, anything else is escaped for the string. */
function blockSelector(blockId: string): string {
  return `[data-block-id="${blockId.replace(/["\\\n\r\f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}"]`;
}

/**
 * Prefixes every selector of already sanitized rules with the block's wrapper, in place; rules
 * of `:host` (the shadow root's box) are removed. Keyframes are already named per block.
 */
function scopeRulesToBlock(children: List<CssNode>, wrapper: string): void {
  children.forEach((node, item) => {
    if (node.type === 'Atrule') {
      if (node.block && AT_RULES_WITH_RULES.has(node.name.toLowerCase())) {
        scopeRulesToBlock(node.block.children, wrapper);
        if (node.block.children.isEmpty) children.remove(item as ListItem<CssNode>);
      }
      return;
    }
    if (node.type !== 'Rule' || node.prelude.type !== 'SelectorList') return;
    const selectors: string[] = [];
    node.prelude.children.forEach((selector) => {
      const text = generate(selector).trim();
      // A selector led by a combinator (`~ p`, `+ p`, `> p`) would reach past the wrapper.
      if (!/^:host\b/i.test(text) && !/^[>+~|]/.test(text)) selectors.push(`${wrapper} ${text}`);
    });
    if (selectors.length === 0) {
      children.remove(item as ListItem<CssNode>);
      return;
    }
    const prelude = parse(selectors.join(', '), { context: 'selectorList' });
    if (prelude.type === 'SelectorList') node.prelude = prelude;
    else children.remove(item as ListItem<CssNode>);
  });
}

function filterRules(
  children: List<CssNode>,
  policy: CssPolicy,
  keyframes: Map<string, string>,
  issues: string[],
  insideKeyframes: boolean,
): void {
  children.forEach((node, item) => {
    const keep = insideKeyframes
      ? node.type === 'Rule' && filterDeclarations(node.block.children, policy, keyframes, issues)
      : keepNode(node, policy, keyframes, issues);
    if (!keep) children.remove(item as ListItem<CssNode>);
  });
}

function keepNode(
  node: CssNode,
  policy: CssPolicy,
  keyframes: Map<string, string>,
  issues: string[],
): boolean {
  if (node.type === 'Rule') {
    const problem = selectorProblem(node.prelude);
    if (problem) {
      issues.push(`rule "${generate(node.prelude).slice(0, 60)}" dropped: ${problem}`);
      return false;
    }
    // A rule left with no declarations is dropped too.
    return filterDeclarations(node.block.children, policy, keyframes, issues);
  }
  if (node.type === 'Atrule') {
    const name = node.name.toLowerCase();
    if (AT_RULES_WITH_RULES.has(name) && node.block) {
      if (node.prelude && /url\s*\(|\\/i.test(generate(node.prelude))) {
        issues.push(`@${name} dropped: url() or escapes in its condition`);
        return false;
      }
      filterRules(node.block.children, policy, keyframes, issues, false);
      return true;
    }
    if (name === 'keyframes' && node.block && node.prelude) {
      const original = generate(node.prelude)
        .trim()
        .replace(/^["']|["']$/g, '');
      const scoped = keyframes.get(original);
      if (!scoped) {
        issues.push(`@keyframes "${original.slice(0, 40)}" dropped: not a plain name`);
        return false;
      }
      node.prelude = { type: 'Raw', value: scoped };
      filterRules(node.block.children, policy, keyframes, issues, true);
      return true;
    }
    issues.push(`@${name} dropped: at-rule not allowed`);
    return false;
  }
  issues.push(`${node.type} dropped`);
  return false;
}

function selectorProblem(prelude: CssNode): string | null {
  let problem: string | null = null;
  walk(prelude, (node) => {
    if (problem) return;
    if (node.type === 'Raw') problem = 'selector not understood';
    else if (node.type === 'AttributeSelector') problem = 'attribute selectors are not allowed';
    else if (node.type === 'PseudoClassSelector' && !PSEUDO_CLASSES.has(node.name.toLowerCase())) {
      problem = `:${node.name} is not allowed`;
    } else if (
      node.type === 'PseudoElementSelector' &&
      !PSEUDO_ELEMENTS.has(node.name.toLowerCase())
    ) {
      problem = `::${node.name} is not allowed`;
    }
  });
  return problem;
}

/** Drops disallowed declarations in place; true when any remain. */
function filterDeclarations(
  children: List<CssNode>,
  policy: CssPolicy,
  keyframes: Map<string, string>,
  issues: string[],
): boolean {
  children.forEach((node, item) => {
    const problem =
      node.type === 'Declaration'
        ? declarationProblem(node, policy, keyframes)
        : 'not a declaration';
    if (problem) {
      issues.push(`declaration dropped: ${problem}`);
      children.remove(item as ListItem<CssNode>);
    }
  });
  return !children.isEmpty;
}

function declarationProblem(
  node: Extract<CssNode, { type: 'Declaration' }>,
  policy: CssPolicy,
  keyframes: Map<string, string>,
): string | null {
  const property = ident.decode(node.property).toLowerCase();
  if (!/^(--)?[a-z_-][\w-]*$/i.test(property)) return `property name not allowed`;
  node.property = property;
  if (property.startsWith('--')) {
    const raw = generate(node.value);
    return /url|\\|expression|attr|image|@/i.test(raw) || raw.length > 1_000
      ? `${property}: value not allowed in a custom property`
      : null;
  }
  if (!PROPERTY_PATTERNS.some((pattern) => pattern.test(property))) {
    return `property ${property} is not allowed`;
  }
  if (node.value.type === 'Raw') return `${property}: value not understood`;
  let problem: string | null = null;
  walk(node.value, (valueNode) => {
    if (problem) return;
    // Names are checked, and kept, as the browser reads them: escapes decoded.
    if (valueNode.type === 'Identifier' || valueNode.type === 'Function') {
      const decoded = ident.decode(valueNode.name);
      if (!PLAIN_NAME.test(decoded)) {
        problem = `${property}: escaped name not allowed`;
        return;
      }
      valueNode.name = decoded;
    }
    if (valueNode.type === 'Function' && valueNode.name.toLowerCase() === 'var') {
      if (NO_VARIABLES.has(property)) {
        problem = `${property}: var() is not allowed here`;
        return;
      }
    }
    if (valueNode.type === 'Url') {
      if (!allowedUrl(valueNode.value, policy.imageHosts))
        problem = `url(${valueNode.value.slice(0, 60)}) is not on an allowed host`;
    } else if (valueNode.type === 'Function') {
      if (!FUNCTIONS.has(valueNode.name.toLowerCase()))
        problem = `${valueNode.name}() is not allowed`;
    } else if (valueNode.type === 'Identifier' && property === 'position') {
      if (/^(fixed|sticky)$/i.test(valueNode.name))
        problem = `position: ${valueNode.name} is not allowed`;
    } else if (valueNode.type === 'Raw' && /\\|url|expression/i.test(valueNode.value)) {
      problem = `${property}: value not allowed`;
    }
  });
  if (problem) return problem;
  if (property === 'animation' || property === 'animation-name') {
    walk(node.value, (valueNode) => {
      if (valueNode.type === 'Identifier' && keyframes.has(valueNode.name)) {
        valueNode.name = keyframes.get(valueNode.name)!;
      }
    });
  }
  return null;
}

/**
 * How deep blocks and parentheses nest, outside strings and comments; escapes skipped. Checked
 * before parsing, since the parser and the tree walks recurse once per level.
 */
export function nestingDepth(source: string): number {
  let braces = 0;
  let parens = 0;
  let deepest = 0;
  let quote: string | null = null;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') {
      index += 1;
    } else if (quote) {
      if (char === quote) quote = null;
    } else if (char === '/' && source[index + 1] === '*') {
      const end = source.indexOf('*/', index + 2);
      index = end === -1 ? source.length : end + 1;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '{') {
      braces += 1;
    } else if (char === '}') {
      braces = Math.max(0, braces - 1);
    } else if (char === '(') {
      parens += 1;
    } else if (char === ')') {
      parens = Math.max(0, parens - 1);
    }
    deepest = Math.max(deepest, braces, parens);
  }
  return deepest;
}

function allowedUrl(value: string, hosts: readonly string[]): boolean {
  // The same rule as the images a script may show: an app path, or https on an allowed host.
  return imageSource(value, hosts) !== null;
}
