import { Link } from 'react-router-dom';
import {
  BlockError,
  instrumentLabel,
  instrumentPagePath,
  INSTRUMENT_PAGE_PATTERN,
  useInstalledBase,
  useLocale,
  useSelectedInstrument,
  type BlockProps,
  type Instrument,
} from '../../runtime/blocks';
import { Badge, Button, EmptyState } from '../../runtime/ui/index';
import { DataTable, type DataTableColumn } from '../../runtime/ui/table';
// Derived from schemas/blocks/installedBase.schema.json by scripts/compileValidators.ts.
import type { InstalledBaseConfiguration } from '../../schemas/generated/blocks/installedBase';
import { CoverageBadge, formatDate, STATUS_TONE } from './coverage';
import { InstrumentDetails } from './InstrumentDetails';
import './installedBase.css';

/**
 * The installed base: the account's instruments with model, serial number, install date,
 * location, service contract and warranty (getInstalledBase), each linking to its own page.
 * "Find parts" picks an instrument: the page's parts blocks are then scoped to its model (the
 * selected instrument is shared state, runtime/domain/service). With scope 'page' the block is
 * the instrument page's head: the one instrument the address names (InstrumentDetails).
 */
export default function InstalledBase(props: BlockProps<InstalledBaseConfiguration>) {
  return props.configuration.scope === 'page' ? (
    <InstrumentDetails configuration={props.configuration} />
  ) : (
    <AccountInstruments {...props} />
  );
}

function AccountInstruments({ configuration }: BlockProps<InstalledBaseConfiguration>) {
  const instrumentUrl = configuration.instrumentUrl ?? INSTRUMENT_PAGE_PATTERN;
  const query = useInstalledBase();
  const [selected, setSelected] = useSelectedInstrument();
  const locale = useLocale();
  const today = new Date().toISOString().slice(0, 10);

  const columns: DataTableColumn<Instrument>[] = [
    {
      id: 'instrument',
      header: 'Instrument',
      isRowHeader: true,
      sortValue: (instrument) => instrument.modelName,
      cell: (instrument) => (
        <span className="bf-installed-base-instrument">
          <Link
            className="bf-installed-base-link"
            to={instrumentPagePath(instrument, instrumentUrl)}
            aria-label={`${instrumentLabel(instrument)}: details, troubleshooting and parts`}
          >
            <strong>{instrument.modelName}</strong>
          </Link>
          <span className="bf-installed-base-muted">SN {instrument.serialNumber}</span>
          <span className="bf-installed-base-muted">{instrument.softwareVersion}</span>
        </span>
      ),
    },
    {
      id: 'location',
      header: 'Location',
      sortValue: (instrument) => instrument.location,
      cell: (instrument) => (
        <span className="bf-installed-base-instrument">
          <span>{instrument.location}</span>
          <span className="bf-installed-base-muted">{instrument.site}</span>
        </span>
      ),
    },
    {
      id: 'installDate',
      header: 'Installed',
      sortValue: (instrument) => instrument.installDate,
      cell: (instrument) => formatDate(instrument.installDate, locale),
    },
    {
      id: 'contract',
      header: 'Service contract',
      sortValue: (instrument) => instrument.contract?.endDate ?? '',
      cell: (instrument) => (
        <span className="bf-installed-base-instrument">
          {instrument.contract && (
            <span>
              {instrument.contract.name}{' '}
              <span className="bf-installed-base-muted">{instrument.contract.number}</span>
            </span>
          )}
          <CoverageBadge
            endDate={instrument.contract?.endDate ?? null}
            today={today}
            locale={locale}
            what="contract"
          />
        </span>
      ),
    },
    {
      id: 'warranty',
      header: 'Warranty',
      sortValue: (instrument) => instrument.warrantyEndDate,
      cell: (instrument) => (
        <CoverageBadge
          endDate={instrument.warrantyEndDate}
          today={today}
          locale={locale}
          what="warranty"
        />
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortValue: (instrument) => instrument.status,
      cell: (instrument) => (
        <Badge tone={STATUS_TONE[instrument.status] ?? 'neutral'}>{instrument.status}</Badge>
      ),
    },
    {
      id: 'select',
      header: 'Parts',
      hideHeader: true,
      align: 'end',
      cell: (instrument) => {
        const isSelected = selected?.id === instrument.id;
        return (
          <Button
            variant={isSelected ? 'primary' : 'secondary'}
            aria-pressed={isSelected}
            aria-label={`${isSelected ? 'Parts shown for' : 'Find parts for'} ${instrumentLabel(instrument)}`}
            onClick={() =>
              setSelected(
                isSelected
                  ? null
                  : {
                      id: instrument.id,
                      modelCode: instrument.modelCode,
                      label: instrumentLabel(instrument),
                    },
              )
            }
          >
            {isSelected ? 'Parts shown' : 'Find parts'}
          </Button>
        );
      },
    },
  ];

  return (
    <section className="bf-installed-base" aria-labelledby="bf-installed-base-heading">
      <div className="bf-installed-base-head">
        <div>
          <h2 id="bf-installed-base-heading">{configuration.heading}</h2>
          {configuration.helpText && (
            <p className="bf-installed-base-muted">{configuration.helpText}</p>
          )}
        </div>
        {selected && (
          <p className="bf-installed-base-scope" role="status">
            Parts for <strong>{selected.label}</strong>{' '}
            <Button variant="secondary" onClick={() => setSelected(null)}>
              Show all models
            </Button>
          </p>
        )}
      </div>
      {query.isError ? (
        <BlockError
          message="Your instruments could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <DataTable
          caption={configuration.heading}
          columns={columns}
          rows={query.data ?? []}
          getRowId={(instrument) => instrument.id}
          loading={!query.data}
          loadingRows={3}
          rowClassName={(instrument) =>
            instrument.id === selected?.id ? 'bf-installed-base-selected' : undefined
          }
          empty={
            <EmptyState title="No instruments registered" icon="search">
              Instruments installed at your account appear here with their contract and warranty.
            </EmptyState>
          }
        />
      )}
    </section>
  );
}
