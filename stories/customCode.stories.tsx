import type { Meta, StoryObj } from '@storybook/react-vite';
import schema from '../schemas/blocks/customCode.schema.json';
import { blockMeta } from './support/blockStories';
import type { FlatArgs } from './support/schemaControls';
import { withUnknownVisibility, withVisibility } from './support/storyStates';

/**
 * The customCode block draws nothing itself: its content is its customJS, run in the page's
 * sandbox on the storefront (docs/custom-code.md has examples). Here the configuration check
 * shows what the renderer accepts.
 */
const meta = {
  title: 'Blocks/CustomCode',
  ...blockMeta({
    componentName: 'customCode',
    schema,
    block: { configuration: { label: 'Cold-chain note' } },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A label is required: the validator refuses the block and the storefront shows nothing. */
export const InvalidWithoutLabel: Story = { args: { 'configuration.label': undefined } };
export const GuestOnlyHiddenWhenSignedIn: Story = withVisibility('GUEST', 'signedIn');
export const UnknownVisibilityRejected: Story = withUnknownVisibility('EVERYONE');
