import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import './app/base.css';
import { readBoot } from './storefront/boot';
import { parseTemplateDetails } from './storefront/templateDetails';
import { createGatewayClient } from './gateway/client';
import { createStorefrontRouter } from './app/router';

/** Starts the storefront on this page; blocks must be registered before. */
export function startStorefront(
  container: HTMLElement | null = document.getElementById('root'),
): void {
  if (!container) throw new Error('startStorefront: no #root element on the page');
  const boot = readBoot();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const router = createStorefrontRouter({
    boot,
    templates: parseTemplateDetails(boot.metaItems ?? []),
    gateway: createGatewayClient(boot.gateway.url, boot.gateway.apiKey),
    queryClient,
  });
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
