import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { GatewaySession } from '../../runtime/gateway/index';
import { callType, gatewayHarness, sentPayload } from './dataBlockHarness';

/** Where the router is now, for asserting navigation. */
export function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export const QUOTE_ID = '0Q0Dn00000Cart0001';

/** Maria's seeded cart, as the CRM stand-in answers getActiveQuote. */
export function seededCart() {
  return {
    quote: {
      id: QUOTE_ID,
      name: 'Cart Q-1001',
      quoteNumber: 'Q-00001001',
      isGuest: false,
      currency: 'USD',
      shipping: { address: null, city: null, state: null, zip: null, country: null },
      promoCode: null,
      subtotal: 520,
      discountTotal: 0,
      taxAmount: 0,
      total: 520,
    },
    lineItems: [
      {
        id: 'L1',
        quoteId: QUOTE_ID,
        itemId: 'A',
        catalogItemId: 'EA',
        sku: 'CY-AB-10001',
        title: 'CD4 Monoclonal Antibody',
        thumbnail: null,
        qty: 2,
        unitPrice: 189,
        discount: 0,
        promoDiscount: 0,
        totalPrice: 378,
      },
      {
        id: 'L2',
        quoteId: QUOTE_ID,
        itemId: 'B',
        catalogItemId: 'EB',
        sku: 'CY-BF-50001',
        title: 'Sheath Fluid, 20 L',
        thumbnail: null,
        qty: 1,
        unitPrice: 142,
        discount: 0,
        promoDiscount: 0,
        totalPrice: 142,
      },
    ],
    itemCount: 3,
  };
}

type Answer = { statusCode: number; content: unknown };

/**
 * A small CRM for the checkout blocks behind the real gateway client: the cart, the quote's fields
 * (updateRecord merges them), and `override` to answer a call type differently (a failure).
 */
export function checkoutCrm(
  initialFields: Record<string, unknown> = {},
  override: (type: string, payload: Record<string, unknown>) => Answer | undefined = () =>
    undefined,
) {
  const fields: Record<string, unknown> = {
    Id: QUOTE_ID,
    Status: 'Draft',
    CurrencyIsoCode: 'USD',
    Pay_Online_Terms__c: 'Net 30',
    Terms_Accepted__c: false,
    Custom_Fields__c: {},
    ShippingHandling: 0,
    ...initialFields,
  };
  const writes: Record<string, unknown>[] = [];
  const calls: { type: string; payload: Record<string, unknown> }[] = [];
  const answer = (data: Record<string, unknown>): Answer => {
    const type = callType(data) ?? '';
    const payload = data.payload ? sentPayload(data) : {};
    calls.push({ type, payload });
    const overridden = override(type, payload);
    if (overridden) return overridden;
    switch (type) {
      case 'getActiveQuote':
        return { statusCode: 200, content: seededCart() };
      case 'getRecord':
        return { statusCode: 200, content: { recordData: { ...fields }, fieldsMetadata: [] } };
      case 'updateRecord': {
        const changes = payload.fields as Record<string, unknown>;
        writes.push(changes);
        for (const [name, value] of Object.entries(changes))
          fields[name] =
            name === 'Custom_Fields__c'
              ? { ...(fields[name] as object), ...(value as object) }
              : value;
        if (changes.Shipping_Service_Id__c) fields.ShippingHandling = 42;
        return { statusCode: 200, content: { success: true, recordData: { ...fields } } };
      }
      case 'calculateAvaTax':
        return {
          statusCode: 200,
          content: {
            taxCalculated: true,
            isCommitted: false,
            taxAmount: 35.14,
            totalAmount: 597.14,
          },
        };
      default:
        return { statusCode: 404, content: 'Query name not found, improper request.' };
    }
  };
  return { fields, writes, calls, answer };
}

/** Renders blocks at `path` against the CRM, inside a router with a location probe. */
export function renderCheckout(
  ui: ReactElement,
  crm: ReturnType<typeof checkoutCrm>,
  path = '/checkout',
  /** A guest's checkout: GUEST_SESSION (and the guest quote id in the tab's storage). */
  session?: GatewaySession,
) {
  const harness = gatewayHarness(crm.answer, undefined, session);
  return {
    ...harness.render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    ),
    queryClient: harness.queryClient,
  };
}
