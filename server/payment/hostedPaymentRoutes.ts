import { randomBytes, randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { classifyCard, cardDigits, passesLuhn } from '../../schemas/payment/cardBrand';
import {
  PAYMENT_TOKEN_FIELD,
  SIGNATURE_MAX_AGE_MS,
  SIGNED_REQUEST_FIELDS,
  SIGNED_RESULT_FIELDS,
  TOKENIZE_ONLY,
  TRANSACTION_TYPES,
  signedDateTime,
  type PaymentDecision,
} from '../../schemas/payment/hostedPaymentFields';
import type { Db } from '../shared/contracts';
import {
  PAGE_CSS,
  RETURN_JS,
  cardFormPage,
  challengePage,
  errorPage,
  resultPage,
  savedCardPage,
  type FieldErrors,
  type OrderSummary,
} from './pageHtml';
import { HOSTED_PAYMENT_PATH, type PaymentConfig } from './paymentConfig';
import { signFields, toSignedFields, verifyFields, type SignedFields } from './signature';
import { behaviourOf, CHALLENGE_CODE, type CardBehaviour } from './testCards';

/** The card as the page keeps it between steps: never the full number or the security code. */
interface CardSummary {
  brand: string;
  last4: string;
  expiry: string;
  behaviour: CardBehaviour;
  holder: string | null;
  attempts?: number;
}

interface Transaction {
  transaction_uuid: string;
  request: SignedFields;
  state: 'Open' | 'Challenge' | 'Completed';
  card: CardSummary | null;
  result: SignedFields | null;
  created_at: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The page's own CSP: its stylesheet and script only, forms only to itself and to the store's
 * receipt page, never framed.
 */
function pageHeaders(formTarget = ''): Record<string, string> {
  const target = /^https?:\/\//.test(formTarget) ? ` ${new URL(formTarget).origin}` : '';
  return {
    'Content-Security-Policy': `default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; form-action 'self'${target}; frame-ancestors 'none'; base-uri 'none'`,
    'Cache-Control': 'no-store',
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

function summaryOf(config: PaymentConfig, request: SignedFields): OrderSummary {
  return {
    merchantName: config.merchantName,
    reference: request.reference_number ?? '',
    amount: request.amount ?? '0',
    currency: request.currency ?? 'USD',
    tokenOnly: request.transaction_type === TOKENIZE_ONLY,
  };
}

const RESULT_MESSAGES: Record<string, string> = {
  '100': 'Request was processed successfully.',
  '202': 'Expired card.',
  '203': 'General decline of the card.',
  '476': 'The customer cannot be authenticated.',
  '000': 'The customer cancelled the payment.',
};

/**
 * The local hosted payment page (a stand-in for a provider's secure acceptance page): takes a
 * request signed by the CRM's generateSignature, lets the buyer enter a card (or confirm a saved
 * one), runs the documented test cards' outcomes including a 3-D Secure style challenge, and posts
 * a signed result to the store's receipt page. Each request (transaction uuid) is used once.
 */
export function createHostedPaymentPage(db: Db, config: PaymentConfig, now = () => new Date()) {
  const app = new Hono().basePath(HOSTED_PAYMENT_PATH);

  const load = async (uuid: string): Promise<Transaction | null> => {
    if (!UUID.test(uuid)) return null;
    const [row] = await db.query<Transaction & Record<string, unknown>>(
      'SELECT * FROM provider_transactions WHERE transaction_uuid = $1',
      [uuid],
    );
    return row ?? null;
  };

  const expired = (tx: Transaction) =>
    tx.state !== 'Completed' && now().getTime() - Date.parse(tx.created_at) > SIGNATURE_MAX_AGE_MS;

  const show = (c: Context, html: string, status: 200 | 400 | 404 | 410 | 422 = 200, target = '') =>
    c.html(html, status, pageHeaders(target));

  const seeOther = (c: Context, uuid: string) =>
    c.redirect(`${c.req.path.replace(/\/pay(\/.*)?$/, '')}/pay/${uuid}`, 303);

  async function complete(
    tx: Transaction,
    decision: PaymentDecision,
    reasonCode: string,
    card: CardSummary | null,
  ): Promise<void> {
    const request = tx.request;
    const accepted = decision === 'ACCEPT';
    let token: string | null = null;
    if (accepted && card && request.transaction_type?.includes('create_payment_token')) {
      token = `tok_${randomBytes(12).toString('hex')}`;
      await db.query(
        `INSERT INTO provider_tokens (token, brand, last4, expiry, holder_name, behaviour)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [token, card.brand, card.last4, card.expiry, card.holder, card.behaviour],
      );
    }
    const fields: SignedFields = {
      decision,
      reason_code: reasonCode,
      message: RESULT_MESSAGES[reasonCode] ?? 'Declined.',
      transaction_id:
        String(randomInt(10 ** 9, 10 ** 10 - 1)) + String(randomInt(10 ** 11, 10 ** 12 - 1)),
      auth_code: accepted ? randomBytes(3).toString('hex').toUpperCase() : '',
      auth_amount: accepted ? (request.amount ?? '') : '',
      req_transaction_uuid: tx.transaction_uuid,
      req_reference_number: request.reference_number ?? '',
      req_amount: request.amount ?? '',
      req_currency: request.currency ?? '',
      req_transaction_type: request.transaction_type ?? '',
      req_card_number: card ? `xxxxxxxxxxxx${card.last4}` : '',
      req_card_expiry_date: card?.expiry ?? '',
      card_type_name: card?.brand ?? '',
      signed_date_time: signedDateTime(now()),
      ...(token ? { [PAYMENT_TOKEN_FIELD]: token } : {}),
    };
    const names = [...SIGNED_RESULT_FIELDS, ...(token ? [PAYMENT_TOKEN_FIELD] : [])];
    const result = signFields(fields, names, config.secretKey);
    await db.query(
      `UPDATE provider_transactions SET state = 'Completed', result = $2, card = $3
        WHERE transaction_uuid = $1 AND state <> 'Completed'`,
      [tx.transaction_uuid, JSON.stringify(result), card ? JSON.stringify(card) : null],
    );
  }

  const outcome = (behaviour: CardBehaviour): [PaymentDecision, string] =>
    behaviour === 'decline'
      ? ['DECLINE', '203']
      : behaviour === 'expired'
        ? ['DECLINE', '202']
        : ['ACCEPT', '100'];

  app.get('/assets/page.css', (c) =>
    c.body(PAGE_CSS, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    }),
  );
  app.get('/assets/return.js', (c) =>
    c.body(RETURN_JS, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    }),
  );

  // The store posts the signed request here.
  app.post('/pay', async (c) => {
    const form = toSignedFields(await c.req.parseBody());
    const required = [
      ...SIGNED_REQUEST_FIELDS,
      ...(form[PAYMENT_TOKEN_FIELD] !== undefined ? [PAYMENT_TOKEN_FIELD] : []),
    ];
    const verified = verifyFields(form, required, config.secretKey, now());
    const valid =
      verified.ok &&
      form.access_key === config.accessKey &&
      form.profile_id === config.profileId &&
      (TRANSACTION_TYPES as readonly string[]).includes(form.transaction_type ?? '') &&
      /^\d{1,10}\.\d{2}$/.test(form.amount ?? '') &&
      /^[A-Z]{3}$/.test(form.currency ?? '') &&
      UUID.test(form.transaction_uuid ?? '');
    if (!valid) {
      const reason =
        !verified.ok && verified.reason === 'expired'
          ? 'This payment request has expired.'
          : 'This payment request is not signed correctly, so it cannot be processed.';
      return show(c, errorPage('Payment request refused', reason), 400);
    }
    const uuid = form.transaction_uuid ?? '';
    const signedOnly = Object.fromEntries(
      [...required, 'signature'].map((name) => [name, form[name] ?? '']),
    );
    const [created] = await db.query(
      `INSERT INTO provider_transactions (transaction_uuid, request, state) VALUES ($1, $2, 'Open')
       ON CONFLICT (transaction_uuid) DO NOTHING RETURNING 1`,
      [uuid, JSON.stringify(signedOnly)],
    );
    if (!created) {
      const existing = await load(uuid);
      if (existing?.state === 'Completed' || existing?.request.signature !== form.signature)
        return show(
          c,
          errorPage(
            'Payment request already used',
            'This payment request was already used.',
            'gone',
          ),
          410,
        );
    }
    return seeOther(c, uuid);
  });

  app.get('/pay/:uuid', async (c) => {
    const tx = await load(c.req.param('uuid'));
    if (!tx)
      return show(c, errorPage('Payment not found', 'There is no such payment.', 'gone'), 404);
    if (expired(tx))
      return show(
        c,
        errorPage('Payment expired', 'This payment session has expired.', 'gone'),
        410,
      );
    const summary = summaryOf(config, tx.request);
    if (tx.state === 'Completed' && tx.result) {
      const approved = tx.result.decision === 'ACCEPT';
      const action = tx.request.override_custom_receipt_page ?? '/';
      return show(
        c,
        resultPage({
          summary,
          action,
          fields: tx.result,
          approved,
          message: summary.tokenOnly
            ? approved
              ? 'Your card was saved.'
              : tx.result.decision === 'CANCEL'
                ? 'You cancelled saving the card.'
                : 'Your card was not accepted.'
            : approved
              ? 'Your payment was approved.'
              : tx.result.decision === 'CANCEL'
                ? 'You cancelled the payment.'
                : 'Your payment was not approved.',
        }),
        200,
        action,
      );
    }
    if (tx.state === 'Challenge' && tx.card)
      return show(c, challengePage({ uuid: tx.transaction_uuid, summary, card: tx.card }));
    const token = tx.request[PAYMENT_TOKEN_FIELD];
    if (token) {
      const [card] = await db.query<{ brand: string; last4: string; expiry: string }>(
        'SELECT brand, last4, expiry FROM provider_tokens WHERE token = $1',
        [token],
      );
      if (!card)
        return show(
          c,
          errorPage('Card not available', 'The saved card is no longer available.'),
          404,
        );
      return show(c, savedCardPage({ uuid: tx.transaction_uuid, summary, card }));
    }
    return show(
      c,
      cardFormPage({
        uuid: tx.transaction_uuid,
        summary,
        errors: {},
        values: {},
        savesCard: tx.request.transaction_type?.includes('create_payment_token') ?? false,
        now: now(),
      }),
    );
  });

  app.post('/pay/:uuid/card', async (c) => {
    const tx = await load(c.req.param('uuid'));
    if (!tx || expired(tx))
      return show(
        c,
        errorPage('Payment expired', 'This payment session has expired.', 'gone'),
        410,
      );
    if (tx.state !== 'Open') return seeOther(c, tx.transaction_uuid);
    const token = tx.request[PAYMENT_TOKEN_FIELD];
    if (token) {
      const [saved] = await db.query<{
        brand: string;
        last4: string;
        expiry: string;
        holder_name: string | null;
        behaviour: CardBehaviour;
      }>(
        'SELECT brand, last4, expiry, holder_name, behaviour FROM provider_tokens WHERE token = $1',
        [token],
      );
      if (!saved)
        return show(
          c,
          errorPage('Card not available', 'The saved card is no longer available.'),
          404,
        );
      const card: CardSummary = { ...saved, holder: saved.holder_name };
      const [decision, reason] = outcome(
        saved.behaviour === 'challenge' ? 'approve' : saved.behaviour,
      );
      await complete(tx, decision, reason, card);
      return seeOther(c, tx.transaction_uuid);
    }

    const body = toSignedFields(await c.req.parseBody());
    const values = {
      card_holder: (body.card_holder ?? '').trim(),
      card_number: (body.card_number ?? '').trim(),
      card_expiry_month: body.card_expiry_month ?? '',
      card_expiry_year: body.card_expiry_year ?? '',
    };
    const errors: FieldErrors = {};
    const digits = cardDigits(values.card_number);
    if (!values.card_holder) errors.card_holder = 'Enter the name as it is written on the card';
    if (!digits) errors.card_number = 'Enter your card number';
    else if (!passesLuhn(digits))
      errors.card_number = 'Enter a valid card number: check it for a mistyped digit';
    const month = Number(values.card_expiry_month);
    const year = Number(values.card_expiry_year);
    const today = now();
    if (!month || !year) errors.card_expiry = 'Choose the expiry month and year';
    else if (
      year < today.getUTCFullYear() ||
      (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)
    )
      errors.card_expiry = 'The expiry date has passed: use a card that is still valid';
    const brand = classifyCard(digits);
    const cvn = body.card_cvn ?? '';
    const cvnLength = brand === 'American Express' ? 4 : 3;
    if (!new RegExp(`^\\d{${cvnLength}}$`).test(cvn))
      errors.card_cvn = `Enter the ${cvnLength}-digit security code`;
    if (Object.keys(errors).length > 0) {
      return show(
        c,
        cardFormPage({
          uuid: tx.transaction_uuid,
          summary: summaryOf(config, tx.request),
          errors,
          values,
          savesCard: tx.request.transaction_type?.includes('create_payment_token') ?? false,
          now: today,
        }),
        422,
      );
    }
    const card: CardSummary = {
      brand,
      last4: digits.slice(-4),
      expiry: `${String(month).padStart(2, '0')}-${year}`,
      behaviour: behaviourOf(digits),
      holder: values.card_holder,
    };
    if (card.behaviour === 'challenge') {
      await db.query(
        `UPDATE provider_transactions SET state = 'Challenge', card = $2 WHERE transaction_uuid = $1 AND state = 'Open'`,
        [tx.transaction_uuid, JSON.stringify({ ...card, attempts: 0 })],
      );
    } else {
      const [decision, reason] = outcome(card.behaviour);
      await complete(tx, decision, reason, card);
    }
    return seeOther(c, tx.transaction_uuid);
  });

  app.post('/pay/:uuid/challenge', async (c) => {
    const tx = await load(c.req.param('uuid'));
    if (!tx || expired(tx))
      return show(
        c,
        errorPage('Payment expired', 'This payment session has expired.', 'gone'),
        410,
      );
    if (tx.state !== 'Challenge' || !tx.card) return seeOther(c, tx.transaction_uuid);
    const code = (toSignedFields(await c.req.parseBody()).challenge_code ?? '').trim();
    if (code === CHALLENGE_CODE) {
      await complete(tx, 'ACCEPT', '100', tx.card);
      return seeOther(c, tx.transaction_uuid);
    }
    const attempts = (tx.card.attempts ?? 0) + 1;
    if (attempts >= 3) {
      await complete(tx, 'DECLINE', '476', tx.card);
      return seeOther(c, tx.transaction_uuid);
    }
    await db.query('UPDATE provider_transactions SET card = $2 WHERE transaction_uuid = $1', [
      tx.transaction_uuid,
      JSON.stringify({ ...tx.card, attempts }),
    ]);
    return show(
      c,
      challengePage({
        uuid: tx.transaction_uuid,
        summary: summaryOf(config, tx.request),
        card: tx.card,
        error: code
          ? `That code is not right. You have ${3 - attempts} ${3 - attempts === 1 ? 'try' : 'tries'} left`
          : 'Enter the one-time code',
      }),
      422,
    );
  });

  app.post('/pay/:uuid/cancel', async (c) => {
    const tx = await load(c.req.param('uuid'));
    if (!tx || expired(tx))
      return show(
        c,
        errorPage('Payment expired', 'This payment session has expired.', 'gone'),
        410,
      );
    if (tx.state !== 'Completed') await complete(tx, 'CANCEL', '000', tx.card);
    return seeOther(c, tx.transaction_uuid);
  });

  return app;
}
