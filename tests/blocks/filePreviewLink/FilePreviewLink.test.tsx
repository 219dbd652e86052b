import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import FilePreviewLink from '../../../blocks/filePreviewLink/FilePreviewLink';
import { formatFileSize } from '../../../blocks/filePreviewLink/formatFileSize';
import { previewFileType } from '../../../runtime/render/previewFileType';
import type { FilePreviewLinkConfiguration } from '../../../schemas/generated/blocks/filePreviewLink';

const DOCS = '/static/org-cellaris/docs';

function renderFiles(configuration: FilePreviewLinkConfiguration) {
  return render(<FilePreviewLink blockId="f1" configuration={configuration} contentJSON={null} />);
}

describe('previewFileType', () => {
  it.each(['pdf', 'doc', 'ppt', 'xls', 'xlsx', 'pptx', 'docx', 'png', 'jpg', 'jpeg', 'svg'])(
    'allows .%s in any case',
    (extension) => {
      expect(previewFileType({ url: `/f/a.${extension}` })).toBe(extension);
      expect(previewFileType({ url: `/f/A.${extension.toUpperCase()}` })).toBe(extension);
    },
  );

  it.each(['/f/a.exe', '/f/a.html', '/f/a.pdf.exe', '/f/pdf', '/f/a.gif', 'javascript:alert(1)'])(
    'refuses %s',
    (url) => {
      expect(previewFileType({ url })).toBeNull();
    },
  );

  it('reads the extension from the path, not the query', () => {
    expect(previewFileType({ url: '/download?file=a.pdf' })).toBeNull();
    expect(previewFileType({ url: 'https://cdn.example/a.pdf?v=2' })).toBe('pdf');
  });

  it('refuses a file whose name and address disagree', () => {
    expect(previewFileType({ fileName: 'report.pdf', url: '/f/report.exe' })).toBeNull();
    expect(previewFileType({ fileName: 'report.exe', url: '/f/report.pdf' })).toBeNull();
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, '512 B'],
    [1536, '1.5 KB'],
    [248_000, '242 KB'],
    [5 * 1024 * 1024, '5 MB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('file preview link block', () => {
  it('links the allowed files, with their type and size', () => {
    renderFiles({
      files: [
        {
          label: 'Safety Data Sheet: Sheath Fluid',
          fileName: 'sds-sheath-fluid.pdf',
          url: `${DOCS}/sds-sheath-fluid.pdf`,
          sizeBytes: 1536,
        },
        {
          label: 'Return Authorization Form',
          fileName: 'return-authorization.XLSX',
          url: `${DOCS}/return-authorization.XLSX`,
        },
      ],
      openIn: 'newTab',
    });
    const sds = screen.getByRole('link', { name: /Safety Data Sheet: Sheath Fluid/ });
    expect(sds).toHaveAttribute('href', `${DOCS}/sds-sheath-fluid.pdf`);
    expect(sds).toHaveAttribute('target', '_blank');
    expect(sds).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sds).toHaveAccessibleName('Safety Data Sheet: Sheath Fluid (opens in a new tab)');
    expect(screen.getByText('(PDF, 1.5 KB)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Return Authorization Form/ })).toBeInTheDocument();
    expect(screen.getByText('(XLSX)')).toBeInTheDocument();
  });

  it('refuses other file types: no link, no label', () => {
    renderFiles({
      files: [
        { label: 'Installer', fileName: 'setup.exe', url: `${DOCS}/setup.exe` },
        { label: 'Sample sheet', fileName: 'sample-sheet.xlsx', url: `${DOCS}/sample-sheet.xlsx` },
      ],
    });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText(/Installer/)).not.toBeInTheDocument();
  });

  it('renders nothing when no file is allowed', () => {
    const { container } = renderFiles({
      files: [{ label: 'Page', fileName: 'a.html', url: '/a.html' }],
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('hides the details when configured off and downloads when asked', () => {
    renderFiles({
      heading: 'Documents',
      files: [{ label: 'Chart', fileName: 'chart.png', url: '/c/chart.png', sizeBytes: 10 }],
      openIn: 'download',
      showFileType: false,
      showFileSize: false,
    });
    expect(screen.getByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Chart' });
    expect(link).toHaveAttribute('download');
    expect(link).not.toHaveAttribute('target');
    expect(screen.queryByText(/PNG/)).not.toBeInTheDocument();
  });
});

describe('file preview dialog (openIn modal)', () => {
  const FILES: FilePreviewLinkConfiguration['files'] = [
    { label: 'Datasheet', fileName: 'ds.pdf', url: '/documents/ds.pdf' },
    { label: 'Spillover chart', fileName: 'chart.svg', url: '/documents/chart.svg' },
    { label: 'Sample sheet', fileName: 'sheet.xlsx', url: '/documents/sheet.xlsx' },
  ];

  it('shows a PDF in the browser viewer inside a dialog named after the file, and closes on Escape', async () => {
    renderFiles({ files: FILES, openIn: 'modal' });
    const link = screen.getByRole('link', { name: 'Datasheet' });
    expect(link).toHaveAttribute('href', '/documents/ds.pdf');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Datasheet' });
    expect(within(dialog).getByTitle('Datasheet')).toHaveAttribute('src', '/documents/ds.pdf');
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute('download');
    expect(within(dialog).getByRole('link', { name: 'Open in new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('shows an image as an image, and offers a spreadsheet as a download', async () => {
    renderFiles({ files: FILES });
    await userEvent.click(screen.getByRole('link', { name: 'Spillover chart' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Spillover chart' })).getByRole('img', {
        name: 'Spillover chart',
      }),
    ).toHaveAttribute('src', '/documents/chart.svg');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('link', { name: 'Sample sheet' }));
    const dialog = screen.getByRole('dialog', { name: 'Sample sheet' });
    expect(dialog).toHaveTextContent(
      'XLSX files open in their own application. Download the file to view it.',
    );
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/documents/sheet.xlsx',
    );
  });

  it('leaves a modified click to the browser (a new tab, a download)', () => {
    renderFiles({ files: FILES });
    const link = screen.getByRole('link', { name: 'Datasheet' });
    let leftToBrowser: boolean | null = null;
    // Runs after React's listener: records its verdict, then stops jsdom, which cannot navigate.
    const record = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    fireEvent.click(link, { ctrlKey: true });
    window.removeEventListener('click', record);
    expect(leftToBrowser).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
