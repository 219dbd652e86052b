import type { Db } from '../../shared/contracts';
import { DEMO_STOREFRONTS } from '../../shared/demo';
import { recalculateQuoteTotals } from '../repositories/quoteTotals';
import { CATALOG_GROUPS, CATALOGS, generateCatalogue, picklistRows } from './catalogue';
import {
  accountRows,
  contactRows,
  notificationRows,
  portalAccessibleAccountRows,
  promoCodeRows,
  quoteLineRows,
  quoteRows,
} from './crmRecords';
import {
  accountAddressRows,
  accountCarrierAccountRows,
  providerTokenRows,
  savedCardRows,
  DEMO_CHECKOUT,
  seededOrderRow,
  shippingCarrierRows,
  shippingServiceRows,
} from './checkoutRecords';
import {
  courseLessonRows,
  courseModuleRows,
  courseRows,
  enrolmentRows,
  lessonCompletionRows,
} from './elearningCourses';
import { insertRows } from './insertRows';
import { contractPriceRows } from './contractPrices';
import { priceBookLines } from '../../crm/records/bookPricedLines';
import { orderHistory, shippedOrderShipment } from './orderHistory';
import {
  moreCarrierAccountRows,
  moreProviderTokenRows,
  moreSavedCardRows,
  shippingPreferenceRows,
} from './accountBillingRecords';
import { invoiceRows } from './invoiceRecords';
import { customerOrgApiUserRows, organizationRows, storefrontRows } from './organization';
import { templateSeed } from './templates';
import { supportRequestRows } from './supportRequests';
import { knowledgeArticleRows, serviceDeskRows } from './knowledgeArticles';
import { cpqRows, orderServicePlanPrices } from './cpqBundles';
import { configuratorRuleRows } from './configuratorRules';
import { SERVICE_CATALOG, SERVICE_CATALOG_GROUP, serviceSeed } from './serviceParts';

/**
 * Writes the demo world into an empty, migrated database, in one transaction. Deterministic: the
 * same rows every time (seeded PRNG, fixed timestamps), so tests can name ids and counts.
 */
