// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prerender } from 'react-dom/static';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FirstPageReads, FirstPageReadsContext } from '../../../runtime/data/firstPageReads';
import { useBlockQuery } from '../../../runtime/data/useBlockQuery';

/**
 * The server render's reads through `useBlockQuery` (runtime/data): a block whose second read
 * depends on its first (the checkout's shipping methods on the quote's fields) waits for both,
 * so its HTML holds the second answer too, not its loading state.
 */

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Dependent() {
  const quote = useBlockQuery({
    queryKey: ['quote'],
    queryFn: async () => {
      await delay(5);
      return { country: 'Norway' };
    },
  });
  const country = quote.data?.country ?? '';
  const methods = useBlockQuery({
    queryKey: ['methods', country],
    queryFn: async () => {
      await delay(5);
      return [`Courier to ${country}`];
    },
    enabled: country !== '',
  });
  const services = useBlockQuery({
    queryKey: ['services', methods.data?.length ?? 0],
    queryFn: async () => {
      await delay(5);
      return 'three reads deep';
    },
    enabled: methods.isSuccess,
  });
  if (quote.isPending) return <p>Loading the quote</p>;
  if (methods.isPending) return <p>Loading methods</p>;
  if (services.isPending) return <p>Loading services</p>;
  return <p>{`${(methods.data ?? []).join(', ')}; ${services.data}`}</p>;
}

async function render(): Promise<{ html: string; queryClient: QueryClient }> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const reads = new FirstPageReads(queryClient, 5_000);
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <FirstPageReadsContext.Provider value={reads}>
        <Dependent />
      </FirstPageReadsContext.Provider>
    </QueryClientProvider>,
  );
  reads.close();
  return { html: await new Response(prelude).text(), queryClient };
}

describe('useBlockQuery in the server render', () => {
  it('waits for a read that depends on another read of the same block', async () => {
    const { html, queryClient } = await render();
    expect(html).toContain('Courier to Norway; three reads deep');
    expect(html).not.toContain('Loading');
    expect(queryClient.getQueryData(['methods', 'Norway'])).toEqual(['Courier to Norway']);
  });
});
