import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import {
  actionLabel,
  attributeLabel,
  addToCart,
  cardActions,
  currencyCode,
  formatMoney,
  QueryStates,
  useLocale,
  useMakeCallQuery,
  useMergedMetaInfo,
  quantityTiers,
  shownPrice,
  type BlockProps,
  type QueryStateSource,
} from '../../runtime/blocks';
// Derived from schemas/blocks/product.schema.json by scripts/compileValidators.ts.
import type { ProductConfiguration } from '../../schemas/generated/blocks/product';
import {
  FilePreviewDialog,
  isPlainClick,
  PriceTag,
  type PreviewedFile,
} from '../../runtime/ui/index';
import { previewableDocuments } from './documentLinks';
import { productIdFromUrl } from './productId';
import {
  detailsRequest,
  recordRequest,
  relatedRequest,
  type ProductDetails,
  type ProductRecord,
} from './productRequests';
import { ProductSkeleton } from './ProductSkeleton';
import { ProductGallery } from './ProductGallery';
import { QuantityPriceTiers } from './QuantityPriceTiers';
import { RelatedItems } from './RelatedItems';
import './product.css';

const LOADING_LABEL = 'Loading product…';

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * A product page: the product named by the URL (path, query or friendly URL resolved with
 * getMergedMetaInfo), its formatted details (getFormattedObjectDetails) and record (getRecord:
 * price and configuration requirement), chosen attributes, images, documents with an allowed
 * preview extension, add to cart with a quantity, and related items.
 */
