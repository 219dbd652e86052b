import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  BlockError,
  casePrefillPath,
  instrumentIdFromPath,
  instrumentLabel,
  safeSitePath,
  useInstrument,
  useLocale,
  useSelectedInstrument,
  type Instrument,
} from '../../runtime/blocks';
import { Badge, EmptyState, Skeleton } from '../../runtime/ui/index';
import type { InstalledBaseConfiguration } from '../../schemas/generated/blocks/installedBase';
import { CoverageBadge, formatDate, STATUS_TONE } from './coverage';

/** What the case form's model field receives: the model and serial number (the form takes 80). */
const caseInstrumentText = (instrument: Instrument) =>
  `${instrument.modelName}, SN ${instrument.serialNumber}`.slice(0, 80);

/**
 * Scopes the page's service blocks to this instrument while the page shows it: the parts search
 * to its model, the knowledge search to its model, the parts cart's quotes to it.
 */
function useScopeToInstrument(instrument: Instrument | undefined) {
  const [, setSelected] = useSelectedInstrument();
  useEffect(() => {
    if (!instrument) return;
    setSelected({
      id: instrument.id,
      modelCode: instrument.modelCode,
      label: instrumentLabel(instrument),
    });
    return () => setSelected((current) => (current?.id === instrument.id ? null : current));
  }, [instrument, setSelected]);
}

function Details({
  instrument,
  configuration,
}: {
  instrument: Instrument;
  configuration: InstalledBaseConfiguration;
}) {
  const locale = useLocale();
  const today = new Date().toISOString().slice(0, 10);
  const caseUrl = safeSitePath(configuration.caseUrl ?? '/new-case') ?? '/new-case';
  return (
    <>
      <div className="bf-instrument-head">
        <div>
          <h1 id="bf-instrument-heading">{instrument.modelName}</h1>
          <p className="bf-installed-base-muted">
            SN {instrument.serialNumber} · {instrument.productLine}
          </p>
        </div>
        <Badge tone={STATUS_TONE[instrument.status] ?? 'neutral'}>{instrument.status}</Badge>
      </div>
      <dl className="bf-instrument-facts">
        <div>
          <dt>Model</dt>
          <dd>
            {instrument.modelName}{' '}
            <span className="bf-installed-base-muted">({instrument.modelCode})</span>
          </dd>
        </div>
        <div>
          <dt>Serial number</dt>
          <dd>{instrument.serialNumber}</dd>
        </div>
        <div>
          <dt>Installed</dt>
          <dd>{formatDate(instrument.installDate, locale)}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>
            {instrument.location}
            <span className="bf-installed-base-muted"> · {instrument.site}</span>
          </dd>
        </div>
        <div>
          <dt>Software</dt>
          <dd>{instrument.softwareVersion}</dd>
        </div>
        <div>
          <dt>Service contract</dt>
          <dd className="bf-instrument-coverage">
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
          </dd>
        </div>
        <div>
          <dt>Warranty</dt>
          <dd>
            <CoverageBadge
              endDate={instrument.warrantyEndDate}
              today={today}
              locale={locale}
              what="warranty"
            />
          </dd>
        </div>
      </dl>
      <p className="bf-instrument-actions">
        <Link
          className="bf-button bf-button-secondary"
          to={casePrefillPath(caseUrl, { model: caseInstrumentText(instrument) })}
        >
          Open a case for this instrument
        </Link>
      </p>
    </>
  );
}

/**
 * The instrument page's head (installedBase with scope 'page'): the instrument the address names
 * (`/service/instrument/{id}`, getInstrument) with model, serial number, install date, location,
 * contract and warranty, and a case prefilled for it. It scopes the page's other service blocks.
 * The page's loader has already answered 404 for an id that is not the account's.
 */
export function InstrumentDetails({
  configuration,
}: {
  configuration: InstalledBaseConfiguration;
}) {
  const { pathname } = useLocation();
  const instrumentId = instrumentIdFromPath(pathname) ?? null;
  const query = useInstrument(instrumentId);
  useScopeToInstrument(query.data);
  const serviceUrl = safeSitePath(configuration.serviceUrl ?? '/service') ?? '/service';
  return (
    <section className="bf-installed-base bf-instrument" aria-labelledby="bf-instrument-heading">
      <Link className="bf-instrument-back" to={serviceUrl}>
        ← {configuration.heading}
      </Link>
      {instrumentId === null ? (
        <EmptyState title="No instrument chosen" icon="search">
          Open an instrument from your installed base to see its details.
        </EmptyState>
      ) : query.isError ? (
        <BlockError
          message="This instrument could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <div role="status" aria-label="Loading the instrument…">
          <Skeleton height="180px" />
        </div>
      ) : (
        <Details instrument={query.data} configuration={configuration} />
      )}
    </section>
  );
}
