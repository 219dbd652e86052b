/** At most `limit` takes within any `windowMs`; pure but for the clock it is given. */
export function slidingWindow(limit: number, windowMs: number, now: () => number) {
  const taken: number[] = [];
  return {
    take(): boolean {
      const time = now();
      while (taken.length > 0 && time - taken[0]! >= windowMs) taken.shift();
      if (taken.length >= limit) return false;
      taken.push(time);
      return true;
    },
  };
}
