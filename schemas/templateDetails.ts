/**
 * The `value` of a `templateDetails` meta item: the template meta and wrapper template fields of
 * spec 001 section 3. Written by the template store (seed), read by the runtime's page resolution.
 */
export interface TemplateDetails {
  templateName: string;
  pageType: string;
  /** Application, My Account, Create Record, Cart, Checkout, Guidance, List page, Details page. */
  pageCategory: string;
  friendlyURL: string;
  active: boolean;
  portalHome: boolean;
  continueShoppingTemplate: string | null;
  pageTitle: string;
  metaTags: { name: string; content: string }[];
  checkoutOverride: boolean;
  quoteDocumentId: string | null;
  trackers: { name: string; value: string }[];
  /** Catalogue group of a cart template: when a group has several, the newest created wins. */
  catalogGroup?: string | null;
  createdAt: string;
}
