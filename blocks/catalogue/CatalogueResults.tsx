import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { CatalogueItem } from './catalogueItem';

/** DESIGN.md section 3: long lists are virtualized above about 200 items. */
export const VIRTUALIZE_ABOVE = 200;
const MIN_CARD_WIDTH = 240;
const ROW_ESTIMATE = { grid: 380, list: 150 };

interface ResultsProps {
  items: readonly CatalogueItem[];
  view: 'grid' | 'list';
  renderItem: (item: CatalogueItem) => React.ReactNode;
}

function useColumns(view: 'grid' | 'list') {
  const ref = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(view === 'grid' ? 4 : 1);
  // Where the list starts on the page: the window virtualizer measures rows from there.
  const [offsetTop, setOffsetTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      setOffsetTop(element.getBoundingClientRect().top + window.scrollY);
      setColumns(
        view === 'list' ? 1 : Math.max(1, Math.floor(element.clientWidth / MIN_CARD_WIDTH) || 1),
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [view]);
  return { ref, columns, offsetTop };
}

/** Rows of cards rendered only near the viewport: a 2000-item page costs what a screenful does. */
function VirtualResults({ items, view, renderItem }: ResultsProps) {
  const { ref, columns, offsetTop } = useColumns(view);
  const rows = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ROW_ESTIMATE[view],
    // Rows are tall (a card is ~380 px): two beyond each edge keep scrolling seamless.
    overscan: 2,
    scrollMargin: offsetTop,
  });
  return (
    <div
      ref={ref}
      className={`bf-catalogue-items bf-catalogue-${view}`}
      role="list"
      data-virtual="true"
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="bf-catalogue-row"
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {items.slice(row.index * columns, row.index * columns + columns).map((item) => (
              <div role="listitem" key={item.itemId}>
                {renderItem(item)}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The cards, as a grid or a list; virtualized when there are more than VIRTUALIZE_ABOVE. */
export function CatalogueResults(props: ResultsProps) {
  if (props.items.length > VIRTUALIZE_ABOVE) return <VirtualResults {...props} />;
  return (
    <div className={`bf-catalogue-items bf-catalogue-${props.view}`} role="list">
      {props.items.map((item) => (
        <div role="listitem" key={item.itemId}>
          {props.renderItem(item)}
        </div>
      ))}
    </div>
  );
}
