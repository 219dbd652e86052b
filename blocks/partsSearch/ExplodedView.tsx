import { useState } from 'react';
import { BlockError, useImageUrl, type PartImage } from '../../runtime/blocks';
import { Button, Skeleton } from '../../runtime/ui/index';

const ZOOMS = [1, 1.5, 2, 3] as const;

/**
 * The assembly's exploded view (loadImageBody, 512-character chunks) with the part's callout
 * marked; zoom in and out with buttons, the drawing scrolls inside its frame when zoomed.
 */
export function ExplodedView({ image, partNumber }: { image: PartImage; partNumber: string }) {
  const { query, url } = useImageUrl(image.id);
  const [zoom, setZoom] = useState(0);
  const scale = ZOOMS[zoom] ?? 1;
  if (query.isError)
    return (
      <BlockError
        message="The exploded view could not be loaded."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <figure className="bf-parts-view">
      <div className="bf-parts-view-tools" role="group" aria-label="Zoom">
        <Button
          variant="secondary"
          onClick={() => setZoom((z) => Math.max(0, z - 1))}
          disabled={zoom === 0}
        >
          Zoom out
        </Button>
        <span aria-live="polite">{Math.round(scale * 100)}%</span>
        <Button
          variant="secondary"
          onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
          disabled={zoom === ZOOMS.length - 1}
        >
          Zoom in
        </Button>
      </div>
      <div className="bf-parts-view-frame" tabIndex={0} aria-label={`${image.title}, scrollable`}>
        {url ? (
          <div className="bf-parts-view-canvas" style={{ width: `${scale * 100}%` }}>
            <img
              src={url}
              alt={image.title}
              width={image.width}
              height={image.height}
              className="bf-parts-view-image"
            />
            {image.callout && (
              <span
                className="bf-parts-view-marker"
                style={{ left: `${image.callout.x}%`, top: `${image.callout.y}%` }}
                aria-hidden="true"
              />
            )}
          </div>
        ) : (
          <Skeleton height="220px" />
        )}
      </div>
      <figcaption>
        {image.callout
          ? `${partNumber} is item ${image.callout.number} of this drawing (marked).`
          : image.title}
      </figcaption>
    </figure>
  );
}
