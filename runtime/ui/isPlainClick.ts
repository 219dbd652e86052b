/** What a click handler reads to decide: a DOM MouseEvent or React's synthetic one. */
export type ClickLike = Pick<
  MouseEvent,
  'button' | 'defaultPrevented' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'
>;

/**
 * A click the browser would follow in this tab: primary button, no modifier keys, not already
 * handled. Only such a click may be taken over (a client-side navigation, a preview dialog); a
 * middle or modified click stays with the browser (a new tab, a download).
 */
export function isPlainClick(event: ClickLike): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
