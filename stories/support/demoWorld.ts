/**
 * The demo world for stories: identities, storefronts and seeded rows, from the snapshot the
 * seed generators produce when Vite starts (scripts/storybook/storySeedPlugin.ts). Stories read
 * it here; they never import server/ (eslint.boundaries.js).
 */
import seed from 'virtual:blockfront/story-seed';

type Seed = typeof seed;

export const DEMO_ORGANIZATION = seed.demo.organization;
export const DEMO_STOREFRONTS = seed.demo.storefronts;
export const DEMO_ACCOUNTS = seed.demo.accounts;
export const DEMO_USERS = seed.demo.users;

/** A demo storefront's key (guest, portal, sso). */
export type DemoStorefrontKey = keyof Seed['demo']['storefronts'];
/** One demo identity of the local user pool. */
export type DemoUser = Seed['demo']['users'][number];

/** The seeded CRM rows (accounts, contacts, quotes, catalogue, notifications...). */
export const SEED_CRM = seed.crm;
/** The seeded templates: their ids and names, and every storefront's stored blocks. */
export const SEED_TEMPLATE_ROWS = seed.templates;
/** The seeded order history (orders, lines, shipments). */
export const SEED_ORDERS = seed.orders;
/** The seeded invoices, their lines, payments and allocations, and each invoice's summary. */
export const SEED_BILLING = seed.billing;
/** The seeded knowledge articles (internal ones included, as the seed has them). */
export const SEED_KNOWLEDGE_ARTICLES = seed.knowledgeArticles;
/** One seeded knowledge article. */
export type SeedArticle = Seed['knowledgeArticles'][number];
