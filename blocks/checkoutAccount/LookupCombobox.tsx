import { useId, useState, type KeyboardEvent } from 'react';
import { useLookupSearch, type LookupRecord, type LookupSearch } from '../../runtime/blocks';

/**
 * A searchable combobox over searchLookupDataAdvanced (ARIA 1.2 combobox with a listbox): type to
 * search, arrows to move, Enter to choose, Escape to close. The chosen record's label shows when
 * the input is not being edited.
 */
export function LookupCombobox({
  label,
  description,
  obj,
  displayFields,
  filters,
  chosenLabel,
  onChoose,
}: {
  label: string;
  description?: string;
  obj: LookupSearch['obj'];
  displayFields: readonly string[];
  filters?: Record<string, string>;
  chosenLabel: string;
  onChoose: (record: LookupRecord) => void;
}) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useLookupSearch({ obj, searchText: text ?? '', displayFields, filters }, open);
  const records = search.data ?? [];
  // "Grace Oduya · ap@example.test": first and last name read as one name, other fields apart.
  const labelOf = (record: LookupRecord) => {
    const name = [record.FirstName, record.LastName].filter(Boolean).join(' ');
    const rest = displayFields
      .filter((field) => field !== 'FirstName' && field !== 'LastName')
      .map((field) => record[field])
      .filter(Boolean);
    return [name, ...rest].filter(Boolean).join(' · ') || record.Id;
  };

  function choose(record: LookupRecord) {
    onChoose(record);
    setText(null);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, records.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open && records[active]) {
      event.preventDefault();
      choose(records[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setText(null);
    }
  }

  return (
    <div className="bf-field bf-combobox">
      <label htmlFor={`${id}-input`} className="bf-field-label">
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="bf-input"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && records[active] ? `${id}-option-${active}` : undefined}
        aria-describedby={description ? `${id}-help` : undefined}
        value={text ?? chosenLabel}
        placeholder="Type to search"
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {description && (
        <p id={`${id}-help`} className="bf-field-description">
          {description}
        </p>
      )}
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="bf-combobox-list"
      >
        {search.isError && <li role="presentation">The search failed. Type again to retry.</li>}
        {!search.isError && open && search.isSuccess && records.length === 0 && (
          <li role="presentation">No matches.</li>
        )}
        {records.map((record, index) => (
          <li
            key={record.Id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(record);
            }}
          >
            {labelOf(record)}
          </li>
        ))}
      </ul>
    </div>
  );
}
