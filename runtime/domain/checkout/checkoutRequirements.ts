/**
 * What blocks other than the quote's own fields require before the order can be placed (an
 * admin-defined checkout form's required fields): each block reports its unmet requirements as
 * reasons, the summary lists them with the quote's own. No React: the hooks subscribe.
 */
export class CheckoutRequirements {
  private byBlock = new Map<string, readonly string[]>();
  private all: readonly string[] = [];
  private readonly listeners = new Set<() => void>();

  /** Sets a block's unmet requirements ([] when it has none). */
  report(blockId: string, reasons: readonly string[]): void {
    const before = this.byBlock.get(blockId) ?? [];
    if (before.length === reasons.length && before.every((reason, i) => reason === reasons[i]))
      return;
    if (reasons.length === 0) this.byBlock.delete(blockId);
    else this.byBlock.set(blockId, [...reasons]);
    this.all = [...this.byBlock.values()].flat();
    for (const listener of this.listeners) listener();
  }

  /** Every block's unmet requirements, in the order the blocks reported. */
  snapshot(): readonly string[] {
    return this.all;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
