import { useState } from 'react';
import { safeImageSrc } from '../../runtime/blocks';
import type { ProductImage } from './productRequests';

/** The product's images, as the product details answer them. */
export interface ProductGalleryProps {
  images: readonly ProductImage[];
  title: string;
}

/**
 * The product's pictures: one large image, and when there are several, a row of thumbnails that
 * choose it (buttons with the image's name and `aria-pressed`). Images the URL policy refuses are
 * left out; without any, nothing is drawn.
 */
export function ProductGallery({ images, title }: ProductGalleryProps) {
  const shown = images.flatMap((image) => {
    const src = safeImageSrc(image.url);
    return src ? [{ ...image, src, thumb: safeImageSrc(image.thumbnailUrl ?? null) ?? src }] : [];
  });
  const [current, setCurrent] = useState(0);
  const main = shown[Math.min(current, shown.length - 1)];
  if (!main) return null;
  return (
    <div className="bf-product-images">
      <img
        className="bf-product-image-main"
        src={main.src}
        alt={main.alt || title}
        width={480}
        height={320}
      />
      {shown.length > 1 && (
        <ul className="bf-product-thumbnails" aria-label={`Images of ${title}`}>
          {shown.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                className="bf-product-thumbnail"
                aria-pressed={index === current}
                aria-label={`Show image ${index + 1} of ${shown.length}: ${image.alt || title}`}
                onClick={() => setCurrent(index)}
              >
                <img src={image.thumb} alt="" width={72} height={48} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
