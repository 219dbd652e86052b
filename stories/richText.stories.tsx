import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/richText.schema.json';
import { blockMeta, replacingArgs } from './support/blockStories';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withUnknownVisibility, withVisibility } from './support/storyStates';

const meta = {
  title: 'Blocks/RichText',
  ...blockMeta({
    componentName: 'richText',
    schema,
    block: {
      configuration: { maxWidth: '880px' },
      contentJSON: {
        html: '<h2>Why Cellaris</h2><p>Every antibody lot is <strong>validated by flow cytometry</strong>.</p>',
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Why Cellaris' }),
    ).toBeVisible();
  },
};
export const UnsafeHtmlIsSanitized: Story = {
  args: replacingArgs(meta.args, schema, {
    contentJSON: {
      html: '<p>Safe text</p><img src="x" alt="" onerror="alert(1)"><script>alert(2)</script>',
    },
  }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Safe text');
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('img[onerror]')).toBeNull();
  },
};
export const Empty: Story = {
  args: replacingArgs(meta.args, schema, { contentJSON: { html: '' } }),
};
export const LongContent: Story = {
  args: replacingArgs(meta.args, schema, {
    contentJSON: {
      html: Array.from(
        { length: 6 },
        (_, index) =>
          `<h3>Application note ${index + 1}</h3><p>${'Spectral unmixing separates overlapping fluorochrome emission into single-stain signatures. '.repeat(8)}</p>`,
      ).join(''),
    },
  }),
};

export const VisibleToAll: Story = withVisibility('ALL', 'guest');
export const GuestOnlyAsGuest: Story = withVisibility('GUEST', 'guest');
export const GuestOnlyHiddenWhenSignedIn: Story = withVisibility('GUEST', 'signedIn');
export const AuthenticatedAsSignedIn: Story = withVisibility('AUTHENTICATED', 'signedIn');
export const LoggedInHiddenForGuests: Story = withVisibility('LOGGED IN', 'guest');
export const UnknownVisibilityRejected: Story = withUnknownVisibility('EVERYONE');
export const Mobile: Story = atViewport('mobile');
export const Tablet: Story = atViewport('tablet');
export const Desktop: Story = atViewport('desktop');
