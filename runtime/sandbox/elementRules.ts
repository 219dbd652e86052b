import { SANDBOX_ELEMENTS, type SandboxElementName } from './elements';
import { appRoute, flag, imageSource, oneOf, plainText, wholeNumber } from './propValidators';

/** What the host knows when it validates a property. */
export interface PropContext {
  /** Exact host names images may come from besides the storefront's own origin. */
  imageHosts: readonly string[];
}

type Rule = (value: unknown, context: PropContext) => unknown;

const TONE = oneOf(['default', 'muted', 'info', 'success', 'warning', 'critical']);
const image: Rule = (value, context) => imageSource(value, context.imageHosts);

/** The rule of every property of every allowlisted element; a property without one is refused. */
const RULES: {
  [E in SandboxElementName]: Record<(typeof SANDBOX_ELEMENTS)[E]['properties'][number], Rule>;
} = {
  'ui-stack': {
    direction: oneOf(['row', 'column']),
    gap: oneOf(['none', 'small', 'medium', 'large']),
    align: oneOf(['start', 'center', 'end', 'stretch']),
  },
  'ui-text': { tone: TONE, size: oneOf(['small', 'medium', 'large']), emphasis: flag },
  'ui-heading': { level: wholeNumber(2, 4) },
  'ui-button': { variant: oneOf(['primary', 'secondary']), disabled: flag },
  'ui-link': { to: appRoute },
  'ui-image': {
    src: image,
    alt: plainText,
    width: wholeNumber(1, 4_000),
    height: wholeNumber(1, 4_000),
  },
  'ui-badge': { tone: TONE },
  'ui-product-card': {
    name: plainText,
    price: plainText,
    image,
    to: appRoute,
    actionLabel: plainText,
  },
};

export type PropVerdict = { ok: true; value: unknown } | { ok: false; reason: string };

/**
 * Checks one property of an allowlisted element. `undefined` always passes (it removes the
 * property); any other value must satisfy the property's rule.
 */
export function validateProperty(
  element: SandboxElementName,
  name: string,
  value: unknown,
  context: PropContext,
): PropVerdict {
  const rules = RULES[element] as Record<string, Rule>;
  if (!Object.prototype.hasOwnProperty.call(rules, name)) {
    return { ok: false, reason: `<${element}> has no property "${name}"` };
  }
  if (value === undefined || value === null) return { ok: true, value: undefined };
  const checked = rules[name]!(value, context);
  if (checked === null) {
    return { ok: false, reason: `<${element}> ${name}: value refused` };
  }
  return { ok: true, value: checked };
}

/** Whether an allowlisted element may listen to `event`. */
export function allowsEvent(element: SandboxElementName, event: string): boolean {
  return (SANDBOX_ELEMENTS[element].events as readonly string[]).includes(event);
}
