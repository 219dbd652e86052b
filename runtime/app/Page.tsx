import { useLoaderData } from 'react-router-dom';
import { TemplatePage } from '../render/TemplatePage';
import type { PageData } from './pageLoader';
import { usePageView } from './usePageView';

/** A template page: its blocks laid out by the render pipeline, its head and its page view. */
export function Page() {
  const { template, blocks, meta } = useLoaderData<PageData>();
  usePageView(meta, template.trackers);
  return <TemplatePage blocks={blocks} />;
}
