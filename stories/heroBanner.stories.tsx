import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/heroBanner.schema.json';
import { blockArgs, blockMeta, replacingArgs } from './support/blockStories';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withUnknownVisibility, withVisibility } from './support/storyStates';

const meta = {
  title: 'Blocks/HeroBanner',
  ...blockMeta({
    componentName: 'heroBanner',
    schema,
    block: {
      configuration: {
        heading: 'Reagents and instruments for flow cytometry and genomics',
        subheading: 'Over 2,000 validated products, shipped from stock.',
        primaryButton: { label: 'Browse the catalogue', url: '/flow_consumables' },
        imageUrl: '/static/org-cellaris/img/hero-cells.svg',
        imageAlt: 'Research laboratory',
        textColor: '#FFFFFF',
        overlayColor: '#0B2F55',
        overlayOpacity: 55,
        height: 'large',
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: /Reagents and instruments/ }),
    ).toBeVisible();
    await expect(await canvas.findByText(/Valid: the renderer accepts/)).toBeVisible();
  },
};
export const HeadingOnly: Story = {
  args: replacingArgs(meta.args, schema, { configuration: { heading: 'Support and service' } }),
};
export const LongContent: Story = {
  args: blockArgs(schema, {
    configuration: {
      heading:
        'Spectral flow cytometry panels of forty colours and more, designed with our application scientists for every instrument you run',
      subheading:
        'Our field application scientists help you choose fluorochromes, titrate antibodies and check spillover spreading before you order a single vial. '.repeat(
          2,
        ),
      textAlignment: 'left',
    },
  }),
};
/** A heading is required: the validator refuses the block and the storefront shows nothing. */
export const InvalidWithoutHeading: Story = {
  args: { 'configuration.heading': undefined },
  play: async ({ canvasElement }) => {
    const check = within(
      await within(canvasElement).findByRole('region', { name: 'Configuration check' }),
    );
    await expect(await check.findByText(/Rejected \(invalid\)/)).toBeVisible();
    await expect(check.getByText('/configuration/heading')).toBeVisible();
    await expect(check.getByText(/is required/)).toBeVisible();
  },
};
/** Out of range: the control's maximum is the schema's, a stored 150 is refused. */
export const InvalidOverlayOpacity: Story = { args: { 'configuration.overlayOpacity': 150 } };
export const WithBackgroundAndPadding: Story = {
  args: blockArgs(schema, {
    layoutSettings: {
      layout: {
        paddingTop: '32px',
        paddingBottom: '32px',
        paddingLeft: '24px',
        paddingRight: '24px',
      },
      background: { style: 'Solid', color: '#EEF4FB', opacity: 100 },
    },
  }),
};

export const VisibleToAll: Story = withVisibility('ALL', 'guest');
export const GuestOnlyAsGuest: Story = withVisibility('GUEST', 'guest');
export const GuestOnlyHiddenWhenSignedIn: Story = {
  ...withVisibility('GUEST', 'signedIn'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/hidden for a signed-in user/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Reagents and instruments/ })).toBeNull();
  },
};
export const AuthenticatedAsSignedIn: Story = withVisibility('AUTHENTICATED', 'signedIn');
export const LoggedInHiddenForGuests: Story = withVisibility('LOGGED IN', 'guest');
export const UnknownVisibilityRejected: Story = withUnknownVisibility('EVERYONE');
export const Mobile: Story = atViewport('mobile');
export const Tablet: Story = atViewport('tablet');
export const Desktop: Story = atViewport('desktop');
