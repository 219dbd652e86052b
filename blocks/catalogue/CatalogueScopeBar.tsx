import { catalogueCountRequest, useMakeCallQuery, type SiteSearch } from '../../runtime/blocks';
import type { CataloguePage } from './catalogueItem';
import './catalogueScope.css';

/** One catalogue the results span (getEcatalogDetails), as the scope bar names it. */
export interface ScopeCatalogue {
  eCatalogId: string;
  name: string;
}

interface ScopeBarProps {
  catalogues: readonly ScopeCatalogue[];
  /** The chosen catalogue; null: all of them. */
  chosen: string | null;
  /** The search every count is made for: the text and the category, not groups or filters. */
  search: SiteSearch;
  onChoose: (catalogId: string | null) => void;
}

function ScopeChoice({
  catalogId,
  label,
  search,
  pressed,
  onChoose,
}: {
  catalogId: string | null;
  label: string;
  search: SiteSearch;
  pressed: boolean;
  onChoose: (catalogId: string | null) => void;
}) {
  const count = useMakeCallQuery<CataloguePage | []>(catalogueCountRequest(search, catalogId));
  const data = count.data && !Array.isArray(count.data) ? count.data : null;
  const value = count.isSuccess ? Number(data?.itemCount ?? 0) : null;
  return (
    <button
      type="button"
      className="bf-catalogue-scope-choice"
      aria-pressed={pressed}
      onClick={() => onChoose(catalogId)}
    >
      <span>{label}</span>
      <span
        className="bf-catalogue-scope-count"
        aria-label={value === null ? undefined : `${value} results`}
      >
        {value === null ? '…' : value.toLocaleString('en-US')}
      </span>
    </button>
  );
}

/**
 * Site and category scope: the catalogues the results span, each with its number of matches;
 * choosing one narrows the results (and offers that catalogue's filters), "All" widens them again.
 */
export function CatalogueScopeBar({ catalogues, chosen, search, onChoose }: ScopeBarProps) {
  if (catalogues.length === 0) return null;
  return (
    <div className="bf-catalogue-scope" role="group" aria-label="Catalogues">
      <ScopeChoice
        catalogId={null}
        label="All catalogues"
        search={search}
        pressed={chosen === null}
        onChoose={onChoose}
      />
      {catalogues.map((catalogue) => (
        <ScopeChoice
          key={catalogue.eCatalogId}
          catalogId={catalogue.eCatalogId}
          label={catalogue.name}
          search={search}
          pressed={chosen === catalogue.eCatalogId}
          onChoose={onChoose}
        />
      ))}
    </div>
  );
}
