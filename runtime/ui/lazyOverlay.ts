import { lazy, type ComponentType } from 'react';

/**
 * An overlay whose code (React Aria, about 50 KB gzip) loads only when it is first wanted, so the
 * block that opens it hydrates without it (the header's drawer and menu, the catalogue's filters).
 * `preload` starts the download on intent (hover, focus, touch).
 */
export function lazyOverlay<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Component: ComponentType<P>; preload: () => void } {
  let started: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => (started ??= load());
  return {
    Component: lazy(start),
    preload: () => void start(),
  };
}
