import { useEffect, useState } from 'react';
import { getDefaultStore } from 'jotai';
import type { Decorator } from '@storybook/react-vite';
import { selectedInstrumentAtom, type SelectedInstrument } from '../../runtime/blocks';

/**
 * A story of a block on an instrument's page without the page's installedBase block: the
 * instrument it would have scoped the page to, set on jotai's default store (the stories' store)
 * before the block renders and cleared on unmount so the next story starts unscoped.
 */
export function withSelectedInstrument(instrument: SelectedInstrument): Decorator {
  function SelectedInstrumentScope({ children }: { children: React.ReactNode }) {
    const [ready] = useState(() => {
      getDefaultStore().set(selectedInstrumentAtom, instrument);
      return true;
    });
    useEffect(() => () => getDefaultStore().set(selectedInstrumentAtom, null), []);
    return ready ? children : null;
  }
  const decorator: Decorator = (Story) => (
    <SelectedInstrumentScope>
      <Story />
    </SelectedInstrumentScope>
  );
  return decorator;
}
