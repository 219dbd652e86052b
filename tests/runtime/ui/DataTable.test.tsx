import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, useState } from 'react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from '../../../runtime/ui/DataTable';

interface Invoice {
  id: string;
  number: string;
  due: Date;
  amount: number;
  status: 'Open' | 'Paid';
}

const invoices: Invoice[] = [
  { id: 'a', number: 'INV-10', due: new Date('2026-03-01'), amount: 120, status: 'Open' },
  { id: 'b', number: 'INV-9', due: new Date('2026-01-15'), amount: 1500, status: 'Paid' },
  { id: 'c', number: 'INV-100', due: new Date('2026-02-10'), amount: 45.5, status: 'Open' },
];

const columns: DataTableColumn<Invoice>[] = [
  {
    id: 'number',
    header: 'Invoice',
    cell: (row) => row.number,
    sortValue: (row) => row.number,
    isRowHeader: true,
  },
  {
    id: 'due',
    header: 'Due',
    cell: (row) => row.due.toISOString().slice(0, 10),
    sortValue: (row) => row.due,
  },
  {
    id: 'amount',
    header: 'Amount',
    cell: (row) => row.amount.toFixed(2),
    sortValue: (row) => row.amount,
    align: 'end',
  },
  { id: 'status', header: 'Status', cell: (row) => row.status },
];

function firstColumn(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
}

/** The invoices with their open ones selectable, the selected ids shown in an <output>. */
function SelectableInvoices() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <>
      <DataTable
        caption="Invoices"
        columns={columns}
        rows={invoices}
        getRowId={(row) => row.id}
        selection={{
          selectedIds: selected,
          onChange: setSelected,
          isSelectable: (row) => row.status === 'Open',
          rowLabel: (row) => `Select invoice ${row.number}`,
        }}
      />
      <output>{[...selected].sort().join(',')}</output>
    </>
  );
}

