import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '../../runtime/ui/Badge';
import { DataTable, type DataTableColumn } from '../../runtime/ui/DataTable';
import { EmptyState } from '../../runtime/ui/EmptyState';
import { atViewport } from '../support/storyStates';

interface InvoiceRow {
  id: string;
  number: string;
  issued: string;
  po: string;
  status: 'Open' | 'Overdue' | 'Paid';
  balance: number;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const rows: InvoiceRow[] = [
  {
    id: '1',
    number: 'INV-204518',
    issued: '2026-10-02',
    po: 'PO-88120',
    status: 'Open',
    balance: 4280.5,
  },
  {
    id: '2',
    number: 'INV-204377',
    issued: '2026-09-14',
    po: 'PO-87904',
    status: 'Overdue',
    balance: 1199,
  },
  {
    id: '3',
    number: 'INV-203990',
    issued: '2026-08-21',
    po: 'PO-87511',
    status: 'Paid',
    balance: 0,
  },
  { id: '4', number: 'INV-203812', issued: '2026-08-03', po: '', status: 'Open', balance: 312.75 },
];

const tone = { Open: 'info', Overdue: 'error', Paid: 'success' } as const;

const columns: DataTableColumn<InvoiceRow>[] = [
  {
    id: 'number',
    header: 'Invoice',
    cell: (row) => row.number,
    sortValue: (row) => row.number,
    isRowHeader: true,
  },
  { id: 'issued', header: 'Issued', cell: (row) => row.issued, sortValue: (row) => row.issued },
  { id: 'po', header: 'PO number', cell: (row) => row.po || '—' },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <Badge tone={tone[row.status]}>{row.status}</Badge>,
  },
  {
    id: 'balance',
    header: 'Balance',
    cell: (row) => money.format(row.balance),
    sortValue: (row) => row.balance,
    align: 'end',
  },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<InvoiceRow>,
  args: {
    caption: 'Invoices',
    columns,
    rows,
    getRowId: (row: InvoiceRow) => row.id,
    sort: { columnId: 'issued', direction: 'descending' },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataTable<InvoiceRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Balance' }));
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('INV-203990');
  },
};

function SelectableInvoices(args: Parameters<typeof DataTable<InvoiceRow>>[0]) {
  const [selected, setSelected] = useState<Set<string>>(new Set(['2']));
  return (
    <DataTable
      {...args}
      selection={{
        selectedIds: selected,
        onChange: setSelected,
        isSelectable: (row) => row.status !== 'Paid',
        rowLabel: (row) => `Select invoice ${row.number}`,
      }}
    />
  );
}

export const Selectable: Story = { render: (args) => <SelectableInvoices {...args} /> };

export const Loading: Story = { args: { rows: [], loading: true } };

export const Empty: Story = {
  args: {
    rows: [],
    empty: <EmptyState title="No invoices match these filters" headingLevel={3} />,
  },
};

export const Phone: Story = atViewport('mobile');
