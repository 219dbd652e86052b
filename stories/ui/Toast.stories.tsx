import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider, createStore } from 'jotai';
import { useState } from 'react';
import { showToast } from '../../runtime/state/showToast';
import type { ToastInput } from '../../runtime/state/toastAtom';
import { Button } from '../../runtime/ui/Button';
import { ToastArea } from '../../runtime/ui/ToastArea';

/** Each story has its own store, so toasts never leak between stories. */
function ToastDemo(input: ToastInput) {
  const [store] = useState(() => {
    const own = createStore();
    showToast(input, own);
    return own;
  });
  return (
    <Provider store={store}>
      <div style={{ padding: '2rem' }}>
        <Button onClick={() => showToast(input, store)}>Show again</Button>
      </div>
      <ToastArea />
    </Provider>
  );
}

const meta = {
  title: 'Shell/Toast',
  component: ToastDemo,
  args: { message: 'Your changes were saved', variant: 'default', mode: 'dismissable', time: 5 },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Success: Story = { args: { variant: 'success', message: 'Added to cart' } };
export const Warning: Story = {
  args: { variant: 'warning', message: 'Some items are back-ordered' },
};
export const ErrorVariant: Story = {
  args: { variant: 'error', message: 'Session Expired, Please login again' },
};
export const Sticky: Story = {
  args: { mode: 'sticky', variant: 'warning', message: 'A new version is available' },
};
