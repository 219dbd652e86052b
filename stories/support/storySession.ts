import { DEMO_STOREFRONTS, DEMO_USERS, type DemoUser } from './demoWorld';
import type { GatewaySession } from '../../runtime/gateway/index';
import type { Viewer } from '../../runtime/render/viewer';

/** Who looks at a story: the toolbar's "Viewer" global. */
export type StoryViewer = 'guest' | 'signedIn';

function demoManager(): DemoUser {
  const found = DEMO_USERS.find((user) => user.group === 'AWSManager');
  if (!found) throw new Error('the demo has no AWSManager user');
  return found;
}

const manager = demoManager();

/**
 * The gateway session per viewer, from the demo world the seed builds: a guest on the guest
 * storefront (its guest account), or Maria, the portal's manager, signed in.
 */
export function storySession(viewer: StoryViewer): GatewaySession {
  if (viewer === 'signedIn') {
    return {
      domain: DEMO_STOREFRONTS.portal.domain,
      accessToken: 'story-access-token',
      activeStorefront: {
        accountId: manager.accountId,
        userType: manager.group,
        contactId: manager.contactId,
      },
      indirectBuyerAccountId: null,
    };
  }
  return {
    domain: DEMO_STOREFRONTS.guest.domain,
    accessToken: null,
    activeStorefront: {
      accountId: DEMO_STOREFRONTS.guest.guestAccountId,
      userType: 'AWSGuest',
      contactId: null,
    },
    indirectBuyerAccountId: null,
  };
}

/** The renderer's viewer (block visibility) for a story viewer. */
export function renderViewer(viewer: StoryViewer): Viewer {
  return { isGuest: viewer !== 'signedIn' };
}

/** The signed-in demo user's account, for stories that point at its records. */
export const SIGNED_IN_ACCOUNT_ID = manager.accountId;
