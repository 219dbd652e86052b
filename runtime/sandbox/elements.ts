/**
 * The allowlist of remote elements customJS may create (issue 6): their names, properties and
 * events. The worker defines exactly these elements; the host draws exactly these and validates
 * every property with the rules of elementRules.ts. Anything else is refused.
 */
export const SANDBOX_ELEMENTS = {
  'ui-stack': { properties: ['direction', 'gap', 'align'], events: [] },
  'ui-text': { properties: ['tone', 'size', 'emphasis'], events: [] },
  'ui-heading': { properties: ['level'], events: [] },
  'ui-button': { properties: ['variant', 'disabled'], events: ['press'] },
  'ui-link': { properties: ['to'], events: [] },
  'ui-image': { properties: ['src', 'alt', 'width', 'height'], events: [] },
  'ui-badge': { properties: ['tone'], events: [] },
  'ui-product-card': {
    properties: ['name', 'price', 'image', 'to', 'actionLabel'],
    events: ['press'],
  },
} as const satisfies Record<string, { properties: readonly string[]; events: readonly string[] }>;

export type SandboxElementName = keyof typeof SANDBOX_ELEMENTS;

export function isSandboxElementName(name: unknown): name is SandboxElementName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(SANDBOX_ELEMENTS, name);
}
