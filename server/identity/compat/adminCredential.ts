import { timingSafeEqual } from 'node:crypto';
import { CognitoServiceError } from './awsJsonProtocol';

/**
 * The header that carries the local stand-in for an IAM signature on the pool endpoint. The server
 * itself calls the pool in process (`CognitoHandler.invoke`) and never needs it; tools and tests
 * that call admin operations over HTTP must send the credential the identity provider was started
 * with (`LocalIdentity.adminCredential`).
 */
export const ADMIN_CREDENTIAL_HEADER = 'x-blockfront-pool-credential';

/**
 * Null when the request carries the credential; otherwise the error Cognito gives an unsigned
 * (`MissingAuthenticationTokenException`) or wrongly signed (`UnrecognizedClientException`)
 * admin call. Compared in constant time.
 */
export function adminCredentialRefusal(
  request: Request,
  credential: string,
): CognitoServiceError | null {
  const sent = request.headers.get(ADMIN_CREDENTIAL_HEADER);
  if (sent === null)
    return new CognitoServiceError(
      'MissingAuthenticationTokenException',
      'Missing Authentication Token',
      403,
    );
  const expected = Buffer.from(credential, 'utf8');
  const actual = Buffer.from(sent, 'utf8');
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) return null;
  return new CognitoServiceError(
    'UnrecognizedClientException',
    'The security token included in the request is invalid.',
    403,
  );
}
