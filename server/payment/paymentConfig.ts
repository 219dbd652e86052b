/**
 * The merchant profile the storefront shares with the payment provider: the access key and profile
 * id identify it, the secret key signs requests and results both ways. Locally the CRM stand-in and
 * the hosted payment page read the same values; in production the secret comes from the provider's
 * merchant console and lives only in the CRM (environment variables documented in
 * docs/local-stack.md).
 */
export interface PaymentConfig {
  accessKey: string;
  profileId: string;
  secretKey: string;
  /** Where the checkout posts the signed request: the provider's page. */
  pageUrl: string;
  merchantName: string;
}

export const HOSTED_PAYMENT_PATH = '/hosted-payment';

export function paymentConfig(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  return {
    accessKey: env.PAYMENT_ACCESS_KEY?.trim() || 'local-access-key-cellaris',
    profileId: env.PAYMENT_PROFILE_ID?.trim() || 'CELLARIS-LOCAL-PROFILE',
    secretKey:
      env.PAYMENT_SECRET_KEY?.trim() || 'local-dev-payment-secret-do-not-use-in-production',
    pageUrl: env.PAYMENT_PAGE_URL?.trim() || `${HOSTED_PAYMENT_PATH}/pay`,
    merchantName: env.PAYMENT_MERCHANT_NAME?.trim() || 'Cellaris Biosciences',
  };
}
