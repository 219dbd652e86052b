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
            <label key={group} className="bf-catalogue-filter">
              <input
                type="checkbox"
                checked={props.chosenGroups.includes(group)}
                onChange={() => props.onToggleGroup(group)}
              />
              <span>{group}</span>{' '}
              {showCounts && props.groupCounts && (
                <span className="bf-catalogue-count">({groupCount(props.groupCounts, group)})</span>
              )}
            </label>
          ))}
        </fieldset>
      )}
      {filters.map((filter) => {
        const counts = props.picklistCounts?.[filter.attribute]?.values;
        return (
          <fieldset key={filter.attribute}>
            <legend>{filter.label}</legend>
            {filter.values.map((value) => (
              <label key={value} className="bf-catalogue-filter">
                <input
                  type="checkbox"
                  checked={props.chosenFilters[filter.attribute]?.includes(value) ?? false}
                  onChange={() => props.onToggleFilter(filter.attribute, value)}
                />
                <span>{value}</span>{' '}
                {showCounts && counts && (
                  <span className="bf-catalogue-count">({valueCount(counts, value)})</span>
                )}
              </label>
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