export default function Product({ configuration }: BlockProps<ProductConfiguration>) {
  const location = useLocation();
  const locale = useLocale();
  const fromUrl = productIdFromUrl(location.pathname, location.search);
  const merged = useMergedMetaInfo(fromUrl === 'slug' ? location.pathname : null);
  const mergedId = merged.data && !Array.isArray(merged.data) ? merged.data.itemId : null;
  const productId = fromUrl === 'slug' ? mergedId : fromUrl;
  const details = useMakeCallQuery<ProductDetails | []>(
    productId ? detailsRequest(productId) : null,
  );
  const product = details.data && !Array.isArray(details.data) ? details.data : null;
  const record = useMakeCallQuery<ProductRecord | []>(
    product ? recordRequest(product.itemId) : null,
  );
  const data = record.data && !Array.isArray(record.data) ? record.data.recordData : null;
  const related = configuration.related;
  const relatedQuery = useMakeCallQuery<{ lstItems?: RelatedItem[] }>(
    product && related ? relatedRequest(product, related.source, related.limit) : null,
  );

  const [quantity, setQuantity] = useState('1');
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const [adding, setAdding] = useState(false);
  const [previewed, setPreviewed] = useState<PreviewedFile | null>(null);

  if (fromUrl === null || (fromUrl === 'slug' && merged.isSuccess && !mergedId)) {
    return (
      <p role="alert" className="bf-product-missing">
        No product was named on this page.
      </p>
    );
  }
  if (!product) {
    // The friendly URL's lookup comes first: while it fails, that is the read to retry.
    const lookup: QueryStateSource<unknown> = merged.isError ? merged : details;
    return (
      <QueryStates
        query={lookup}
        loading={LOADING_LABEL}
        skeleton={<ProductSkeleton configuration={configuration} label={LOADING_LABEL} />}
        error="The product could not be loaded."
        isEmpty={() => true}
        empty="This product is not available."
      >
        {() => null}
      </QueryStates>
    );
  }

  const field = (name: string) => product.fields.find((entry) => entry.name === name)?.value;
  const title = text(data?.Name ?? field('Name'));
  const requirement = text(
    data?.Configuration_Requirement__c ?? field('Configuration_Requirement__c'),
  );
  const actions = cardActions(requirement);
  const price = data?.Price ?? field('Price');
  const currency = currencyCode(data?.CurrencyIsoCode ?? field('CurrencyIsoCode'));
  const tiers = quantityTiers(data?.PriceTiers);
  const documents = previewableDocuments(product.documents, configuration.documents);
  const attributes = (configuration.attributes ?? Object.keys(product.attributes)).filter(
    (name) => text(product.attributes[name]) !== '',
  );
  const images =
    configuration.showImageGallery === false ? product.images.slice(0, 1) : product.images;

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const qty = Number(quantity);
    if (!Number.isInteger(qty) || qty < 1) {
      setStatus({ text: 'Enter a whole number of at least 1.', failed: true });
      return;
    }
    setAdding(true);
    setStatus(null);
    try {
      if (!product) return;
      await addToCart({ productId: product.itemId, quantity: qty });
      setStatus({ text: `Added ${qty} to cart`, failed: false });
    } catch (error) {
      setStatus({
        text: error instanceof Error ? error.message : 'Could not add to cart.',
        failed: true,
      });
    } finally {
      setAdding(false);
    }
  }

  return (
    <article className="bf-product" aria-label={title}>
      {configuration.breadcrumbs && (
        <nav aria-label="Breadcrumb" className="bf-product-breadcrumbs">
          <a href="/">Home</a> / <span>{product.group}</span> /{' '}
          <span aria-current="page">{title}</span>
        </nav>
      )}
      <div className="bf-product-layout">
        <ProductGallery images={images} title={title} />
        <div className="bf-product-info">
          <h1>{title}</h1>
          {configuration.showSku !== false && (
            <p className="bf-product-sku">SKU {text(data?.ProductCode ?? field('ProductCode'))}</p>
          )}
          <p>{text(data?.Description ?? field('Description'))}</p>
          {configuration.showPrice !== false && price !== undefined && price !== null && (
            <p className="bf-product-price">
              <ShownPriceTag
                price={price}
                listPrice={data?.ListPrice}
                format={(amount) => formatMoney(amount, currency, locale)}
              />
            </p>
          )}
          {configuration.showPrice !== false && tiers.length > 0 && (
            <QuantityPriceTiers
              tiers={tiers}
              quantity={Number(quantity)}
              format={(amount) => formatMoney(amount, currency, locale)}
            />
          )}
          {actions.includes('addToCart') && (
            <form className="bf-product-add" noValidate onSubmit={(event) => void add(event)}>
              {configuration.showQuantity !== false && (
                <label>
                  Quantity{' '}
                  <input
                    type="number"
                    min={1}
                    step={1}
                    inputMode="numeric"
                    value={quantity}
                    onChange={(event) => setQuantity(event.target.value)}
                  />
                </label>
              )}
              <button type="submit" className="bf-button bf-button-primary" disabled={adding}>
                {actionLabel('addToCart')}
              </button>
            </form>
          )}
          {actions.includes('configure') && (
            <a
              className="bf-button bf-button-secondary"
              href={`/configurator?itemId=${encodeURIComponent(product.itemId)}`}
            >
              {actionLabel('configure')}
            </a>
          )}
          {actions.includes('upload') && (
            <a
              className="bf-button bf-button-secondary"
              href={`/configurator?itemId=${encodeURIComponent(product.itemId)}&mode=upload`}
            >
              {actionLabel('upload')}
            </a>
          )}
          {status && (
            <p role={status.failed ? 'alert' : 'status'} className="bf-product-status">
              {status.text}
            </p>
          )}
          {attributes.length > 0 && (
            <section aria-label="Specifications">
              <h2>Specifications</h2>
              <dl className="bf-product-attributes">
                {attributes.map((name) => (
                  <div key={name}>
                    <dt>{attributeLabel(name)}</dt>
                    <dd>{text(product.attributes[name])}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          {documents.length > 0 && (
            <section aria-label="Documents">
              <h2>Documents</h2>
              <ul className="bf-product-documents">
                {documents.map((document) => (
                  <li key={document.url}>
                    <a
                      href={document.url}
                      aria-haspopup="dialog"
                      onClick={(event) => {
                        if (!isPlainClick(event)) return;
                        event.preventDefault();
                        setPreviewed({
                          label: `${document.name}: ${title}`,
                          href: document.url,
                          type: document.extension,
                        });
                      }}
                    >
                      {document.name} ({document.extension.toUpperCase()})
                    </a>
                  </li>
                ))}
              </ul>
              <FilePreviewDialog file={previewed} onClose={() => setPreviewed(null)} />
            </section>
          )}
        </div>
      </div>
      {related && (
        <RelatedItems
          heading={related.heading}
          items={(relatedQuery.data?.lstItems ?? [])
            .filter((item) => item.itemId !== product.itemId)
            .slice(0, related.limit)}
          loading={relatedQuery.isPending}
          expected={related.limit}
        />
      )}
    </article>
  );
}

export interface RelatedItem {
  itemId: string;
  title: string;
  thumbnail?: string | null;
  friendlyURL?: string;
  price?: number | string | null;
  currency?: string | null;
}

/** The product's price for the visitor: a contract price with the list price struck through. */
function ShownPriceTag({
  price,
  listPrice,
  format,
}: {
  price: unknown;
  listPrice: unknown;
  format: (amount: number) => string;
}) {
  const shown = shownPrice(price, listPrice);
  if (!shown) return null;
  return (
    <PriceTag
      size="lg"
      price={format(shown.price)}
      listPrice={shown.listPrice === null ? null : format(shown.listPrice)}
    />
  );
}
