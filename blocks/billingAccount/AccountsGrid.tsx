import { useState } from 'react';
import {
  accountPlace,
  INSTALLED_BASE_CONTEXT,
  searchAccounts,
  type PortalAccessibleAccount,
} from '../../runtime/blocks';
import { Badge, Button, EmptyState, Pagination, TextField } from '../../runtime/ui/index';
import { DataTable, type DataTableColumn } from '../../runtime/ui/table';

export interface AccountsGridProps {
  heading: string;
  accounts: readonly PortalAccessibleAccount[];
  loading: boolean;
  activeAccountId: string | null;
  pageSize: number;
  onChoose: (row: PortalAccessibleAccount) => void;
}

const contextLabel = (context: string) =>
  context === INSTALLED_BASE_CONTEXT ? 'Installed base' : context;

/**
 * The account switcher grid (spec 001 section 2): the accounts the user may work in, with the
 * related account's name and id, number, place, whether it is the master account and its portal
 * context; a search over them, sortable columns, and "Switch" on every account but the active one.
 */
export function AccountsGrid({
  heading,
  accounts,
  loading,
  activeAccountId,
  pageSize,
  onChoose,
}: AccountsGridProps) {
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const found = searchAccounts(accounts, searchText);
  const pages = Math.max(1, Math.ceil(found.length / pageSize));
  const current = Math.min(page, pages);
  const shown = found.slice((current - 1) * pageSize, current * pageSize);
  const columns: DataTableColumn<PortalAccessibleAccount>[] = [
    {
      id: 'name',
      header: 'Account',
      isRowHeader: true,
      sortValue: (row) => row.RelatedAccountName,
      cell: (row) => <span className="bf-billing-account-name">{row.RelatedAccountName}</span>,
    },
    {
      id: 'id',
      header: 'Account ID',
      sortValue: (row) => row.RelatedAccountId,
      cell: (row) => <code className="bf-billing-account-id">{row.RelatedAccountId}</code>,
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
      id: 'master',
      header: 'Master account',
      sortValue: (row) => (row.IsMaster ? 0 : 1),
      cell: (row) => (row.IsMaster ? <Badge tone="info">Master</Badge> : 'No'),
    },
    {
      id: 'context',
      header: 'Portal context',
      sortValue: (row) => contextLabel(row.PortalContext),
      cell: (row) => contextLabel(row.PortalContext),
    },
    {
      id: 'action',
      header: 'Action',
      hideHeader: true,
      align: 'end',
      cell: (row) =>
        row.RelatedAccountId === activeAccountId ? (
          <Badge tone="success">Current account</Badge>
        ) : (
          <Button
            variant="secondary"
            onClick={() => onChoose(row)}
            aria-label={`Switch to ${row.RelatedAccountName}`}
          >
            Switch
          </Button>
        ),
    },
  ];
  return (
    <section className="bf-billing-account-section" aria-labelledby="bf-billing-accounts-heading">
      <div className="bf-billing-account-section-head">
        <h2 id="bf-billing-accounts-heading">{heading}</h2>
        <TextField
          className="bf-billing-account-search"
          label="Search accounts"
          type="search"
          value={searchText}
          placeholder="Name, ID, number or city"
          onChange={(event) => {
            setSearchText(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <DataTable
        caption={heading}
        columns={columns}
        rows={shown}
        getRowId={(row) => row.Id}
        loading={loading}
        loadingRows={3}
        rowClassName={(row) =>
          row.RelatedAccountId === activeAccountId ? 'bf-billing-account-active-row' : undefined
        }
        empty={
          <EmptyState
            title={searchText ? 'No account matches your search.' : 'No accounts to switch to.'}
          >
            {searchText ? 'Try another name, account number or city.' : null}
          </EmptyState>
        }
      />
      {pages > 1 ? (
        <Pagination page={current} pageCount={pages} onPageChange={setPage} label="Account pages" />
      ) : null}
    </section>
  );
}
