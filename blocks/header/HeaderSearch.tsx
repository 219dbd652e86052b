import { Icon } from '../../runtime/ui/index';
import type { HeaderSearch as HeaderSearchSettings } from '../../schemas/generated/blocks/header';

/** The header's search form: a labelled search field and a submit button. */
export function HeaderSearch({ settings }: { settings: HeaderSearchSettings }) {
  const placeholder = settings.placeholder ?? 'Search products';
  return (
    <form className="bf-header-search" role="search" action={settings.targetUrl ?? '/search'}>
      <label className="bf-header-search-field">
        <span className="bf-visually-hidden">Search products</span>
        <Icon name="search" size={18} color="currentColor" />
        <input type="search" name="q" minLength={settings.minLength} placeholder={placeholder} />
      </label>
      <button type="submit" className="bf-header-search-submit">
        Search
      </button>
    </form>
  );
}
