import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './app/base.css';
// The primitives' stylesheet also styles the `bf-button` and `bf-visually-hidden` classes blocks use.
import './ui/ui.css';
import { readBoot } from './storefront/boot';
import { parseTemplateDetails } from './storefront/templateDetails';
import { guestGatewaySession } from './storefront/guestGatewaySession';
import { isLoggedIn } from './storefront/loginState';
import { createGatewayClient, type GatewayConnection } from './gateway/index';
import { createStorefrontRouter } from './app/router';
import { GatewayProvider } from './app/GatewayProvider';
import { createStorefrontQueryClient } from './app/createStorefrontQueryClient';
import { loadOrgModule, orgModuleUrl } from './integrators/orgModule';
import { installCart } from './cart/cartStore';

/** Starts the storefront on this page; blocks must be registered before. */
export function startStorefront(
  container: HTMLElement | null = document.getElementById('root'),
): void {
  if (!container) throw new Error('startStorefront: no #root element on the page');
  const boot = readBoot();
  // The organisation's integrator module loads in parallel with the first template fetch and is
  // never awaited: built-in blocks render at once, its blocks mount when they register.
  void loadOrgModule(orgModuleUrl(boot.domain));
  const queryClient = createStorefrontQueryClient();
  // Until runtime/session exists every call goes out as the storefront's guest.
  const session = guestGatewaySession(boot.domain);
  const connection: GatewayConnection = {
    client: createGatewayClient(boot.gateway.url, boot.gateway.apiKey),
    session: () => session,
  };
  // The add-to-cart handler and the badge's first count, on every page (the cart is not a block's).
  installCart(connection, queryClient);
  const router = createStorefrontRouter({
    boot,
    templates: parseTemplateDetails(boot.metaItems ?? []),
    connection,
    queryClient,
    isLoggedIn: () => isLoggedIn(),
  });
  createRoot(container).render(
    <StrictMode>
      <GatewayProvider connection={connection} queryClient={queryClient}>
        <RouterProvider router={router} />
      </GatewayProvider>
    </StrictMode>,
  );
}
