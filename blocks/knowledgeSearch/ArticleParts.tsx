import {
  MutationError,
  safeHref,
  useCartQuantities,
  useAddPartForm,
  type KnowledgePart,
} from '../../runtime/blocks';
import { Button, TextField } from '../../runtime/ui/index';

interface ArticlePartsProps {
  parts: readonly KnowledgePart[];
  /** The parts page; parts not sold online (or obsolete) link there with ?part=. */
  partsUrl: string;
  cartUrl: string;
}

/**
 * Quantity and "Add to cart" for one part the article names: the parts blocks' own write
 * (addPartToQuote, the session's awsUserType and contactId added by the gateway client), the
 * quantity the article says as the default. A refusal is shown next to the button and changes
 * no cart on screen.
 */
function AddArticlePart({
  part,
  cartUrl,
}: {
  part: KnowledgePart & { itemId: string };
  cartUrl: string;
}) {
  const form = useAddPartForm(part.itemId, part.quantity);
  return (
    <form className="bf-kb-part-add" onSubmit={form.submit} noValidate>
      <TextField
        label={`Quantity of ${part.partNumber}`}
        inputMode="numeric"
        value={form.qty}
        onChange={(event) => form.setQty(event.target.value)}
        error={form.problem ?? undefined}
        className="bf-kb-part-qty"
      />
      <Button type="submit" loading={form.mutation.isPending}>
        Add to cart<span className="bf-visually-hidden"> {part.partNumber}</span>
      </Button>
      <MutationError mutation={form.mutation} fallback="The part was not added to your cart." />
      {form.added !== null && (
        <p className="bf-kb-part-added" role="status">
          Added {form.added} × {part.partNumber} to your cart.{' '}
          <a href={safeHref(cartUrl) ?? '/cart'}>View cart</a>
        </p>
      )}
    </form>
  );
}

const orderable = (part: KnowledgePart): part is KnowledgePart & { itemId: string } =>
  typeof part.itemId === 'string' && part.itemId !== '' && !part.isObsolete;

/**
 * The parts an article's steps use: how many the steps need, how many the open cart already holds
 * (getQliQuantity), and an add to the parts cart with a quantity. A part the parts catalogue does
 * not sell, or an obsolete one, links to the parts page instead (which offers its replacement).
 */
export function ArticleParts({ parts, partsUrl, cartUrl }: ArticlePartsProps) {
  const itemIds = parts.filter(orderable).map((part) => part.itemId);
  const quantities = useCartQuantities(itemIds);
  return (
    <table className="bf-kb-parts">
      <thead>
        <tr>
          <th scope="col">Part number</th>
          <th scope="col">Description</th>
          <th scope="col">Qty</th>
          <th scope="col">In cart</th>
          <th scope="col">
            <span className="bf-visually-hidden">Order</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {parts.map((part) => (
          <tr key={part.partNumber}>
            <td data-label="Part number">
              <code>{part.partNumber}</code>
            </td>
            <td data-label="Description">{part.description}</td>
            <td data-label="Qty">{part.quantity}</td>
            <td data-label="In cart" className="bf-kb-part-in-cart">
              {orderable(part)
                ? (quantities.data?.[part.itemId] ?? (quantities.isError ? '—' : '…'))
                : '—'}
            </td>
            <td>
              {orderable(part) ? (
                <AddArticlePart part={part} cartUrl={cartUrl} />
              ) : (
                <a href={`${partsUrl}?part=${encodeURIComponent(part.partNumber)}`}>
                  {part.isObsolete ? 'See its replacement' : 'Order through service'}
                  <span className="bf-visually-hidden"> {part.partNumber}</span>
                </a>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
