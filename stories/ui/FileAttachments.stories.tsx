import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FileAttachments } from '../../runtime/ui/FileAttachments';

const meta = {
  title: 'UI/FileAttachments',
  component: FileAttachments,
  args: {
    label: 'Attachments',
    hint: 'PDF, PNG, JPG or TXT; up to 5 files of at most 5 MB each.',
    accept: '.pdf,.png,.jpg,.txt',
    items: [],
    problems: [],
    onAdd: fn(),
    onRemove: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FileAttachments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFiles: Story = {};

/** Uploading, uploaded, failed, and a file refused before upload. */
export const Files: Story = {
  args: {
    items: [
      {
        key: 'a',
        name: 'laser-diagnostics.pdf',
        sizeText: '2.4 MB',
        state: 'uploading',
        progress: 0.4,
        error: null,
      },
      {
        key: 'b',
        name: 'bead-run.csv',
        sizeText: '14 KB',
        state: 'done',
        progress: 1,
        error: null,
      },
      {
        key: 'c',
        name: 'scan.pdf',
        sizeText: '1.1 MB',
        state: 'failed',
        progress: 0,
        error: "scan.pdf: the file's content does not match its type; it was not attached.",
      },
    ],
    problems: ['setup.exe: this file type cannot be attached. Attach PDF, PNG, JPG or TXT files.'],
  },
};
