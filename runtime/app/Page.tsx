import { useMemo } from 'react';
import { TemplatePage } from '../render/TemplatePage';
import { layoutSections } from '../storefront/pageLayout';
import type { PageData } from './pageLoader';
import { usePageView } from './usePageView';
import { useRouteLayout } from './useRouteLayout';

/**
 * A template page: its blocks laid out by the render pipeline (only the sections its layout
 * shows: a wrapperless page has no header or footer), its head and its page view.
 */
export function Page({ data }: { data: PageData }) {
  const { template, blocks, meta } = data;
  const layout = useRouteLayout();
  usePageView(meta, template.trackers);
  const shown = useMemo(() => {
    const sections = layoutSections(layout);
    return blocks.filter((block) => sections.includes(block.section));
  }, [blocks, layout]);
  return <TemplatePage blocks={shown} />;
}
