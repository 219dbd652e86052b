import type { QueryClient } from '@tanstack/react-query';
import type { BootConfig } from '../../schemas/boot';
import type { BrowserPageState } from '../../schemas/firstPage';
import type { GatewayConnection } from '../gateway/index';
import type { TemplateDetails } from '../storefront/templateDetails';
import type { SessionController } from '../session/sessionController';

/** What the routes need, built once at start from the boot data. */
export interface Storefront {
  boot: BootConfig;
  templates: TemplateDetails[];
  connection: GatewayConnection;
  queryClient: QueryClient;
  /** Read at every navigation: signing in or out changes which pages render. */
  isLoggedIn: () => boolean;
  /** The signed-in session; absent in tests that only route. */
  session?: SessionController;
  /**
   * The server's render only: the browser's state as its cookies told (the cart's catalogue
   * group, the guidance step), which the browser reads from its own storage instead.
   */
  pageState?: BrowserPageState;
}
