import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Calls `onCommit` once, after React first committed the tree below (a hydration's commit, or a
 * client render's), e.g. to start what must wait for hydration. Renders no element of its own,
 * so the markup (and hydration) is unchanged.
 */
export function AfterFirstCommit({
  onCommit,
  children,
}: {
  onCommit: () => void;
  children: ReactNode;
}) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    onCommit();
  }, [onCommit]);
  return children;
}
