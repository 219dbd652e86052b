import { useLayoutEffect } from 'react';
import { hasEarlyInput, replayEarlyInputWithin } from './earlyInput';

/**
 * Put inside a block's Suspense boundary: its layout effect runs in the commit that hydrates the
 * block, when its fields are React's, and replays into them what the visitor typed and submitted
 * in the server's markup before (runtime/ssr/earlyInput.ts). Renders nothing, so the markup and
 * its hydration are unchanged; in a block the client renders itself there is nothing to replay.
 * The block's wrapper is found by its id: a ref on it is attached only after this effect runs.
 */
export function ReplayEarlyInput({ blockId }: { blockId: string }) {
  useLayoutEffect(() => {
    if (!hasEarlyInput()) return;
    for (const element of document.querySelectorAll('[data-block-id]')) {
      if (element.getAttribute('data-block-id') === blockId) replayEarlyInputWithin(element);
    }
  }, [blockId]);
  return null;
}
