import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/installedBase.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { serviceAnswer } from './support/serviceFixtures';
import { atViewport } from './support/storyStates';

const meta = {
  title: 'Blocks/InstalledBase',
  ...blockMeta({
    componentName: 'installedBase',
    schema,
    block: {
      configuration: {
        heading: 'Your instruments',
        helpText: 'Pick an instrument to see the parts that fit it.',
      },
    },
  }),
  parameters: { msw: gatewayAnswers(serviceAnswer) },
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account's instruments with contract and warranty; "Find parts" scopes the parts search. */
export const SignedIn: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('SN AUR5L-21-004187')).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: 'Find parts for Aurion 5L Spectral Flow Cytometer (SN AUR5L-21-004187)',
      }),
    ).toBeVisible();
  },
};

/** On an instrument's page (`scope: 'page'`): the instrument the address names, its facts and a case. */
export const InstrumentPage: Story = {
  globals: { viewer: 'signedIn' },
  args: { 'configuration.scope': 'page' },
  parameters: { path: '/service/instrument/IB-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Aurion 5L Spectral Flow Cytometer' }),
    ).toBeVisible();
    await expect(canvas.getByText('AUR5L-21-004187')).toBeVisible();
    await expect(canvas.getByText('SC-000312')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Open a case for this instrument' }),
    ).toHaveAttribute(
      'href',
      '/new-case?model=Aurion+5L+Spectral+Flow+Cytometer%2C+SN+AUR5L-21-004187',
    );
    await expect(canvas.getByRole('link', { name: /Your instruments/ })).toHaveAttribute(
      'href',
      '/service',
    );
  },
};

/** The instrument page's address without an id (`/instrument`, the template's friendly URL). */
export const InstrumentPageWithoutId: Story = {
  globals: { viewer: 'signedIn' },
  args: { 'configuration.scope': 'page' },
  parameters: { path: '/service/instrument' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No instrument chosen')).toBeVisible();
  },
};

/** The instrument could not be read (the page's loader has answered 404 for ids not the account's). */
export const InstrumentPageFailed: Story = {
  globals: { viewer: 'signedIn' },
  args: { 'configuration.scope': 'page' },
  parameters: {
    path: '/service/instrument/IB-1',
    msw: gatewayAnswers(() => ({ statusCode: 500, content: 'ERROR: Install base unavailable.' })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This instrument could not be loaded.'),
    ).toBeVisible();
  },
};

export const InstrumentPageMobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
  args: { 'configuration.scope': 'page' },
  parameters: { path: '/service/instrument/IB-1' },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(() => 'pending') },
};

export const Empty: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 200, content: 'ERROR: No records Found.' })),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No instruments registered')).toBeVisible();
  },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 500, content: 'ERROR: Install base unavailable.' })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your instruments could not be loaded.'),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
};
