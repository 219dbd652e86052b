import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider, createStore } from 'jotai';
import { useState } from 'react';
import { overlayAtom } from '../../runtime/state/overlayAtom';
import { Overlay } from '../../runtime/ui/Overlay';

function OverlayDemo({ label }: { label: string }) {
  const [store] = useState(() => {
    const own = createStore();
    own.set(overlayAtom, true);
    return own;
  });
  return (
    <Provider store={store}>
      <p style={{ padding: '2rem' }}>The page behind the overlay.</p>
      <Overlay label={label} />
    </Provider>
  );
}

const meta = {
  title: 'Shell/Overlay',
  component: OverlayDemo,
  args: { label: 'Loading' },
} satisfies Meta<typeof OverlayDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};
