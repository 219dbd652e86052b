/**
 * Bench only (issue 3): plain render functions of the same stored configurations as our blocks,
 * for Puck's <Render>. Each is wrapped in a `.bf-block` div so the bench's watcher counts mounted
 * blocks the same way as on our pages. No validation, layout settings or lazy loading: Puck's side
 * gets the simplest components, so the comparison errs in Puck's favour.
 */
import DOMPurify from 'dompurify';
import type { ReactNode } from 'react';
import type { Config } from '@puckeditor/core';
import type { ColumnsConfiguration } from '../../../schemas/generated/blocks/columns';
import type { FilePreviewLinkConfiguration } from '../../../schemas/generated/blocks/filePreviewLink';
import type { FooterConfiguration } from '../../../schemas/generated/blocks/footer';
import type { HeaderConfiguration } from '../../../schemas/generated/blocks/header';
import type { HeroBannerConfiguration } from '../../../schemas/generated/blocks/heroBanner';
import type { ImageConfiguration } from '../../../schemas/generated/blocks/image';
import type { RichTextConfiguration } from '../../../schemas/generated/blocks/richText';
import type { VideoConfiguration } from '../../../schemas/generated/blocks/video';

export interface BlockFields {
  blockId: string;
  configuration: Record<string, unknown>;
  contentJSON: unknown;
}

function Block({ id, name, children }: { id: string; name: string; children: ReactNode }) {
  return (
    <div className="bf-block" data-block-id={id} data-component={name}>
      {children}
    </div>
  );
}

function Header({ configuration }: { configuration: HeaderConfiguration }) {
  const { logo, navLinks, search, cartBadge, accountMenu, utilityBar } = configuration;
  return (
    <div className="bf-header-wrap">
      {utilityBar?.enabled && utilityBar.text && (
        <p className="bf-header-utility">{utilityBar.text}</p>
      )}
      <div className="bf-header bf-container">
        <a className="bf-header-logo" href={logo.link ?? '/'}>
          <img src={logo.url} alt={logo.alt} height={40} />
        </a>
        <nav aria-label="Main">
          <ul className="bf-header-nav">
            {navLinks.map((item) => (
              <li key={item.url + item.label}>
                <a href={item.url}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        {search?.enabled && (
          <form className="bf-header-search" role="search" action={search.targetUrl ?? '/search'}>
            <input type="search" name="q" placeholder={search.placeholder ?? 'Search products'} />
          </form>
        )}
        <div className="bf-header-actions">
          {accountMenu?.enabled && (
            <a href={accountMenu.loginUrl ?? '/login'}>{accountMenu.loginLabel ?? 'Sign in'}</a>
          )}
          {cartBadge?.enabled && <a href={cartBadge.url ?? '/cart'}>Cart</a>}
        </div>
      </div>
    </div>
  );
}

function Footer({ configuration }: { configuration: FooterConfiguration }) {
  return (
    <div className="bf-footer bf-container">
      <div className="bf-footer-columns">
        {configuration.columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="bf-footer-title">{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.url}>
                  <a href={link.url}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="bf-footer-copyright">{configuration.copyright}</p>
    </div>
  );
}

function HeroBanner({ configuration }: { configuration: HeroBannerConfiguration }) {
  const {
    heading,
    subheading,
    primaryButton,
    imageUrl,
    imageAlt,
    height = 'medium',
  } = configuration;
  return (
    <section
      className={`bf-hero bf-hero-${height}`}
      style={{ color: configuration.textColor, textAlign: configuration.textAlignment ?? 'left' }}
    >
      {imageUrl && <img className="bf-hero-image" src={imageUrl} alt={imageAlt ?? ''} />}
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

function RichText({
  configuration,
  contentJSON,
}: {
  configuration: RichTextConfiguration;
  contentJSON: unknown;
}) {
  // Same sanitizer as our block: stored HTML is never trusted.
  const html = DOMPurify.sanitize((contentJSON as { html?: string } | null)?.html ?? '');
  return (
    <div
      className="bf-rich-text bf-container"
      style={{ maxWidth: configuration.maxWidth, textAlign: configuration.textAlign }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function Image({ configuration }: { configuration: ImageConfiguration }) {
  return (
    <figure className="bf-image-figure">
      <img
        className="bf-image"
        src={configuration.imageUrl}
        alt={configuration.alt}
        loading="lazy"
        decoding="async"
        style={{
          objectFit: configuration.objectFit ?? 'cover',
          maxHeight: configuration.maxHeight,
        }}
      />
    </figure>
  );
}

function Video({ configuration }: { configuration: VideoConfiguration }) {
  const src =
    configuration.provider === 'youtube'
      ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(configuration.videoId)}`
      : `https://play.vidyard.com/${encodeURIComponent(configuration.videoId)}`;
  return (
    <div className="bf-video" style={{ aspectRatio: configuration.aspectRatio ?? '16/9' }}>
      <iframe className="bf-video-frame" src={src} title={configuration.title} loading="lazy" />
    </div>
  );
}

function FilePreviewLink({ configuration }: { configuration: FilePreviewLinkConfiguration }) {
  return (
    <div className="bf-file-links">
      {configuration.heading && <h2 className="bf-file-links-heading">{configuration.heading}</h2>}
      <ul className="bf-file-links-list">
        {configuration.files.map((file) => (
          <li key={file.url} className="bf-file-link">
            <a href={file.url}>{file.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Columns({ configuration }: { configuration: ColumnsConfiguration }) {
  // Not on the bench pages (no leaf block): a stand-in so every seeded type has a component.
  return <div className="bf-columns bf-container">{configuration.columns.length} columns</div>;
}

type Renderer = (props: { configuration: never; contentJSON: unknown }) => ReactNode;

const RENDERERS: Record<string, Renderer> = {
  header: Header as Renderer,
  footer: Footer as Renderer,
  heroBanner: HeroBanner as Renderer,
  richText: RichText as Renderer,
  image: Image as Renderer,
  video: Video as Renderer,
  filePreviewLink: FilePreviewLink as Renderer,
  columns: Columns as Renderer,
};

/** Puck's config: one component per block type, rendering the stored configuration. */
export const puckConfig: Config = {
  components: Object.fromEntries(
    Object.entries(RENDERERS).map(([name, Component]) => [
      name,
      {
        render: (props: object) => {
          const { blockId, configuration, contentJSON } = props as BlockFields;
          return (
            <Block id={blockId} name={name}>
              <Component configuration={configuration as never} contentJSON={contentJSON} />
            </Block>
          );
        },
      },
    ]),
  ),
};
