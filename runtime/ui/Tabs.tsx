import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './ui.css';

/** One tab: its id, its label and its panel. */
export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/** The tabs, the tab list's label and the (controlled or uncontrolled) selection. */
export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selection; leave out to let the component keep its own. */
  selectedId?: string;
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right move and select, Home/End jump to the
 * ends, and only the selected tab is in the Tab order (roving tabindex).
 */
export function Tabs({ tabs, label, selectedId, defaultSelectedId, onChange }: TabsProps) {
  const baseId = useId();
  const enabled = tabs.filter((tab) => !tab.disabled);
  const [ownSelection, setOwnSelection] = useState(defaultSelectedId ?? enabled[0]?.id);
  const selected = selectedId ?? ownSelection;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function select(id: string) {
    setOwnSelection(id);
    onChange?.(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = enabled.findIndex((tab) => tab.id === selected);
    const lastIndex = enabled.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index >= lastIndex ? 0 : index + 1,
      ArrowLeft: index <= 0 ? lastIndex : index - 1,
      Home: 0,
      End: lastIndex,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    const next = enabled[target];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  return (
    <div className="bf-tabs">
      <div role="tablist" aria-label={label} className="bf-tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="bf-tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          className="bf-tabpanel"
          // Focusable so keyboard users reach panels that hold no focusable content.
          tabIndex={0}
          hidden={tab.id !== selected}
        >
          {tab.id === selected ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
