/**
 * The demo world the stories show, as data: the same seed generators that fill the local stack's
 * database (server/db/seed) and the demo identities (server/shared/demo.ts), run in Node when
 * Vite starts and handed to the stories as the virtual module `virtual:blockfront/story-seed`
 * (storySeedPlugin.ts). Stories get rows and identities, never the server's code (issue 21: the
 * import rule "stories never import server/" has no exception).
 */
import { invoiceSummaryOf } from '../../server/crm/records/invoices';
import { generateCatalogue } from '../../server/db/seed/catalogue';
import {
  accountRows,
  contactRows,
  notificationRows,
  portalAccessibleAccountRows,
  quoteLineRows,
  quoteRows,
} from '../../server/db/seed/crmRecords';
import { invoiceRows } from '../../server/db/seed/invoiceRecords';
import { SEED_ARTICLES } from '../../server/db/seed/knowledgeArticles';
import { orderHistory } from '../../server/db/seed/orderHistory';
import { TEMPLATES } from '../../server/db/seed/templateCatalog';
import { templateSeed } from '../../server/db/seed/templates';
import {
  DEMO_ACCOUNTS,
  DEMO_ORGANIZATION,
  DEMO_STOREFRONTS,
  DEMO_USERS,
} from '../../server/shared/demo';

/** Builds the snapshot; every value is plain JSON (rows of strings, numbers and objects). */
export function storySeedSnapshot() {
  const catalogue = generateCatalogue();
  const invoices = invoiceRows(catalogue.items);
  return {
    demo: {
      organization: DEMO_ORGANIZATION,
      storefronts: DEMO_STOREFRONTS,
      accounts: DEMO_ACCOUNTS,
      users: DEMO_USERS,
    },
    crm: {
      accounts: accountRows(),
      contacts: contactRows(),
      portalAccessibleAccounts: portalAccessibleAccountRows(),
      notifications: notificationRows(),
      quotes: quoteRows(),
      quoteLines: quoteLineRows(),
      catalogItems: catalogue.items,
      prices: catalogue.prices,
    },
    templates: {
      list: TEMPLATES.map(({ templateId, templateName }) => ({ templateId, templateName })),
      blocks: templateSeed().blocks,
    },
    orders: orderHistory(catalogue.items),
    knowledgeArticles: SEED_ARTICLES,
    billing: {
      ...invoices,
      /** Each invoice row as the billing handlers summarize it (server/crm/records/invoices.ts). */
      summaries: Object.fromEntries(
        invoices.invoices.map((row) => [row.id, invoiceSummaryOf(row)]),
      ),
    },
  };
}

/** The shape of `virtual:blockfront/story-seed`'s default export. */
export type StorySeed = ReturnType<typeof storySeedSnapshot>;
