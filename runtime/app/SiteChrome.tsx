import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { TemplatePage } from '../render/TemplatePage';
import { layoutSections } from '../storefront/pageLayout';
import type { Storefront } from './StorefrontContext';
import { templateBlocksQuery } from './templateQuery';
import { useRouteLayout } from './useRouteLayout';

/**
 * A page without a template of its own (the error pages) inside the storefront's header and
 * footer: the home template's Header and Footer blocks, as far as the route's layout shows them.
 * The home template is usually cached already (five minutes); until it arrives, and when it
 * cannot be read, the page shows alone.
 */
export function SiteChrome({
  storefront,
  children,
}: {
  storefront: Storefront;
  children: ReactNode;
}) {
  const layout = useRouteLayout();
  const home = storefront.templates.find((template) => template.portalHome) ?? null;
  const { data } = useQuery(
    {
      ...templateBlocksQuery(storefront, home?.templateId ?? ''),
      enabled: home !== null && layout !== 'wrapperless',
      retry: false,
    },
    storefront.queryClient,
  );
  const chrome = useMemo(() => {
    const shown = layoutSections(layout);
    return (data?.blocks ?? []).filter(
      (block) => block.section !== 'Content' && shown.includes(block.section),
    );
  }, [data, layout]);
  return <TemplatePage blocks={chrome} content={children} />;
}
