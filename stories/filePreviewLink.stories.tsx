import type { Meta, StoryObj } from '@storybook/react-vite';
import FilePreviewLink from '../blocks/filePreviewLink/FilePreviewLink';

const DOCS = '/static/org-cellaris/docs';

const meta = {
  title: 'Blocks/File preview link',
  component: FilePreviewLink,
  args: {
    blockId: 'story-files',
    contentJSON: null,
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
} satisfies Meta<typeof FilePreviewLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHeadingNoDetails: Story = {
  args: {
    configuration: {
      ...meta.args.configuration,
      heading: 'Documents',
      showFileType: false,
      showFileSize: false,
    },
  },
};

/** The .exe and .html files are refused: only the allowed types are listed. */
export const RefusedTypes: Story = {
  args: {
    configuration: {
      files: [
        {
          label: 'Panel designer (Windows)',
          fileName: 'designer.exe',
          url: `${DOCS}/designer.exe`,
        },
        {
          label: 'Spillover chart',
          fileName: 'spillover-chart.PNG',
          url: `${DOCS}/spillover-chart.PNG`,
        },
        { label: 'Landing page', fileName: 'index.html', url: `${DOCS}/index.html` },
      ],
    },
  },
};

export const LongLabels: Story = {
  args: {
    configuration: {
      files: Array.from({ length: 8 }, (_, index) => ({
        label: `Certificate of Analysis ${index + 1}: CD4 FITC (RPA-T4), lot 2025-${1000 + index}, 100 tests, for research use only`,
        fileName: `coa-${index + 1}.pdf`,
        url: `${DOCS}/coa-${index + 1}.pdf`,
        sizeBytes: 1_200_000 + index * 500_000,
      })),
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
