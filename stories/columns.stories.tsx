import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/columns.schema.json';
import { blockArgs, blockMeta, replacingArgs } from './support/blockStories';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withUnknownVisibility, withVisibility } from './support/storyStates';

const IMG = '/static/org-cellaris/img';

const CARDS = [
  {
    heading: 'Quality',
    text: 'ISO 13485 certified manufacturing with lot-specific certificates of analysis.',
    imageUrl: `${IMG}/quality-thumb.svg`,
    link: { label: 'Learn more', url: '/about' },
  },
  {
    heading: 'Sustainability',
    text: 'Recyclable cold-chain packaging and carbon-neutral shipping in the EU.',
    imageUrl: `${IMG}/sustainability-thumb.svg`,
    link: { label: 'Learn more', url: '/about' },
  },
  {
    heading: 'Single-cell',
    text: 'Multiomics kits validated on every major platform.',
    imageUrl: `${IMG}/single-cell-thumb.svg`,
    link: { label: 'Learn more', url: '/applications' },
  },
];

const meta = {
  title: 'Blocks/Columns',
  ...blockMeta({
    componentName: 'columns',
    schema,
    block: {
      configuration: { columns: CARDS, cardStyle: 'elevated' },
      layoutSettings: {
        layout: {
          columns: 3,
          columnSize: '1/3/1/3/1/3',
          paddingTop: '32px',
          paddingBottom: '32px',
          paddingLeft: '24px',
          paddingRight: '24px',
          gap: '24px',
        },
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sustainability' })).toBeVisible();
  },
};
export const OutlinedWithoutImages: Story = {
  args: {
    'configuration.cardStyle': 'outlined',
    'configuration.columns': CARDS.map(({ heading, text, link }) => ({ heading, text, link })),
  },
};
export const LongContentTwoColumns: Story = {
  args: {
    ...blockArgs(schema, { layoutSettings: { layout: { columns: 2, columnSize: '1/2/1/2' } } }),
    'configuration.columns': [
      ...CARDS,
      {
        heading:
          'Spectral flow cytometry panels of forty colours and more, designed with our application scientists',
        text: 'Our field application scientists help you choose fluorochromes, titrate antibodies and check spillover spreading before you order a single vial. '.repeat(
          3,
        ),
        imageUrl: `${IMG}/panel-thumb.svg`,
        link: { label: 'Book a panel design session', url: '/support' },
      },
    ],
  },
};
/** Right under a page's title: the cards' headings are its second level. */
export const SecondLevelHeadings: Story = {
  args: { 'configuration.headingLevel': 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Sustainability', level: 2 }),
    ).toBeVisible();
  },
};
export const Empty: Story = { args: { 'configuration.columns': [] } };
/** The column sizes must match the column count: the layout step refuses the block. */
export const InvalidColumnSizes: Story = {
  args: { 'layoutSettings.layout.columnSize': '1/2/1/2' },
};
export const WithBackground: Story = {
  args: replacingArgs(meta.args, schema, {
    layoutSettings: {
      layout: { columns: 3, gap: '16px', paddingTop: '24px', paddingBottom: '24px' },
      background: { style: 'Solid', color: '#0B2F55', opacity: 8 },
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
