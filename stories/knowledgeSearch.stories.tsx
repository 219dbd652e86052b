import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import schema from '../schemas/blocks/knowledgeSearch.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import { knowledgeAnswers } from './support/knowledgeFixtures';
import { serviceAnswer } from './support/serviceFixtures';
import { withSelectedInstrument } from './support/storySelectedInstrument';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withVisibility } from './support/storyStates';

/** The knowledge base against the seed's articles (stories/support/knowledgeFixtures.ts). */
const meta = {
  title: 'Blocks/KnowledgeSearch',
  ...blockMeta({
    componentName: 'knowledgeSearch',
    schema,
    block: {
      configuration: {
        heading: 'Troubleshooting',
        intro: 'Describe what your flow cytometer or sequencer does.',
        showFilters: true,
        caseUrl: '/new-case',
        partsUrl: '/service',
      },
    },
  }),
  parameters: { msw: gatewayAnswers(knowledgeAnswers), path: '/troubleshooting' },
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a search: the filters and the most helpful articles. */
export const SignedIn: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Most helpful articles' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Instrument type')).toBeVisible();
  },
};

/** Suggestions appear half a second after typing stops. */
export const Suggestions: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('combobox', { name: 'Describe the symptom' }, { timeout: 5000 }),
      'laser',
    );
    await expect(
      await canvas.findByRole(
        'option',
        { name: /Laser power drops after warm-up/ },
        { timeout: 3000 },
      ),
    ).toBeVisible();
  },
};

/** A search's results. */
export const Results: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { path: '/troubleshooting?q=flow+cell' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: /articles? for “flow cell”/ },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** An article with its steps, parts and related articles. */
export const Article: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { path: '/troubleshooting?q=laser&article=KA-01006' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole(
      'article',
      { name: 'Laser power drops after warm-up' },
      { timeout: 5000 },
    );
    await expect(within(article).getByRole('heading', { name: 'Parts mentioned' })).toBeVisible();
    await userEvent.click(within(article).getByRole('button', { name: 'No' }));
    await expect(within(article).getByRole('link', { name: 'Open a case' })).toBeVisible();
  },
};

/** On an instrument's page: the knowledge base and the installed base's getInstrument. */
const instrumentPageAnswers = gatewayAnswers((call) =>
  call.type === 'getInstrument' ? serviceAnswer(call) : knowledgeAnswers(call),
);

/**
 * `instrumentScoped` on an instrument's page: the model filter starts at the instrument's
 * knowledge model (its installed-base model "Aurion 5L Spectral Flow Cytometer" is "Aurion 5L").
 */
export const InstrumentScoped: Story = {
  globals: { viewer: 'signedIn' },
  args: { 'configuration.instrumentScoped': true, 'configuration.headingLevel': 2 },
  decorators: [
    withSelectedInstrument({
      id: 'IB-1',
      modelCode: 'AUR5L',
      label: 'Aurion 5L Spectral Flow Cytometer (SN AUR5L-21-004187)',
    }),
  ],
  parameters: { msw: instrumentPageAnswers, path: '/service/instrument/IB-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Model', {}, { timeout: 5000 })).toHaveValue(
      'Aurion 5L',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Troubleshooting' })).toBeVisible();
  },
};

/** `model=` in the address: every model, even on an instrument's page. */
export const InstrumentScopedEveryModel: Story = {
  ...InstrumentScoped,
  parameters: { msw: instrumentPageAnswers, path: '/service/instrument/IB-1?model=' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Model', {}, { timeout: 5000 }),
    ).toHaveValue('');
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(() => 'pending') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'status',
        { name: 'Searching the knowledge base…' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};

export const NothingFound: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { path: '/troubleshooting?q=zebrafish+telescope' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /No article matches “zebrafish telescope”/,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({
      statusCode: 500,
      content: 'ERROR: Knowledge service unavailable.',
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'The knowledge base could not be searched.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const GuestOnlyHiddenWhenSignedIn: Story = withVisibility('GUEST', 'signedIn');
export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
  parameters: { path: '/troubleshooting?q=laser&article=KA-01006' },
};
