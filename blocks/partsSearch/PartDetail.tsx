import { useEffect, useRef } from 'react';
import {
  availabilityText,
  availabilityTone,
  BlockError,
  formatMoney,
  MutationError,
  replacementOf,
  safeHref,
  useAddPartForm,
  usePartDetail,
  type Part,
  type RelatedPart,
} from '../../runtime/blocks';
import { Badge, Button, Skeleton, TextField } from '../../runtime/ui/index';
import { ExplodedView } from './ExplodedView';
import { KitComponents } from './KitComponents';

/** A list of related parts, each opening its own detail. */
function RelatedList({
  title,
  parts,
  onOpen,
}: {
  title: string;
  parts: readonly RelatedPart[];
  onOpen: (itemId: string) => void;
}) {
  if (parts.length === 0) return null;
  return (
    <div className="bf-parts-related">
      <h4>{title}</h4>
      <ul>
        {parts.map((part) => (
          <li key={part.itemId}>
            <button type="button" className="bf-link-button" onClick={() => onOpen(part.itemId)}>
              {part.partNumber} {part.title}
            </button>{' '}
            <Badge tone={availabilityTone(part)}>{part.availability}</Badge>
            {part.note && <span className="bf-parts-muted"> {part.note}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Quantity and "Add to cart" for one part; the CRM's refusal is shown next to it. */
function AddToCart({ part, cartUrl }: { part: Part; cartUrl: string }) {
  const form = useAddPartForm(part.itemId);
  return (
    <form className="bf-parts-add" onSubmit={form.submit} noValidate>
      <TextField
        label={`Quantity of ${part.partNumber}`}
        inputMode="numeric"
        value={form.qty}
        onChange={(event) => form.setQty(event.target.value)}
        error={form.problem ?? undefined}
        className="bf-parts-qty"
      />
      <Button type="submit" loading={form.mutation.isPending}>
        Add to cart
      </Button>
      <MutationError mutation={form.mutation} fallback="The part was not added to your cart." />
      {form.added !== null && (
        <p className="bf-parts-added" role="status">
          Added {form.added} × {part.partNumber} to your cart.{' '}
          <a href={safeHref(cartUrl) ?? '/cart'}>View cart</a>
        </p>
      )}
    </form>
  );
}

/**
 * One part: description, price, availability, add to cart; an obsolete part says so and offers
 * its replacement; superseded / substitute / related parts; the exploded view with the part's
 * callout; a kit's components.
 */
export function PartDetail({
  itemId,
  locale,
  cartUrl,
  inCart,
  onOpen,
  onClose,
}: {
  itemId: string;
  locale: string;
  cartUrl: string;
  inCart: number | null;
  onOpen: (itemId: string) => void;
  onClose: () => void;
}) {
  const { relations, images } = usePartDetail(itemId);
  const data = relations.data;
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = data !== undefined;
  // Opening a part (or a related one) takes the reader to it: the results re-render under them.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  if (relations.isError)
    return (
      <BlockError
        message="This part could not be loaded."
        error={relations.error}
        onRetry={() => void relations.refetch()}
      />
    );
  if (!data)
    return (
      <div role="status" aria-label="Loading the part…" className="bf-parts-detail">
        <Skeleton height="240px" />
      </div>
    );
  const { part } = data;
  const replacement = replacementOf(data);
  const view = images.data?.find((image) => image.kind === 'Exploded view') ?? null;
  return (
    <article className="bf-parts-detail" aria-labelledby="bf-parts-detail-heading">
      <header className="bf-parts-detail-head">
        <div>
          <p className="bf-parts-number">{part.partNumber}</p>
          <h3 id="bf-parts-detail-heading" ref={heading} tabIndex={-1}>
            {part.title}
          </h3>
        </div>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </header>
      <div className="bf-parts-detail-body">
        <div className="bf-parts-detail-main">
          <p>{part.description}</p>
          <dl className="bf-parts-facts">
            <dt>Price</dt>
            <dd>{formatMoney(part.price, part.currency, locale)}</dd>
            <dt>Availability</dt>
            <dd>
              <Badge tone={availabilityTone(part)}>{availabilityText(part)}</Badge>
            </dd>
            <dt>Category</dt>
            <dd>{part.category}</dd>
            <dt>Fits</dt>
            <dd>{part.models.join(', ')}</dd>
            <dt>In your cart</dt>
            <dd>{inCart ?? 0}</dd>
          </dl>
          {part.isObsolete ? (
            <div className="bf-parts-obsolete-notice" role="note">
              <p>
                <strong>{part.partNumber} is obsolete</strong> and can no longer be ordered.
                {replacement && (
                  <>
                    {' '}
                    It is replaced by <strong>{replacement.partNumber}</strong> {replacement.title}
                    {replacement.note ? `: ${replacement.note}` : '.'}
                  </>
                )}
              </p>
              {replacement && (
                <Button onClick={() => onOpen(replacement.itemId)}>
                  View replacement {replacement.partNumber}
                </Button>
              )}
            </div>
          ) : (
            <AddToCart part={part} cartUrl={cartUrl} />
          )}
          <RelatedList title="Replaced by" parts={data.supersededBy} onOpen={onOpen} />
          <RelatedList title="Replaces" parts={data.supersedes} onOpen={onOpen} />
          <RelatedList title="Substitutes" parts={data.substitutes} onOpen={onOpen} />
          <RelatedList title="Related parts" parts={data.related} onOpen={onOpen} />
          {part.isKit && <KitComponents kitItemId={part.itemId} onOpen={onOpen} />}
        </div>
        <div className="bf-parts-detail-view">
          {images.isError ? (
            <BlockError
              message="The drawings of this part could not be loaded."
              error={images.error}
              onRetry={() => void images.refetch()}
            />
          ) : view ? (
            <ExplodedView image={view} partNumber={part.partNumber} />
          ) : images.data ? (
            <p className="bf-parts-muted">No exploded view shows this part.</p>
          ) : (
            <Skeleton height="200px" />
          )}
        </div>
      </div>
    </article>
  );
}
