import type { KnowledgeConfigurations, KnowledgeFilters } from '../../runtime/blocks';
import { Button, Select } from '../../runtime/ui/index';

interface KnowledgeFiltersBarProps {
  configurations: KnowledgeConfigurations;
  filters: KnowledgeFilters;
  onChange: (filters: KnowledgeFilters) => void;
}

/**
 * Instrument type, model and category, as getKnowledgeConfigurations lists them (with how many
 * articles each has); the models narrow to the chosen instrument type.
 */
export function KnowledgeFiltersBar({
  configurations,
  filters,
  onChange,
}: KnowledgeFiltersBarProps) {
  const filter = (name: string) => configurations.filters.find((entry) => entry.name === name);
  const family = filter('family');
  const model = filter('model');
  const category = filter('category');
  const models = (model?.options ?? []).filter(
    (option) => !filters.family || !option.family || option.family === filters.family,
  );
  const chosen = Boolean(filters.family || filters.models.length || filters.categories.length);
  const label = (option: { label: string; count: number }) => `${option.label} (${option.count})`;
  return (
    <div className="bf-kb-filters" role="group" aria-label="Filter articles">
      {family && (
        <Select
          label={family.label}
          placeholder="All instruments"
          value={filters.family}
          options={family.options.map((option) => ({ value: option.value, label: label(option) }))}
          onChange={(event) => {
            const next = event.target.value;
            const keepModels = filters.models.filter((name) =>
              model?.options.some(
                (option) => option.value === name && (!next || option.family === next),
              ),
            );
            onChange({ ...filters, family: next, models: keepModels });
          }}
        />
      )}
      {model && (
        <Select
          label={model.label}
          placeholder="All models"
          value={filters.models[0] ?? ''}
          options={models.map((option) => ({ value: option.value, label: label(option) }))}
          onChange={(event) =>
            onChange({ ...filters, models: event.target.value ? [event.target.value] : [] })
          }
        />
      )}
      {category && (
        <Select
          label={category.label}
          placeholder="All categories"
          value={filters.categories[0] ?? ''}
          options={category.options.map((option) => ({
            value: option.value,
            label: label(option),
          }))}
          onChange={(event) =>
            onChange({ ...filters, categories: event.target.value ? [event.target.value] : [] })
          }
        />
      )}
      {chosen && (
        <Button variant="link" onClick={() => onChange({ family: '', models: [], categories: [] })}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
