import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorPage } from '../../runtime/errors/ErrorPage';

const meta = {
  title: 'Shell/Error pages',
  component: ErrorPage,
  // A storage stand-in: the 401 story must not clear the Storybook origin's real local storage.
  args: {
    status: 404,
    navigate: fn(),
    storage: { length: 0, key: () => null, removeItem: () => {} },
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound404: Story = {};
export const Unauthorized401: Story = { args: { status: 401 } };
export const InternalServerError500: Story = { args: { status: 500 } };
export const Unavailable503: Story = { args: { status: 503 } };
export const LimitExceeded509: Story = { args: { status: 509 } };
/** Codes without a page render nothing. */
export const OtherCode: Story = { args: { status: 418 } };
