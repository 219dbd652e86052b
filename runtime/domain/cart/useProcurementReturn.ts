import { useGatewayConnection } from '../../app/GatewayProvider';
import { postForm } from '../../data/postForm';
import { useBlockQuery } from '../../data/useBlockQuery';
import { useBlockMutation } from '../../data/useBlockMutation';
import { useSessionController } from '../../session/index';
import { CART_QUERY_KEY } from './cartStore';
import type { Cart } from './cartTypes';
import { getShuttleInfo } from './punchoutCalls';
import { punchoutFormFields } from './punchoutRules';

/** Shown when the punchout session closed between showing the button and using it. */
export const PUNCHOUT_ENDED_MESSAGE =
  'Your procurement session has ended. Start a new one from your procurement system.';

/**
 * The punchout side of the cart: whether the active quote came from the buyer's e-procurement
 * system (getShuttleInfo has a return address), and "Return cart to procurement", which reads the
 * address again, runs the cart's logout process and posts the cart there (a form POST, as cXML
 * and OCI punchout do). A failure is shown by the cart next to the button (`'inline'`).
 */
export function useProcurementReturn(quoteId: string | null) {
  const connection = useGatewayConnection();
  const controller = useSessionController();
  // A data-block read: a cart the server renders (the signed-in cart) shows its checkout or
  // return button from the server's HTML, not after this answer (a row that grew on phones).
  const shuttle = useBlockQuery({
    queryKey: [...CART_QUERY_KEY, 'shuttle', quoteId],
    queryFn: ({ signal }) => getShuttleInfo(connection, quoteId ?? '', signal),
    enabled: quoteId !== null && controller !== null,
    meta: { handlesErrors: true },
  });
  const returnCart = useBlockMutation({
    mutationFn: async (current, cart: Cart) => {
      // Read again: the session may have been returned from another tab since the cart loaded.
      const fresh = await getShuttleInfo(current, cart.quote.id);
      if (!fresh.shuttleUrl) throw new Error(PUNCHOUT_ENDED_MESSAGE);
      const address = fresh.shuttleUrl;
      const fields = punchoutFormFields(cart, fresh);
      if (!controller) throw new Error('Sign in to return the cart.');
      await controller.signOutAndHandOff(() => postForm(address, fields));
    },
    invalidates: [],
    failure: 'inline',
  });
  return {
    /** True once getShuttleInfo answered a return address for this quote. */
    isPunchout: Boolean(shuttle.data?.shuttleUrl),
    shuttle,
    returnCart,
  };
}
