import type { BlockProps } from '../../runtime/index';

export interface HeroBannerConfiguration {
  heading: string;
  subheading?: string;
  cta?: { label: string; href: string };
  image?: { src: string; alt: string };
}

export default function HeroBanner({ configuration }: BlockProps<HeroBannerConfiguration>) {
  const { heading, subheading, cta, image } = configuration;
  return (
    <section className="bf-hero">
      <div className="bf-container bf-hero-inner">
        <div>
          <h1>{heading}</h1>
          {subheading && <p className="bf-hero-subheading">{subheading}</p>}
          {cta && (
            <a className="bf-button bf-button-primary" href={cta.href}>
              {cta.label}
            </a>
          )}
        </div>
        {image && <img className="bf-hero-image" src={image.src} alt={image.alt} />}
      </div>
    </section>
  );
}
