/**
 * Bench only (issue 3): the page Puck's <Render> draws, built by scripts/bench/puckPage.ts with
 * Vite's build API into a temporary directory. It fetches the page's Puck data (the same stored
 * blocks as our page, `data/<size>.json`) and renders it, as our runtime fetches its blocks.
 */
import { Render, type Data } from '@puckeditor/core';
import { createRoot } from 'react-dom/client';
// Our header reads the location (its search box, its notification bell) and the gateway
// connection (a guest's, which asks nothing here): inside a router and a gateway provider, as on
// our page (ours is a data router, heavier: the difference errs in Puck's favour).
import { BrowserRouter } from 'react-router-dom';
import { GatewayProvider } from '../../../runtime/app/GatewayProvider';
import { createStorefrontQueryClient } from '../../../runtime/app/createStorefrontQueryClient';
import { createGatewayClient, type GatewayConnection } from '../../../runtime/gateway/index';
// The stylesheets our page loads (runtime/start.tsx, blocks/index.ts), in the same order.
import '../../../runtime/app/base.css';
import '../../../runtime/ui/ui.css';
import '../../../runtime/render/blockLayout.css';
import '../../../blocks/blocks.css';
import { puckConfig } from './components';

const size = new URLSearchParams(location.search).get('size') ?? '50';
const response = await fetch(`/data/${size}.json`);
const data = (await response.json()) as Data;
const connection: GatewayConnection = {
  client: createGatewayClient('/graphql', 'bench'),
  session: () => ({
    domain: location.host,
    accessToken: null,
    activeStorefront: { accountId: 'bench-guest', userType: 'AWSGuest', contactId: null },
    indirectBuyerAccountId: null,
  }),
};
createRoot(document.getElementById('root')!).render(
  <GatewayProvider connection={connection} queryClient={createStorefrontQueryClient()}>
    <BrowserRouter>
      <Render config={puckConfig} data={data} />
    </BrowserRouter>
  </GatewayProvider>,
);
