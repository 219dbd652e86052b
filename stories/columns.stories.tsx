import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import Columns from '../blocks/columns/Columns';
import { layoutStyle } from '../runtime/render/layoutStyle';
import '../runtime/render/blockLayout.css';

const IMG = '/static/org-cellaris/img';

/** The block wrapper as the pipeline builds it, so the cards use the layout's columns and gap. */
function inBlockWrapper(columns: number): Decorator {
  const { style } = layoutStyle({
    columns,
    columnSize: Array.from({ length: columns }, () => `1/${columns}`).join('/'),
    paddingTop: '32px',
    paddingBottom: '32px',
    paddingLeft: '24px',
    paddingRight: '24px',
    gap: '24px',
  });
  return (Story) => (
    // StyleMap carries --bf-* custom properties, which CSSProperties does not type.
    <div className="bf-block" data-component="columns" style={style as CSSProperties}>
      <Story />
    </div>
  );
}

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
  component: Columns,
  decorators: [inBlockWrapper(3)],
  args: {
    blockId: 'story-columns',
    contentJSON: null,
    configuration: { columns: CARDS, cardStyle: 'elevated' },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OutlinedWithoutImages: Story = {
  args: {
    configuration: {
      cardStyle: 'outlined',
      columns: CARDS.map(({ heading, text, link }) => ({ heading, text, link })),
    },
  },
};

export const LongContentTwoColumns: Story = {
  decorators: [inBlockWrapper(2)],
  args: {
    configuration: {
      columns: [
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
  },
};

export const Empty: Story = {
  args: { configuration: { columns: [] } },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
