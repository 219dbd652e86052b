import { safeHref, safeImageSrc, useImageLoading, type BlockProps } from '../../runtime/blocks';
// Derived from schemas/blocks/columns.schema.json by scripts/compileValidators.ts.
import type { ColumnCard, ColumnsConfiguration } from '../../schemas/generated/blocks/columns';

function Card({ card, level }: { card: ColumnCard; level: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const;
  const loading = useImageLoading();
  const href = card.link ? safeHref(card.link.url) : null;
  const imageSrc = safeImageSrc(card.imageUrl);
  return (
    <article className="bf-columns-card">
      {imageSrc && (
        <img
          className="bf-columns-image"
          src={imageSrc}
          alt={card.imageAlt ?? ''}
          width={480}
          height={270}
          loading={loading}
          decoding="async"
        />
      )}
      <div className="bf-columns-body">
        <Heading className="bf-columns-heading">{card.heading}</Heading>
        {card.text && <p>{card.text}</p>}
        {card.link && href && (
          <a className="bf-columns-link" href={href}>
            {card.link.label}
            {/* Many cards say "Learn more": the heading tells a screen reader which one. */}
            <span className="bf-visually-hidden">: {card.heading}</span>
          </a>
        )}
      </div>
    </article>
  );
}

/**
 * Cards side by side. The grid's columns and gap come from the block wrapper's layout settings
 * (--bf-block-columns and --bf-block-gap, set by the pipeline per breakpoint), so the CMS's
 * columns/columnSize decide the layout and mobile stacks the cards.
 */
export default function Columns({ configuration }: BlockProps<ColumnsConfiguration>) {
  if (configuration.columns.length === 0) return null;
  return (
    <div className={`bf-columns bf-columns-${configuration.cardStyle ?? 'elevated'}`}>
      {configuration.columns.map((card, index) => (
        <Card
          key={`${index}-${card.heading}`}
          card={card}
          level={configuration.headingLevel ?? 3}
        />
      ))}
    </div>
  );
}
