import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * Calls `onCommit` once, when React first committed the tree below (a hydration's commit, or a
 * client render's), e.g. to start what must wait for hydration. A layout effect: it runs in the
 * commit itself, before the blocks' passive effects (the sandbox's start), so what it marks is the
 * commit. Renders no element of its own, so the markup (and hydration) is unchanged.
 */
export function AfterFirstCommit({
  onCommit,
  children,
}: {
  onCommit: () => void;
  children: ReactNode;
}) {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    onCommit();
  }, [onCommit]);
  return children;
}
