import { safeHref, useImageLoading, type BlockProps } from '../../runtime/blocks';
// Derived from schemas/blocks/image.schema.json by scripts/compileValidators.ts.
import type { ImageConfiguration } from '../../schemas/generated/blocks/image';
import { imageBox } from './imageBox';

/**
 * One image with its box reserved (width/height), lazily loaded below the page's first screen,
 * optionally a link.
 */
export default function Image({ configuration }: BlockProps<ImageConfiguration>) {
  const { imageUrl, alt, objectFit = 'cover', maxHeight } = configuration;
  const { width, height } = imageBox(configuration);
  const href = safeHref(configuration.link);
  const loading = useImageLoading();
  const image = (
    <img
      className="bf-image"
      src={imageUrl}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      style={{ objectFit, maxHeight }}
    />
  );
  return (
    <figure className="bf-image-figure">
      {href ? (
        // Without alt text the link would have no name: say where it goes instead.
        <a className="bf-image-link" href={href} aria-label={alt ? undefined : `Open ${href}`}>
          {image}
        </a>
      ) : (
        image
      )}
    </figure>
  );
}
