import {
  BlockError,
  coverageOf,
  instrumentLabel,
  useInstalledBase,
  useLocale,
  useSelectedInstrument,
  type BlockProps,
  type Coverage,
  type Instrument,
} from '../../runtime/blocks';
import { Badge, Button, EmptyState, type BadgeTone } from '../../runtime/ui/index';
import { DataTable, type DataTableColumn } from '../../runtime/ui/table';
// Derived from schemas/blocks/installedBase.schema.json by scripts/compileValidators.ts.
import type { InstalledBaseConfiguration } from '../../schemas/generated/blocks/installedBase';
import './installedBase.css';

const COVERAGE_TONE: Record<Coverage, BadgeTone> = {
  active: 'success',
  ending: 'warning',
  ended: 'neutral',
};
const STATUS_TONE: Record<string, BadgeTone> = {
  Operational: 'success',
  'Service due': 'warning',
  Down: 'error',
};

function formatDate(iso: string, locale: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(locale.replace('_', '-'), {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });
}

function CoverageBadge({
  endDate,
  today,
  locale,
  what,
}: {
  endDate: string | null;
  today: string;
  locale: string;
  what: string;
}) {
  const coverage = coverageOf(endDate, today);
  if (!coverage || !endDate) return <Badge tone="neutral">No {what}</Badge>;
  const date = formatDate(endDate, locale);
  const text =
    coverage === 'ended'
      ? `Ended ${date}`
      : coverage === 'ending'
        ? `Ends ${date}`
        : `Until ${date}`;
  return <Badge tone={COVERAGE_TONE[coverage]}>{text}</Badge>;
}

/**
 * The installed base: the account's instruments with model, serial number, install date,
 * location, service contract and warranty (getInstalledBase). "Find parts" picks an instrument:
 * the page's parts blocks are then scoped to its model (the selected instrument is shared state,
 * runtime/domain/service).
 */
export default function InstalledBase({ configuration }: BlockProps<InstalledBaseConfiguration>) {
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
          <strong>{instrument.modelName}</strong>
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
