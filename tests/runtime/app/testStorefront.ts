import { QueryClient } from '@tanstack/react-query';
import type { BootConfig } from '../../../schemas/boot';
import type { Storefront } from '../../../runtime/app/StorefrontContext';
import type { TemplateDetails } from '../../../runtime/storefront/templateDetails';
import {
  fakeGatewayFetch,
  GUEST_SESSION,
  testConnection,
  type ReceivedRequest,
} from '../gateway/fakeGatewayFetch';
import { storedBlock } from '../render/fixtures';

export const BOOT: BootConfig = {
  domain: {
    domain: 'guest.localhost',
    clientId: 'client-1',
    clientName: 'guest',
    storefrontId: 'sf-guest',
    storefrontName: 'Cellaris Store',
    awsUserPoolId: 'pool-1',
    guestAccountId: 'GUEST-ACC',
    ssoInfo: null,
    organization: { id: 'org-1', salesforceOrgId: 'sf-org-1' },
    resourcesDomain: 'guest.localhost',
  },
  metaItems: [],
  gateway: { url: '/graphql', apiKey: 'key' },
  identity: { region: 'local', userPoolEndpoint: null },
  buildId: 'test',
  themeHref: '/theme/org-1/sf-guest.css',
};

/** A gateway answering getTemplateBlock with one unregistered block per template (a placeholder). */
function answer(request: ReceivedRequest): Record<string, unknown> {
  const templateId = String(request.body.variables.templateId);
  const blocks = [storedBlock({ componentName: `unknown-${templateId}` })];
  return {
    getTemplateBlock: { storefrontId: 'sf-guest', templateId, blocks: JSON.stringify(blocks) },
  };
}

/** A storefront over the given templates with a fake gateway that records its requests. */
export function testStorefront(templates: TemplateDetails[], loggedIn = false) {
  const gateway = fakeGatewayFetch(answer);
  const storefront: Storefront = {
    boot: BOOT,
    templates,
    connection: testConnection(gateway.fetch, GUEST_SESSION),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    isLoggedIn: () => loggedIn,
  };
  return { storefront, received: gateway.received };
}
