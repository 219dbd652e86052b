import { Suspense, type ReactNode } from 'react';

/**
 * A block below the page's first screen, in its own Suspense boundary so hydrating a
 * server-rendered page does not do it in the hydration's first pass (issue 22: no main-thread
 * task of 50 ms or more while a 250-block page hydrates). React hydrates the boundaries the
 * server finished after its first commit, at idle priority and in slices of a few milliseconds
 * that yield to the browser, in page order; a click or key press inside one hydrates that one
 * first and React replays the event (selective hydration). Until then the server's markup stays
 * as it is, visible and laid out. A page the client renders alone is unchanged: nothing here
 * suspends (a block's code and schema load inside its own boundary, PreparedBlockView), so the
 * empty fallback is never shown.
 */
export function HydrateWhenIdle({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
