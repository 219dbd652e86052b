import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  BlockError,
  safeSitePath,
  SEARCH_PATH,
  searchResultsHref,
  useMakeCallQuery,
} from '../../runtime/blocks';
import { Icon } from '../../runtime/ui/index';
import type { HeaderSearch as HeaderSearchSettings } from '../../schemas/generated/blocks/header';
import {
  productDetailsHref,
  suggestionRequest,
  suggestionsFrom,
  type SearchSuggestion,
} from './searchSuggestions';

/** Wait after the last keystroke before asking for suggestions. */
const SUGGEST_DELAY_MS = 150;

/**
 * The header's search: a search form whose field suggests products from every catalogue the
 * storefront sells once two characters are typed (the WAI-ARIA combobox pattern: arrow keys move
 * through the suggestions, Enter opens the highlighted product, Escape closes the list; without a
 * highlighted suggestion Enter submits the search). The last option, "See all results", and the
 * submitted form open the search results page (`/search?q=`), whose query stays in the field.
 */
export function HeaderSearch({ settings }: { settings: HeaderSearchSettings }) {
  const placeholder = settings.placeholder ?? 'Search products';
  const listId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const target = safeSitePath(settings.targetUrl) ?? SEARCH_PATH;
  const onResultsPage = location.pathname === target;
  const shownQuery = onResultsPage ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [value, setValue] = useState(shownQuery);
  // The results page's query, in the field whenever the visitor arrives on it or it changes
  // (React's "adjusting state when a prop changes": during render, not in an effect).
  const [lastShown, setLastShown] = useState(shownQuery);
  if (onResultsPage && shownQuery !== lastShown) {
    setLastShown(shownQuery);
    setValue(shownQuery);
  }
  const [asked, setAsked] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(value), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const request = suggestionRequest(asked, settings.minLength ?? 2);
  const answer = useMakeCallQuery<unknown>(request);
  const suggestions: SearchSuggestion[] = request ? suggestionsFrom(answer.data) : [];
  const expanded = open && request !== null && (suggestions.length > 0 || answer.isSuccess);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const allResultsHref = searchResultsHref(asked);
  // The suggestions and, after them, "See all results": one list for the arrow keys.
  const optionCount = suggestions.length + (allResultsHref && suggestions.length > 0 ? 1 : 0);

  function submit(event: FormEvent<HTMLFormElement>) {
    const href = target === SEARCH_PATH ? searchResultsHref(value) : null;
    if (!href) return; // Another target, or too short: the form's own submission and checks.
    event.preventDefault();
    setOpen(false);
    setActive(-1);
    void navigate(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (optionCount === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past the last option (or above the first) the field itself is active again.
      setActive((index) => ((index + 1 + step + optionCount + 1) % (optionCount + 1)) - 1);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < optionCount) {
      event.preventDefault();
      // The link's own click: the document's in-app link handler navigates on the client.
      document.getElementById(optionId(active))?.querySelector('a')?.click();
      setOpen(false);
    }
  }

  return (
    <form
      className="bf-header-search"
      role="search"
      action={target}
      onSubmit={submit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label className="bf-header-search-field">
        <span className="bf-visually-hidden">Search products</span>
        <Icon name="search" size={18} color="currentColor" />
        <input
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={
            expanded && active >= 0 && active < optionCount ? optionId(active) : undefined
          }
          autoComplete="off"
          minLength={settings.minLength}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </label>
      <button type="submit" className="bf-header-search-submit">
        Search
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Product suggestions"
        className="bf-header-suggestions"
        hidden={!expanded}
      >
        {suggestions.length === 0 ? (
          <li
            role="option"
            aria-selected={false}
            aria-disabled="true"
            className="bf-header-suggestion-empty"
          >
            No products match “{asked.trim()}”
          </li>
        ) : (
          suggestions.map((suggestion, index) => (
            <li
              key={suggestion.itemId}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="bf-header-suggestion"
            >
              <a
                href={productDetailsHref(suggestion.itemId)}
                tabIndex={-1}
                onClick={() => setOpen(false)}
              >
                <span className="bf-header-suggestion-title">{suggestion.title}</span>
                <span className="bf-header-suggestion-meta">
                  {[suggestion.sku, suggestion.group].filter(Boolean).join(' · ')}
                </span>
              </a>
            </li>
          ))
        )}
        {allResultsHref && optionCount > suggestions.length ? (
          <li
            id={optionId(suggestions.length)}
            role="option"
            aria-selected={active === suggestions.length}
            className="bf-header-suggestion bf-header-suggestion-all"
          >
            <a href={allResultsHref} tabIndex={-1} onClick={() => setOpen(false)}>
              See all results for “{asked.trim()}”
            </a>
          </li>
        ) : null}
      </ul>
      {open && request !== null && answer.isError ? (
        // Outside the listbox (which holds options only): the search itself still works.
        <div className="bf-header-suggestions">
          <BlockError
            message="Suggestions could not be loaded."
            error={answer.error}
            onRetry={() => void answer.refetch()}
          />
        </div>
      ) : null}
    </form>
  );
}
