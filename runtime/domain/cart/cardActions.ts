/** The actions a catalogue card can offer (spec 001 sections 4 and 5). */
export type CardAction = 'addToCart' | 'configure' | 'upload';

const ADD_TO_CART = new Set(['No Configuration', 'Suggests Configuration', 'Upload Add', '']);
const CONFIGURE = new Set([
  'Needs Configuration',
  'Suggests Configuration',
  'Upload Configuration',
]);
const UPLOAD = new Set(['Upload', 'Upload Add', 'Upload Configuration']);

/**
 * Which actions an item's configuration requirement allows, in card order: Add to cart for No
 * Configuration, Suggests Configuration, Upload Add or an empty requirement; Configure for Needs,
 * Suggests and Upload Configuration; Upload for Upload, Upload Add and Upload Configuration. An
 * unknown requirement allows nothing.
 */
export function cardActions(requirement: string | null | undefined): CardAction[] {
  const value = requirement ?? '';
  const actions: CardAction[] = [];
  if (ADD_TO_CART.has(value)) actions.push('addToCart');
  if (CONFIGURE.has(value)) actions.push('configure');
  if (UPLOAD.has(value)) actions.push('upload');
  return actions;
}

/** The label of an action: the CRM's when it sends one for that action, else ours. */
export function actionLabel(
  action: CardAction,
  fromCrm: readonly { name: string; label: string }[] = [],
): string {
  const crm = fromCrm.find((entry) => entry.name === action)?.label;
  if (crm) return crm;
  return action === 'addToCart' ? 'Add to cart' : action === 'configure' ? 'Configure' : 'Upload';
}
