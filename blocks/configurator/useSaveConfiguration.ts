import { useSearchParams } from 'react-router-dom';
import {
  saveConfigurationRequest,
  useMakeCallMutation,
  type ConfigurationSave,
  type SavedConfiguration,
} from '../../runtime/blocks';

/** What saveItemToQuote answers for a configuration. */
export interface SaveAnswer {
  configuration: SavedConfiguration;
  total: number;
  cart: { lineItems: { configurationId: string | null }[] } | null;
}

/**
 * Saves the configuration into the cart (saveItemToQuote with saverequest and objID). The cart
 * and the saved configuration are read again after it; a failure is shown inline by the
 * summary, and what the customer chose stays on the page. A first save puts the new
 * configuration's id in the address, so the next save changes it instead of adding a second.
 */
export function useSaveConfiguration() {
  const [, setParams] = useSearchParams();
  const mutation = useMakeCallMutation<SaveAnswer, ConfigurationSave>(saveConfigurationRequest, {
    invalidates: [['cart'], 'getQuoteItems'],
    failure: 'inline',
  });
  return {
    mutation,
    save: (save: ConfigurationSave) =>
      mutation.mutateAsync(save).then((answer) => {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('configurationId', answer.configuration.id);
            return next;
          },
          { replace: true },
        );
        return answer;
      }),
  };
}
