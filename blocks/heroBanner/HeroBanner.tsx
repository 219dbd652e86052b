import { useImageLoading, type BlockProps } from '../../runtime/blocks';
// Derived from schemas/blocks/heroBanner.schema.json by scripts/compileValidators.ts.
import type { HeroBannerConfiguration } from '../../schemas/generated/blocks/heroBanner';

export default function HeroBanner({ configuration }: BlockProps<HeroBannerConfiguration>) {
  const {
    heading,
    subheading,
    primaryButton,
    imageUrl,
    imageAlt,
    height = 'medium',
    textAlignment = 'left',
  } = configuration;
  const loading = useImageLoading();
  return (
    <section
      className={`bf-hero bf-hero-${height}`}
      style={{ color: configuration.textColor, textAlign: textAlignment }}
    >
      {imageUrl && (
        <img className="bf-hero-image" src={imageUrl} alt={imageAlt ?? ''} loading={loading} />
      )}
      {configuration.overlayColor && (
        <div
          className="bf-hero-overlay"
          style={{
            background: configuration.overlayColor,
            opacity: (configuration.overlayOpacity ?? 50) / 100,
          }}
        />
      )}
      <div className="bf-container bf-hero-inner">
        <h1>{heading}</h1>
        {subheading && <p className="bf-hero-subheading">{subheading}</p>}
        {primaryButton && (
          <a className="bf-button bf-button-primary" href={primaryButton.url}>
            {primaryButton.label}
          </a>
        )}
      </div>
    </section>
  );
}
