import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../../runtime/ui/Button';
import { Modal } from '../../runtime/ui/Modal';
import { TextField } from '../../runtime/ui/TextField';

function ModalDemo({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div style={{ padding: '2rem' }}>
      <Button onClick={() => setOpen(true)}>Delete address</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Delete this address?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="error" onClick={() => setOpen(false)}>
              Delete
            </Button>
          </>
        }
      >
        <p>The address is removed from every saved quote.</p>
        <TextField label="Reason" description="Optional, kept for your records" />
      </Modal>
    </div>
  );
}

const meta = {
  title: 'UI/Modal',
  component: ModalDemo,
  args: { initiallyOpen: false },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { initiallyOpen: true } };
