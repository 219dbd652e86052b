import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import schema from '../schemas/blocks/guidance.schema.json';
import { blockMeta } from './support/blockStories';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withUnknownVisibility, withVisibility } from './support/storyStates';

const meta = {
  title: 'Blocks/Guidance',
  ...blockMeta({
    componentName: 'guidance',
    schema,
    block: {
      configuration: {
        steps: [
          {
            question: 'Does your order include reagents that must stay frozen?',
            options: ['Yes', 'No'],
          },
          {
            question: 'Is someone available to receive deliveries before 10 am?',
            options: ['Yes', 'No'],
          },
        ],
        completeLabel: 'Continue to cart',
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radiogroup', { name: /frozen/ })).toBeVisible();
  },
};
/** Continuing with a question unanswered says so and focuses it. */
export const UnansweredQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue to cart' }));
    await expect(
      await canvas.findByText('Please answer every question to continue.'),
    ).toBeVisible();
  },
};
export const AuthenticatedAsSignedIn: Story = withVisibility('AUTHENTICATED', 'signedIn');
export const AuthenticatedHiddenForGuests: Story = withVisibility('AUTHENTICATED', 'guest');
export const UnknownVisibilityRejected: Story = withUnknownVisibility('EVERYONE');
export const Mobile: Story = atViewport('mobile');
