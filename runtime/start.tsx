import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './app/base.css';
// The primitives' stylesheet also styles the `bf-button` and `bf-visually-hidden` classes blocks use.
import './ui/ui.css';
import { readBoot } from './storefront/boot';
import { parseTemplateDetails } from './storefront/templateDetails';
import { createGatewayClient, type GatewayConnection } from './gateway/index';
import { createStorefrontRouter } from './app/router';
import { GatewayProvider } from './app/GatewayProvider';
import { createStorefrontQueryClient } from './app/createStorefrontQueryClient';
import { loadOrgModule, orgModuleUrl } from './integrators/orgModule';
import { getDefaultStore } from 'jotai';
import { amplifyAuthLoader, SessionController, SessionProvider } from './session/index';
import { installCart, type InstalledCart } from './cart/cartStore';

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
  // Every call reads the session when it is sent, so a sign-in applies to the very next call.
  let session: SessionController | null = null;
  let cart: InstalledCart | null = null;
  const connection: GatewayConnection = {
    client: createGatewayClient(boot.gateway.url, boot.gateway.apiKey),
    session: () => {
      if (!session) throw new Error('startStorefront: the session is not ready');
      return session.gatewaySession();
    },
  };
  session = new SessionController({
    boot,
    connection,
    store: getDefaultStore(),
    // Amplify is a separate chunk loaded on the first identity action, never for a guest's page.
    loadAuth: amplifyAuthLoader(boot),
    onContextChanged: () => {
      void queryClient.invalidateQueries();
      // The cart follows the user and account (sign-in promotes a guest cart, sign-out resets).
      cart?.reload();
    },
  });
  const router = createStorefrontRouter({
    boot,
    templates: parseTemplateDetails(boot.metaItems ?? []),
    connection,
    queryClient,
    isLoggedIn: () => session.isLoggedIn(),
    session,
  });
  session.navigate = (path) => void router.navigate(path, { replace: true });
  session.start();
  // The add-to-cart handler and the badge's first count, on every page (the cart is not a block's).
  cart = installCart(connection, queryClient);
  createRoot(container).render(
    <StrictMode>
      <GatewayProvider connection={connection} queryClient={queryClient}>
        <SessionProvider controller={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </GatewayProvider>
    </StrictMode>,
  );
}
