import { randomUUID } from 'node:crypto';
import {
  SIGNED_REQUEST_FIELDS,
  TOKENIZE_ONLY,
  signedDateTime,
} from '../../../../schemas/payment/hostedPaymentFields';
import { CARD_BRAND_RULES, GENERIC_CARD_BRAND } from '../../../../schemas/payment/cardBrand';
import type { PaymentMethodRequest } from '../../../../schemas/address/accountBillingCalls';
import { paymentConfig } from '../../../payment/paymentConfig';
import { signFields } from '../../../payment/signature';
import { crmError, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import { signedInAccount } from '../../records/signedInAccount';
import { receiptPage } from '../../records/paymentRequest';

const BRANDS = new Set<string>([...CARD_BRAND_RULES.map((rule) => rule.brand), GENERIC_CARD_BRAND]);

/**
 * Signs a tokenize-only request for the hosted payment page (transaction type
 * create_payment_token, amount 0.00): the customer enters a card there and the page answers a
 * token, so no card number ever reaches the store. Payload: returnUrl (a page of this storefront),
 * acceptedBrands (the card brands the payment methods block accepts; empty: any), makeDefault.
 * Each request is recorded so that savePaymentMethod accepts its result once, for this caller.
 */
export const addPaymentMethod: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const signedIn = await signedInAccount(request, 'saved cards');
    if ('refused' in signedIn) return signedIn.refused;
    const { accountId, contactId } = signedIn.caller;
    const returnUrl = receiptPage(stringArg(request, 'returnUrl'), request.call.domain);
    if (!returnUrl) return crmError('returnUrl must be a page of this storefront.');
    const brands = payloadArg(request, 'acceptedBrands') ?? [];
    if (!Array.isArray(brands) || brands.some((brand) => !BRANDS.has(String(brand))))
      return crmError(`acceptedBrands must name card brands: ${[...BRANDS].join(', ')}.`);
    const [account] = await request.db.query<{ currency: string }>(
      'SELECT currency FROM accounts WHERE id = $1',
      [accountId],
    );
    const config = paymentConfig();
    const now = new Date();
    const uuid = randomUUID();
    const fields: Record<string, string> = {
      access_key: config.accessKey,
      profile_id: config.profileId,
      transaction_uuid: uuid,
      unsigned_field_names: '',
      signed_date_time: signedDateTime(now),
      locale: 'en-us',
      transaction_type: TOKENIZE_ONLY,
      reference_number: `PM-${uuid.slice(0, 8).toUpperCase()}`,
      amount: '0.00',
      currency: account?.currency ?? 'USD',
      override_custom_receipt_page: returnUrl,
    };
    const signed = signFields(fields, SIGNED_REQUEST_FIELDS, config.secretKey);
    await request.db.query(
      `INSERT INTO payment_method_requests (transaction_uuid, account_id, contact_id, accepted_brands,
          make_default, signed_date_time)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        uuid,
        accountId,
        contactId,
        JSON.stringify(brands),
        payloadArg(request, 'makeDefault') === true,
        now.toISOString(),
      ],
    );
    return ok({
      message: signed.signature ?? '',
      fields: signed,
      paymentPageUrl: config.pageUrl,
    } satisfies PaymentMethodRequest);
  },
};
