import { useId, useState, type KeyboardEvent } from 'react';
import {
  KNOWLEDGE_SEARCH_MIN_CHARS,
  useKnowledgeSuggestions,
  type KnowledgeArticleSummary,
  type KnowledgeFilters,
} from '../../runtime/blocks';
import { Button } from '../../runtime/ui/index';

interface SymptomSearchBoxProps {
  text: string;
  onTextChange: (text: string) => void;
  filters: KnowledgeFilters;
  /** The search is run (Enter or the button) with what was typed. */
  onSearch: (text: string) => void;
  /** A suggestion was picked: open its article. */
  onPick: (article: KnowledgeArticleSummary) => void;
}

/**
 * The symptom field with suggestions as the customer types (the ARIA 1.2 combobox pattern: the
 * list is owned by the field, arrow keys move the active suggestion, Enter opens it or searches,
 * Escape closes). Suggestions are asked 500 ms after the last keystroke (useKnowledgeSuggestions);
 * React Aria's ComboBox filters a fixed list itself, these come ranked from the CRM.
 */
export function SymptomSearchBox({
  text,
  onTextChange,
  filters,
  onSearch,
  onPick,
}: SymptomSearchBoxProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useKnowledgeSuggestions(text, filters);
  const articles = suggestions.data?.articles ?? [];
  const current = suggestions.settledText === text.trim();
  const showList = open && suggestions.enabled && text.trim().length >= KNOWLEDGE_SEARCH_MIN_CHARS;
  const shown = showList && current && !suggestions.isFetching ? articles : [];

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && shown.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % shown.length);
    } else if (event.key === 'ArrowUp' && shown.length) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? shown.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && active >= 0 && shown[active]) {
      event.preventDefault();
      setOpen(false);
      onPick(shown[active]);
    }
  }

  let status = '';
  if (showList) {
    if (!current || suggestions.isFetching) status = 'Looking for matching articles…';
    else if (suggestions.isError) status = 'Suggestions are not available right now; press Search.';
    else if (shown.length === 0) status = 'No matching articles yet; press Search to see more.';
    else
      status = `${shown.length} suggested article${shown.length === 1 ? '' : 's'}; use the arrow keys to choose.`;
  }

  return (
    <form
      className="bf-kb-search"
      role="search"
      aria-label="Knowledge base"
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        onSearch(text);
      }}
    >
      <div className="bf-field bf-kb-combobox">
        <label className="bf-field-label" htmlFor={`${id}-input`}>
          Describe the symptom
        </label>
        <input
          id={`${id}-input`}
          className="bf-input"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 && shown[active] ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          placeholder="e.g. laser power drops, bubbles in flow cell, cluster density low"
          value={text}
          maxLength={200}
          onChange={(event) => {
            onTextChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={keyDown}
        />
        <p id={`${id}-hint`} className="bf-field-description">
          Type what the instrument does; matching articles are suggested as you type.
        </p>
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggested articles"
          className="bf-kb-suggestions"
          hidden={shown.length === 0}
        >
          {shown.map((article, index) => (
            <li
              key={article.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="bf-kb-suggestion"
              // Picked on mouse down, before the field's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                setOpen(false);
                onPick(article);
              }}
            >
              <span className="bf-kb-suggestion-title">{article.title}</span>
              <span className="bf-kb-suggestion-meta">
                {article.articleNumber} · {article.instrumentFamily}
              </span>
            </li>
          ))}
        </ul>
        <p className="bf-visually-hidden" role="status" aria-live="polite">
          {status}
        </p>
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}
