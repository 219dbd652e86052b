import { accountPlace, type PortalAccessibleAccount } from '../../runtime/blocks';
import { Badge, Button } from '../../runtime/ui/index';
import { DataTable, type DataTableColumn } from '../../runtime/ui/table';

export interface IndirectBuyersProps {
  buyers: readonly PortalAccessibleAccount[];
  actingForId: string | null;
  onChoose: (row: PortalAccessibleAccount) => void;
}

/**
 * The indirect-buyer switch (spec 000 section 4): the indirect buyers the user may act for, with
 * the account each buys through; acting for one starts from that buyer's own cart.
 */
export function IndirectBuyers({ buyers, actingForId, onChoose }: IndirectBuyersProps) {
  const columns: DataTableColumn<PortalAccessibleAccount>[] = [
    {
      id: 'name',
      header: 'Indirect buyer',
      isRowHeader: true,
      sortValue: (row) => row.RelatedAccountName,
      cell: (row) => row.RelatedAccountName,
    },
    {
      id: 'through',
      header: 'Buys through',
      sortValue: (row) => row.details.Related_Account?.Name,
      cell: (row) => row.details.Related_Account?.Name ?? '—',
    },
    {
      id: 'number',
      header: 'Account number',
      sortValue: (row) => row.details.AccountNumber,
      cell: (row) => row.details.AccountNumber ?? '—',
    },
    {
      id: 'place',
      header: 'Location',
      sortValue: (row) => accountPlace(row),
      cell: (row) => accountPlace(row) || '—',
    },
    {
      id: 'action',
      header: 'Action',
      hideHeader: true,
      align: 'end',
      cell: (row) =>
        row.RelatedAccountId === actingForId ? (
          <Badge tone="success">Acting for</Badge>
        ) : (
          <Button
            variant="secondary"
            onClick={() => onChoose(row)}
            aria-label={`Act for ${row.RelatedAccountName}`}
          >
            Act for
          </Button>
        ),
    },
  ];
  return (
    <section className="bf-billing-account-section" aria-labelledby="bf-billing-ib-heading">
      <div className="bf-billing-account-section-head">
        <h2 id="bf-billing-ib-heading">Act for an indirect buyer</h2>
        <p className="bf-billing-account-hint">
          Orders you place while acting for an indirect buyer are theirs, in their own cart.
        </p>
      </div>
      <DataTable
        caption="Indirect buyers"
        columns={columns}
        rows={buyers}
        getRowId={(row) => row.Id}
      />
    </section>
  );
}