export async function seed(db: Db): Promise<void> {
  const catalogue = generateCatalogue();
  // Service plan levels priced in their order (the CPQ bundles offer them side by side).
  orderServicePlanPrices(catalogue.items, catalogue.prices);
  const templates = templateSeed();
  const { notifications, contactNotifications } = notificationRows();
  await db.transaction(async (tx) => {
    await insertRows(tx, 'organizations', organizationRows());
    await insertRows(tx, 'storefronts', storefrontRows());
    await insertRows(tx, 'templates', templates.templates);
    await insertRows(tx, 'template_blocks', templates.blocks);
    await insertRows(tx, 'meta_items', templates.metaItems);
    await insertRows(tx, 'customer_org_api_users', customerOrgApiUserRows());

    // Accounts reference each other: insert those without references to later rows first.
    for (const account of accountRows()) await insertRows(tx, 'accounts', [account]);
    await insertRows(tx, 'contacts', contactRows());
    await insertRows(tx, 'portal_accessible_accounts', portalAccessibleAccountRows());

    await insertRows(
      tx,
      'catalog_groups',
      CATALOG_GROUPS.map((group) => ({ ...group })),
    );
    await insertRows(
      tx,
      'catalogs',
      CATALOGS.map((catalog) => ({ ...catalog, active: true })),
    );
    await insertRows(
      tx,
      'storefront_catalogs',
      Object.values(DEMO_STOREFRONTS).flatMap((storefront) =>
        CATALOGS.map((catalog) => ({
          storefront_id: storefront.storefrontId,
          catalog_id: catalog.id,
        })),
      ),
    );
    await insertRows(tx, 'catalog_items', catalogue.items as unknown as Record<string, unknown>[]);
    await insertRows(tx, 'catalog_item_prices', catalogue.prices);
    await insertRows(tx, 'picklists', picklistRows(catalogue.items));
    await insertRows(tx, 'contract_price_rules', contractPriceRows());

    await insertRows(tx, 'promo_codes', promoCodeRows());
    const quotes = quoteRows();
    await insertRows(tx, 'quotes', quotes);
    await insertRows(tx, 'quote_line_items', quoteLineRows());
    // Line prices are the catalogue's price in the quote's currency.
    await tx.query(`UPDATE quote_line_items l SET unit_price = p.unit_price
                      FROM quotes q, catalog_item_prices p
                     WHERE q.id = l.quote_id AND p.item_id = l.item_id AND p.currency = q.currency`);
    // Open carts of signed-in customers are book-priced (issue 15): they keep the list price and
    // pay their account's contract price for each line's quantity, as adding them would have.
    // Presented and ordered quotes keep the prices they were made with.
    const openCarts = await tx.query<{ id: string }>(
      "SELECT id FROM quotes WHERE is_active AND status = 'Draft' AND NOT is_guest",
    );
    await tx.query(
      `UPDATE quote_line_items l SET list_price = l.unit_price
                      FROM quotes q
                     WHERE q.id = l.quote_id AND q.id = ANY($1::text[]) AND l.unit_price > 0`,
      [openCarts.map((quote) => quote.id)],
    );
    await priceBookLines(
      tx,
      openCarts.map((quote) => quote.id),
    );
    await recalculateQuoteTotals(
      tx,
      quotes.map((quote) => String(quote.id)),
    );

    await insertRows(tx, 'account_addresses', accountAddressRows());
    await insertRows(tx, 'shipping_carriers', shippingCarrierRows());
    await insertRows(tx, 'shipping_services', shippingServiceRows());
    await insertRows(tx, 'account_carrier_accounts', accountCarrierAccountRows());
    await insertRows(tx, 'provider_tokens', providerTokenRows());
    await insertRows(tx, 'saved_cards', savedCardRows());
    await insertRows(tx, 'account_carrier_accounts', moreCarrierAccountRows());
    await insertRows(tx, 'provider_tokens', moreProviderTokenRows());
    await insertRows(tx, 'saved_cards', moreSavedCardRows());
    await insertRows(tx, 'account_shipping_preferences', shippingPreferenceRows());
    // The shipped order of the ordered quote: its totals and lines are the quote's.
    await insertRows(tx, 'orders', [seededOrderRow()]);
    await tx.query(`UPDATE orders o SET subtotal = q.subtotal, discount_total = q.discount_total,
                           shipping_amount = q.shipping_amount, tax_amount = q.tax_amount, total = q.total
                      FROM quotes q WHERE q.id = o.quote_id`);
    await tx.query(`INSERT INTO order_lines (id, order_id, line_number, item_id, sku, title, qty, unit_price,
                           discount, promo_discount, total_price)
                    SELECT o.id || '-' || l.sort_order, o.id, l.sort_order, l.item_id, c.sku, c.title, l.qty,
                           l.unit_price, l.discount, l.promo_discount,
                           ROUND(l.qty * l.unit_price * (1 - l.discount / 100), 2)
                      FROM orders o JOIN quote_line_items l ON l.quote_id = o.quote_id
                      JOIN catalog_items c ON c.item_id = l.item_id`);

    // Two years of orders for the demo accounts (My orders), after the shipped order above.
    const history = orderHistory(catalogue.items);
    await insertRows(tx, 'quotes', history.quotes);
    await insertRows(tx, 'orders', history.orders);
    await insertRows(tx, 'order_lines', history.lines);
    await insertRows(tx, 'order_shipments', [
      shippedOrderShipment(DEMO_CHECKOUT.shippedOrderId),
      ...history.shipments,
    ]);

    await insertRows(tx, 'notifications', notifications);
    await insertRows(tx, 'contact_notifications', contactNotifications);

    await insertRows(tx, 'elearning_courses', courseRows());
    await insertRows(tx, 'elearning_modules', courseModuleRows());
    await insertRows(tx, 'elearning_lessons', courseLessonRows());
    await insertRows(tx, 'elearning_enrolments', enrolmentRows());
    await insertRows(tx, 'elearning_lesson_completions', lessonCompletionRows());
    const support = supportRequestRows();
    await insertRows(tx, 'support_requests', support.requests);
    await insertRows(tx, 'support_request_files', support.files);
    await insertRows(tx, 'support_request_activities', support.activities);
    await tx.query(
      "SELECT setval('support_request_number_seq', (SELECT count(*) FROM support_requests))",
    );
    // Billing (issue 18): two years of invoices, credit notes and payments per account.
    const billing = invoiceRows(catalogue.items);
    await insertRows(tx, 'invoices', billing.invoices);
    await insertRows(tx, 'invoice_lines', billing.lines);
    await insertRows(tx, 'invoice_payments', billing.payments);
    await insertRows(tx, 'invoice_payment_allocations', billing.allocations);
    // Knowledge base and service desks (issue 19, knowledge part).
    await insertRows(tx, 'knowledge_articles', knowledgeArticleRows());
    await insertRows(tx, 'account_service_desks', serviceDeskRows());
    // Quote configuration (issue 20): bundles, quantity breaks and contract prices.
    const accountCurrency = new Map(
      accountRows().map((account) => [String(account.id), String(account.currency)]),
    );
    const cpq = cpqRows(
      catalogue.items,
      catalogue.prices,
      (id) => accountCurrency.get(id) ?? 'USD',
    );
    await insertRows(tx, 'cpq_bundles', cpq.bundles);
    await insertRows(tx, 'cpq_bundle_components', cpq.components);
    await insertRows(tx, 'cpq_service_plans', cpq.servicePlans);
    await insertRows(tx, 'cpq_price_tiers', cpq.tiers);
    await insertRows(tx, 'cpq_contract_prices', cpq.contracts);
    // The product configurator's rules (issue 20), tied to the catalogue's items.
    for (const [table, rows] of Object.entries(configuratorRuleRows(catalogue.items)))
      await insertRows(tx, table, rows);
    // Service and parts (issue 19): installed base, parts catalogue, kits, service quotes.
    const service = serviceSeed();
    await insertRows(tx, 'catalog_groups', [SERVICE_CATALOG_GROUP]);
    await insertRows(tx, 'catalogs', [SERVICE_CATALOG]);
    await insertRows(tx, 'catalog_items', service.items);
    await insertRows(tx, 'catalog_item_prices', service.prices);
    await insertRows(tx, 'parts', service.parts);
    await insertRows(tx, 'part_models', service.partModels);
    await insertRows(tx, 'part_relations', service.relations);
    await insertRows(tx, 'part_images', service.images);
    await insertRows(tx, 'kit_components', service.kitComponents);
    await insertRows(tx, 'installed_instruments', service.instruments);
    await insertRows(tx, 'quotes', service.quotes);
    await insertRows(tx, 'quote_line_items', service.quoteLines);
    await recalculateQuoteTotals(
      tx,
      service.quotes.map((quote) => String(quote.id)),
    );
  });
}
