/**
 * Counts attempts and refusals per role across a test file, printed at its end: the figures of
 * the closing note ("calls tried per role, refused, anything that still gets through").
 */
const counts = new Map<string, { tried: number; refused: number }>();

export const tally = {
  record(role: string, refused: boolean): void {
    const entry = counts.get(role) ?? { tried: 0, refused: 0 };
    entry.tried += 1;
    if (refused) entry.refused += 1;
    counts.set(role, entry);
  },
  print(title: string): void {
    const lines = [...counts].map(
      ([role, { tried, refused }]) =>
        `  ${role}: ${tried} tried, ${refused} refused, ${tried - refused} got through`,
    );
    console.info(`[security] ${title}\n${lines.join('\n')}`);
  },
};
