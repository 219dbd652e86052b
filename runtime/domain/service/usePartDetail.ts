import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { getImages, getLinkComponent, getPartRelations, loadImage } from './serviceCalls';
import { serviceKeys } from './serviceStore';

/** A part's superseded / substitute / related parts and its images (null: nothing open). */
export function usePartDetail(itemId: string | null) {
  const connection = useGatewayConnection();
  const relations = useQuery({
    queryKey: serviceKeys.relations(itemId ?? ''),
    queryFn: ({ signal }) => getPartRelations(connection, itemId ?? '', signal),
    enabled: itemId !== null,
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });
  const images = useQuery({
    queryKey: serviceKeys.images(itemId ?? ''),
    queryFn: ({ signal }) => getImages(connection, itemId ?? '', signal),
    enabled: itemId !== null,
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
  return { relations, images };
}

/**
 * An image loaded with loadImageBody (512-character chunks) as an object URL, revoked when the
 * image changes or the block unmounts.
 */
export function useImageUrl(imageId: string | null) {
  const connection = useGatewayConnection();
  const query = useQuery({
    queryKey: serviceKeys.image(imageId ?? ''),
    queryFn: ({ signal }) => loadImage(connection, imageId ?? '', signal),
    enabled: imageId !== null,
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
  const [url, setUrl] = useState<string | null>(null);
  const blob = query.data ?? null;
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    // An object URL is an external resource made for the blob and revoked with it (see
    // billing's useInvoiceDocument).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return { query, url };
}

/** A kit's components (getLinkComponent); null: not a kit. */
export function useKit(kitItemId: string | null) {
  const connection = useGatewayConnection();
  return useQuery({
    queryKey: serviceKeys.kit(kitItemId ?? ''),
    queryFn: ({ signal }) => getLinkComponent(connection, kitItemId ?? '', signal),
    enabled: kitItemId !== null,
    staleTime: 30_000,
    meta: { handlesErrors: true },
  });
}
