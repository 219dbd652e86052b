import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  configurationRequest,
  configuratorRulesRequest,
  QueryStates,
  useMakeCallQuery,
  useSession,
  type BlockProps,
  type ConfiguratorRules,
  type SavedConfiguration,
} from '../../runtime/blocks';
import { EmptyState } from '../../runtime/ui/index';
// Derived from schemas/blocks/configurator.schema.json by scripts/compileValidators.ts.
import type { ConfiguratorConfiguration } from '../../schemas/generated/blocks/configurator';
import { InstrumentBuilder } from './InstrumentBuilder';
import { PanelBuilder } from './PanelBuilder';
import './configurator.css';

export const DEFAULT_HEADING = 'Build a flow cytometry panel';

/** The CRM's answer for an item no configurator opens (getConfiguratorRules). */
const NOT_CONFIGURABLE = /no configurator|not found/i;

/**
 * The configurator block (issue 20): `/configurator?itemId=...` builds a flow cytometry panel
 * (a panel kit, or the free builder without itemId) or configures an instrument's options;
 * `configurationId` reopens a saved configuration from the cart to change it. Upload mode
 * (`mode=upload`) belongs to the configurationUpload block on the same page: this one renders
 * nothing then. Its loading and error states are the data-block kit's (QueryStates).
 */
export default function Configurator({ configuration }: BlockProps<ConfiguratorConfiguration>) {
  const [params] = useSearchParams();
  const { isLoggedIn } = useSession();
  const upload = params.get('mode') === 'upload';
  const itemId = params.get('itemId') || null;
  // The configuration the page opened with: a first save adds its id to the address, and the
  // builder, which already shows it, stays as it is.
  const [configurationId] = useState(() => params.get('configurationId') || null);
  const rules = useMakeCallQuery<ConfiguratorRules>(
    upload ? null : configuratorRulesRequest(itemId),
  );
  const saved = useMakeCallQuery<SavedConfiguration>(
    !upload && configurationId && isLoggedIn ? configurationRequest(configurationId) : null,
  );
  if (upload) return null;
  const cartPath = configuration.cartPath ?? '/cart';
  const notConfigurable =
    rules.isError && rules.error instanceof Error && NOT_CONFIGURABLE.test(rules.error.message);
  if (notConfigurable)
    return (
      <section className="bf-configurator" aria-label="Configurator">
        <EmptyState
          title="This item cannot be configured"
          icon="search"
          actions={
            <Link className="bf-button bf-button-primary" to="/configurator">
              Build a panel instead
            </Link>
          }
        >
          {rules.error instanceof Error ? rules.error.message : ''} Add it to the cart from the
          catalogue, or build a custom flow cytometry panel.
        </EmptyState>
      </section>
    );
  const waitingForSaved = configurationId !== null && isLoggedIn;
  return (
    <section className="bf-configurator" aria-labelledby="bf-configurator-heading">
      <QueryStates
        query={rules}
        loading="Loading the configurator…"
        error="The configurator could not be loaded."
      >
        {(data) => {
          const heading = data.product?.title ?? configuration.heading ?? DEFAULT_HEADING;
          const title = (
            <header className="bf-configurator-head">
              <p className="bf-configurator-eyebrow">
                {data.instrument ? 'Configure your instrument' : 'Panel configurator'}
              </p>
              <h1 id="bf-configurator-heading">{heading}</h1>
              {data.product?.sku ? (
                <p className="bf-configurator-sku">SKU {data.product.sku}</p>
              ) : null}
            </header>
          );
          if (waitingForSaved)
            return (
              <>
                {title}
                <QueryStates
                  query={saved}
                  loading="Loading your saved configuration…"
                  error="Your saved configuration could not be loaded."
                >
                  {(savedConfiguration) => (
                    <Builder
                      key={savedConfiguration.id + savedConfiguration.updatedAt}
                      rules={data}
                      saved={savedConfiguration}
                      cartPath={cartPath}
                    />
                  )}
                </QueryStates>
              </>
            );
          return (
            <>
              {title}
              <Builder rules={data} saved={null} cartPath={cartPath} />
            </>
          );
        }}
      </QueryStates>
    </section>
  );
}

function Builder({
  rules,
  saved,
  cartPath,
}: {
  rules: ConfiguratorRules;
  saved: SavedConfiguration | null;
  cartPath: string;
}) {
  if (rules.instrument)
    return (
      <InstrumentBuilder
        rules={rules.instrument}
        product={rules.product}
        saved={saved}
        cartPath={cartPath}
      />
    );
  if (rules.panel)
    return (
      <PanelBuilder rules={rules.panel} product={rules.product} saved={saved} cartPath={cartPath} />
    );
  return null;
}