describe('DataTable', () => {
  it('names itself, its columns and each row', () => {
    render(
      <DataTable caption="Invoices" columns={columns} rows={invoices} getRowId={(row) => row.id} />,
    );
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Invoice', 'Due', 'Amount', 'Status']);
    expect(firstColumn()).toEqual(['INV-10', 'INV-9', 'INV-100']);
    expect(screen.getByRole('cell', { name: '1500.00' })).toHaveAttribute('data-label', 'Amount');
  });

  it('sorts by a column on its own, text in natural order, toggling the direction', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        caption="Invoices"
        columns={columns}
        rows={invoices}
        getRowId={(row) => row.id}
        sort={{ columnId: 'due', direction: 'descending' }}
      />,
    );
    expect(firstColumn()).toEqual(['INV-10', 'INV-100', 'INV-9']);
    expect(screen.getByRole('columnheader', { name: 'Due' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Invoice' }));
    expect(firstColumn()).toEqual(['INV-9', 'INV-10', 'INV-100']);
    expect(screen.getByRole('columnheader', { name: 'Invoice' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: 'Due' })).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'Invoice' }));
    expect(firstColumn()).toEqual(['INV-100', 'INV-10', 'INV-9']);

    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(firstColumn()).toEqual(['INV-100', 'INV-10', 'INV-9']);
  });

  it('leaves the order to the caller when it handles the sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <DataTable
        caption="Invoices"
        columns={columns}
        rows={invoices}
        getRowId={(row) => row.id}
        sort={{ columnId: 'due', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    expect(firstColumn()).toEqual(['INV-10', 'INV-9', 'INV-100']);
    await user.click(screen.getByRole('button', { name: 'Due' }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'due', direction: 'descending' });
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'amount', direction: 'ascending' });
  });

  it('selects rows that may be chosen, one by one or all at once', async () => {
    const user = userEvent.setup();
    render(<SelectableInvoices />);
    expect(screen.getByRole('checkbox', { name: 'Select invoice INV-9' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice INV-100' }));
    expect(screen.getByRole('status')).toHaveTextContent('c');
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(all);
    expect(screen.getByRole('status')).toHaveTextContent('a,c');
    expect(all).toBeChecked();
    await user.click(all);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("adopts the server's rows as a transition, with no mismatch, their checkboxes working", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SelectableInvoices />);
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, <SelectableInvoices />, { onRecoverableError: recoverable });
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const user = userEvent.setup();
    await user.click(within(container).getByRole('checkbox', { name: 'Select invoice INV-100' }));
    expect(within(container).getByRole('status')).toHaveTextContent('c');
    container.remove();
  });

  it('shows skeleton rows while loading and the empty slot when there is nothing', () => {
    const { rerender } = render(
      <DataTable
        caption="Invoices"
        columns={columns}
        rows={[]}
        getRowId={(row) => row.id}
        loading
        empty={<p>No invoices</p>}
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Loading Invoices' })).toBeInTheDocument();
    expect(screen.queryByText('No invoices')).not.toBeInTheDocument();
    rerender(
      <DataTable
        caption="Invoices"
        columns={columns}
        rows={[]}
        getRowId={(row) => row.id}
        empty={<p>No invoices</p>}
      />,
    );
    expect(screen.getByText('No invoices')).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('labels its loading cells with their columns, so a loading card is shaped like a loaded one', () => {
    render(
      <DataTable
        caption="Invoices"
        columns={columns}
        rows={[]}
        getRowId={(row) => row.id}
        loading
        loadingRows={25}
        loadingLabel="Loading invoices…"
      />,
    );
    const loadingRows = screen.getAllByRole('row').slice(1);
    expect(loadingRows).toHaveLength(25);
    expect([...loadingRows[3]!.querySelectorAll('td')].map((cell) => cell.dataset.label)).toEqual(
      columns.map((column) => (column.hideHeader ? undefined : column.header)),
    );
    expect(screen.getByRole('status', { name: 'Loading invoices…' })).toBeInTheDocument();
  });

  it('keeps what the user typed in an input cell when the data is fetched again', async () => {
    const user = userEvent.setup();
    /** A caller that builds its columns on every render (not memoized) and refetches its rows. */
    function Quantities() {
      const [fetched, setFetched] = useState(() => invoices.map((row) => ({ ...row })));
      const inline: DataTableColumn<Invoice>[] = [
        { id: 'number', header: 'Invoice', cell: (row) => row.number, isRowHeader: true },
        {
          id: 'note',
          header: 'Note',
          // Uncontrolled: the text lives in the input alone, as in a line's own form.
          cell: (row) => <input aria-label={`Note for ${row.number}`} defaultValue="" />,
        },
      ];
      return (
        <>
          <button
            type="button"
            onClick={() => setFetched((rows) => rows.map((row) => ({ ...row })))}
          >
            Refresh
          </button>
          <DataTable
            caption="Invoices"
            columns={inline}
            rows={fetched}
            getRowId={(row) => row.id}
          />
        </>
      );
    }
    render(<Quantities />);
    const note = screen.getByRole('textbox', { name: 'Note for INV-9' });
    await user.type(note, 'call first');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('textbox', { name: 'Note for INV-9' })).toBe(note);
    expect(note).toHaveValue('call first');
  });

  it('reuses the row elements by position when asked, and by id by default', () => {
    const page2 = invoices.map((row) => ({ ...row, id: `${row.id}-2`, number: `${row.number}-2` }));
    const table = (rows: Invoice[], rowIdentity?: 'id' | 'position') => (
      <DataTable
        caption="Invoices"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        rowIdentity={rowIdentity}
      />
    );
    const byPosition = render(table(invoices, 'position'));
    const before = screen.getAllByRole('row')[1];
    byPosition.rerender(table(page2, 'position'));
    expect(screen.getAllByRole('row')[1]).toBe(before);
    expect(firstColumn()).toEqual(['INV-10-2', 'INV-9-2', 'INV-100-2']);
    byPosition.unmount();

    const byId = render(table(invoices));
    const first = screen.getAllByRole('row')[1];
    byId.rerender(table(page2));
    expect(screen.getAllByRole('row')[1]).not.toBe(first);
    expect(firstColumn()).toEqual(['INV-10-2', 'INV-9-2', 'INV-100-2']);
  });
});
