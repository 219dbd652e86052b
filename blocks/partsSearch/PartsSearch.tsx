import { useMemo, useState } from 'react';
import {
  BlockError,
  PARTS_PAGE_SIZE,
  useCartQuantities,
  useLocale,
  usePartsSearch,
  useSelectedInstrument,
  type BlockProps,
} from '../../runtime/blocks';
import { Button, EmptyState, Pagination, Select, TextField } from '../../runtime/ui/index';
// Derived from schemas/blocks/partsSearch.schema.json by scripts/compileValidators.ts.
import type { PartsSearchConfiguration } from '../../schemas/generated/blocks/partsSearch';
import { PartDetail } from './PartDetail';
import { PartsResults } from './PartsResults';
import './partsSearch.css';

/** Until getQliQuantity answers: one object, so the memoized results do not re-render. */
const NO_QUANTITIES: Readonly<Record<string, number>> = {};

/**
 * Parts search: by part number or description (debounced as the user types), the selected
 * instrument's model (installedBase) and category; results with image, description, price,
 * availability and the quantity already in the cart. Opening a part shows its detail: superseded,
 * substitute and related parts, the exploded view with its position, add to cart and, for a kit,
 * its components.
 */
export default function PartsSearch({ configuration }: BlockProps<PartsSearchConfiguration>) {
  const [selected, setSelected] = useSelectedInstrument();
  const [text, setText] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [openPartId, setOpenPartId] = useState<string | null>(null);
  const locale = useLocale();
  const { query, isSettling } = usePartsSearch({
    text,
    modelCode: selected?.modelCode ?? null,
    category,
    page,
  });
  const result = query.data;
  const itemIds = useMemo(() => result?.parts.map((part) => part.itemId) ?? [], [result]);
  const quantities = useCartQuantities(itemIds);
  const hasModel = selected !== null;
  const empty = useMemo(
    () => (
      <EmptyState title="No parts match" icon="search">
        Try part of the part number, another word of the description
        {hasModel ? ', all models' : ''} or another category.
      </EmptyState>
    ),
    [hasModel],
  );
  const pageCount = result ? Math.max(1, Math.ceil(result.totalCount / PARTS_PAGE_SIZE)) : 1;
  const categoryOptions = (result?.categories ?? []).map((entry) => ({
    value: entry.name,
    label: `${entry.name} (${entry.count})`,
  }));
  if (category && !categoryOptions.some((option) => option.value === category))
    categoryOptions.push({ value: category, label: category });

  const status = !result
    ? 'Loading parts…'
    : query.isPlaceholderData || isSettling
      ? 'Searching…'
      : result.totalCount === 0
        ? 'No parts found.'
        : `${result.totalCount} ${result.totalCount === 1 ? 'part' : 'parts'}${
            selected ? ` for ${selected.label}` : ''
          }`;

  return (
    <section className="bf-parts-search" aria-labelledby="bf-parts-search-heading">
      <h2 id="bf-parts-search-heading">{configuration.heading}</h2>
      {configuration.helpText && <p className="bf-parts-muted">{configuration.helpText}</p>}
      <div className="bf-parts-search-form" role="search" aria-label="Parts">
        <TextField
          label="Part number or description"
          type="search"
          value={text}
          autoComplete="off"
          placeholder="e.g. AUR-LM488 or sheath filter"
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
          }}
        />
        <Select
          label="Category"
          placeholder="All categories"
          options={categoryOptions}
          value={category ?? ''}
          onChange={(event) => {
            setCategory(event.target.value || null);
            setPage(1);
          }}
        />
        <div className="bf-parts-scope">
          <span className="bf-parts-scope-label">Model</span>
          {selected ? (
            <span className="bf-parts-scope-value">
              {selected.label}{' '}
              <Button variant="secondary" onClick={() => setSelected(null)}>
                All models
              </Button>
            </span>
          ) : (
            <span className="bf-parts-muted">All models: pick an instrument to narrow</span>
          )}
        </div>
      </div>
      {query.isError && !result ? (
        <BlockError
          message="Parts could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <p className="bf-parts-count" role="status">
            {status}
          </p>
          {query.isError && (
            <p className="bf-data-mutation-error" role="alert">
              The search could not be updated: {query.error.message}
            </p>
          )}
          <div
            className="bf-parts-results"
            aria-busy={query.isPlaceholderData || isSettling || undefined}
          >
            <PartsResults
              parts={result?.parts ?? []}
              loading={!result}
              quantities={quantities.data ?? NO_QUANTITIES}
              locale={locale}
              openPartId={openPartId}
              onOpen={setOpenPartId}
              empty={empty}
            />
          </div>
          {result && pageCount > 1 && (
            <Pagination
              label="Parts pages"
              page={Math.min(page, pageCount)}
              pageCount={pageCount}
              onPageChange={setPage}
            />
          )}
        </>
      )}
      {openPartId && (
        <PartDetail
          key={openPartId}
          itemId={openPartId}
          locale={locale}
          cartUrl={configuration.cartUrl ?? '/cart'}
          onOpen={setOpenPartId}
          onClose={() => setOpenPartId(null)}
          inCart={quantities.data?.[openPartId] ?? null}
        />
      )}
    </section>
  );
}
