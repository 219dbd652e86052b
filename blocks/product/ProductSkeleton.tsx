import type { ProductConfiguration } from '../../schemas/generated/blocks/product';

/** Spec rows reserved when the block names no attributes (it then shows all the product has). */
const DEFAULT_SPEC_ROWS = 6;

/** One line of text-to-be: a bar inside the element it stands for, so it takes that line's height. */
function Line({ width, className = '' }: { width: string; className?: string }) {
  return (
    <span
      className={`bf-skeleton bf-product-skeleton-line ${className}`.trim()}
      style={{ width }}
    />
  );
}

/**
 * The product's loading state in the product's own layout (issue 22): the same grid, image frame,
 * headings, specification rows, documents and related cards as the loaded block, sized from the
 * block's configuration, so the page around it does not move when the product arrives (the
 * one-box skeleton it replaces left the footer jumping, CLS 0.63). Screen readers hear `label`.
 */
export function ProductSkeleton({
  configuration,
  label,
}: {
  configuration: ProductConfiguration;
  label: string;
}) {
  const specRows = configuration.attributes?.length ?? DEFAULT_SPEC_ROWS;
  const documentRows = configuration.documents?.length ?? 0;
  const related = configuration.related;
  return (
    <div
      className="bf-product bf-product-skeleton"
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      <div aria-hidden="true">
        {configuration.breadcrumbs && (
          <div className="bf-product-breadcrumbs">
            <Line width="45%" />
          </div>
        )}
        <div className="bf-product-layout">
          <div className="bf-product-images">
            <span className="bf-skeleton bf-product-image-frame" />
          </div>
          <div className="bf-product-info">
            <h1>
              <Line width="85%" />
              {/* Product names are long: on narrower screens they take a second line. */}
              <Line width="50%" className="bf-product-skeleton-wrap" />
            </h1>
            {configuration.showSku !== false && (
              <p className="bf-product-sku">
                <Line width="9rem" />
              </p>
            )}
            <p>
              <Line width="100%" />
              <Line width="70%" />
            </p>
            {configuration.showPrice !== false && (
              <p className="bf-product-price">
                <Line width="5rem" />
              </p>
            )}
            <div className="bf-product-add">
              <span className="bf-skeleton bf-product-skeleton-control" />
            </div>
            {specRows > 0 && (
              <>
                <h2>
                  <Line width="10rem" />
                </h2>
                <dl className="bf-product-attributes">
                  {Array.from({ length: specRows }, (_, row) => (
                    <div key={row}>
                      <dt>
                        <Line width="5rem" />
                      </dt>
                      <dd>
                        <Line width="8rem" />
                      </dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
            {documentRows > 0 && (
              <>
                <h2>
                  <Line width="8rem" />
                </h2>
                <ul className="bf-product-documents">
                  {Array.from({ length: documentRows }, (_, row) => (
                    <li key={row}>
                      <Line width="12rem" />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
        {related && (
          <div className="bf-product-related">
            <h2>
              <Line width="14rem" />
            </h2>
            <RelatedCardsSkeleton count={related.limit} />
          </div>
        )}
      </div>
    </div>
  );
}

/** The related items' cards while they load: one per item to come, in the cards' grid. */
export function RelatedCardsSkeleton({ count }: { count: number }) {
  return (
    <ul aria-hidden="true">
      {Array.from({ length: count }, (_, card) => (
        <li key={card}>
          <span className="bf-skeleton bf-product-skeleton-card" />
        </li>
      ))}
    </ul>
  );
}
