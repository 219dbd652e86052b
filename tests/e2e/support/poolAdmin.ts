import { expect } from '@playwright/test';
import { E2E_POOL_CREDENTIAL } from '../../../playwright.config';
import { serverUrl } from '../helpers';

const POOL_ID = 'us-east-1_CellarisDemo';

/**
 * The local pool's admin API (the compatibility layer answers cognito-local's admin calls), with
 * the local credential the test server was started with (playwright.config.ts), as admin calls
 * need IAM signing in Cognito.
 */
export async function poolAdmin(operation: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${serverUrl}/identity/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      'x-blockfront-pool-credential': E2E_POOL_CREDENTIAL,
    },
    body: JSON.stringify({ UserPoolId: POOL_ID, ...body }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}
