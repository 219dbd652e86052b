import { useState, type ReactNode } from 'react';
import type { EcatalogDetails, GroupCounts, PicklistCounts } from './catalogueRequests';

interface FilterPanelProps {
  groups: readonly string[];
  chosenGroups: readonly string[];
  groupCounts: GroupCounts | undefined;
  filters: EcatalogDetails['filters'];
  chosenFilters: Readonly<Record<string, string[]>>;
  picklistCounts: PicklistCounts | undefined;
  showCounts: boolean;
  onToggleGroup: (group: string) => void;
  onToggleFilter: (attribute: string, value: string) => void;
  onClear: () => void;
}

const groupCount = (counts: GroupCounts, group: string): number =>
  Number(counts.find((entry) => entry.group === group)?.count ?? 0);

const valueCount = (counts: { value: string; count: number | string }[], value: string): number =>
  Number(counts.find((entry) => entry.value === value)?.count ?? 0);

/**
 * Item groups and picklist filters as checkboxes, each with the number of matching items beside
 * it (getCatalogGroupCounts, getCatalogPicklistGroupCounts). Counts leave out their own filter,
 * so a value's count says what choosing it would give.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { groups, filters, showCounts } = props;
  const hasChoice =
    props.chosenGroups.length > 0 || Object.values(props.chosenFilters).some((v) => v.length > 0);
  return (
    <aside className="bf-catalogue-filters" aria-label="Filters">
      {groups.length > 1 && (
        <fieldset>
          <legend>Category</legend>
          {groups.map((group) => (
            <FilterChoice
              key={group}
              label={group}
              chosen={props.chosenGroups.includes(group)}
              onToggle={() => props.onToggleGroup(group)}
            >
              {showCounts && props.groupCounts && (
                <span className="bf-catalogue-count">({groupCount(props.groupCounts, group)})</span>
              )}
            </FilterChoice>
          ))}
        </fieldset>
      )}
      {filters.map((filter) => {
        const counts = props.picklistCounts?.[filter.attribute]?.values;
        return (
          <fieldset key={filter.attribute}>
            <legend>{filter.label}</legend>
            {filter.values.map((value) => (
              <FilterChoice
                key={value}
                label={value}
                chosen={props.chosenFilters[filter.attribute]?.includes(value) ?? false}
                onToggle={() => props.onToggleFilter(filter.attribute, value)}
              >
                {showCounts && counts && (
                  <span className="bf-catalogue-count">({valueCount(counts, value)})</span>
                )}
              </FilterChoice>
            ))}
          </fieldset>
        );
      })}
      {hasChoice && (
        <button type="button" className="bf-button bf-button-secondary" onClick={props.onClear}>
          Clear filters
        </button>
      )}
    </aside>
  );
}

/**
 * One filter's checkbox. It ticks on the click, before the URL has the choice (the navigation
 * waits for the page's answer, a second or more on a slow line), and follows the URL again once
 * the URL's choice changes.
 */
function FilterChoice({
  label,
  chosen,
  onToggle,
  children,
}: {
  label: string;
  /** Whether the URL has this choice. */
  chosen: boolean;
  onToggle: () => void;
  /** The count beside the label. */
  children?: ReactNode;
}) {
  // The click's value, until the URL's choice next changes (React's "state from props" pattern:
  // reset while rendering, not in an effect, so no frame shows the old value).
  const [clicked, setClicked] = useState<boolean | null>(null);
  const [urlSaid, setUrlSaid] = useState(chosen);
  if (urlSaid !== chosen) {
    setUrlSaid(chosen);
    setClicked(null);
  }
  const checked = clicked ?? chosen;
  return (
    <label className="bf-catalogue-filter">
      <input
        type="checkbox"
        checked={checked}
        onChange={() => {
          setClicked(!checked);
          onToggle();
        }}
      />
      <span>{label}</span> {children}
    </label>
  );
}
