import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import schema from '../schemas/blocks/filePreviewLink.schema.json';
import { blockMeta } from './support/blockStories';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withUnknownVisibility, withVisibility } from './support/storyStates';

const DOCS = '/static/org-cellaris/docs';

const meta = {
  title: 'Blocks/File preview link',
  ...blockMeta({
    componentName: 'filePreviewLink',
    schema,
    block: {
      configuration: {
        files: [
          {
            label: 'Safety Data Sheet: Sheath Fluid',
            fileName: 'sds-sheath-fluid.pdf',
            url: `${DOCS}/sds-sheath-fluid.pdf`,
            sizeBytes: 248_000,
          },
          {
            label: 'Terms and Conditions of Sale',
            fileName: 'terms-of-sale.docx',
            url: `${DOCS}/terms-of-sale.docx`,
          },
          {
            label: 'Return Authorization Form',
            fileName: 'return-authorization.xlsx',
            url: `${DOCS}/return-authorization.xlsx`,
            sizeBytes: 31_500,
          },
        ],
        openIn: 'modal',
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Safety Data Sheet: Sheath Fluid'),
    ).toBeVisible();
  },
};
/** openIn 'modal': a click opens the file in a dialog; a spreadsheet is offered as a download. */
export const PreviewDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Return Authorization Form' }));
    // The dialog is portalled to the document's body, outside the story's canvas.
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Return Authorization Form',
    });
    await expect(dialog).toHaveTextContent('XLSX files open in their own application.');
    await expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
    );
    await userEvent.keyboard('{Escape}');
  },
};
export const WithHeadingNoDetails: Story = {
  args: {
    'configuration.heading': 'Documents',
    'configuration.showFileType': false,
    'configuration.showFileSize': false,
  },
};
/** The .exe and .html files are refused: only the allowed types are listed. */
export const RefusedTypes: Story = {
  args: {
    'configuration.files': [
      { label: 'Panel designer (Windows)', fileName: 'designer.exe', url: `${DOCS}/designer.exe` },
      {
        label: 'Spillover chart',
        fileName: 'spillover-chart.PNG',
        url: `${DOCS}/spillover-chart.PNG`,
      },
      { label: 'Landing page', fileName: 'index.html', url: `${DOCS}/index.html` },
    ],
  },
};
export const Empty: Story = { args: { 'configuration.files': [] } };
export const LongLabels: Story = {
  args: {
    'configuration.files': Array.from({ length: 8 }, (_, index) => ({
      label: `Certificate of Analysis ${index + 1}: CD4 FITC (RPA-T4), lot 2025-${1000 + index}, 100 tests, for research use only`,
      fileName: `coa-${index + 1}.pdf`,
      url: `${DOCS}/coa-${index + 1}.pdf`,
      sizeBytes: 1_200_000 + index * 500_000,
    })),
  },
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
