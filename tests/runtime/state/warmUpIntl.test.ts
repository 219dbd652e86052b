import { describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from '../../../runtime/state/warmUpIntl';

/** The locale data the hydration's prices and dates need, loaded in steps of their own (issue 22). */
describe('warmUpIntl', () => {
  it('schedules its steps one task each and builds nothing before they run', () => {
    const steps: Array<() => void> = [];
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    warmUpIntl('de-DE', (step) => steps.push(step));
    expect(steps).toHaveLength(3);
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    for (const step of steps) step();
    expect(numbers).toHaveBeenCalledWith('de-DE', expect.anything());
    expect(dates).toHaveBeenCalledWith('de-DE', expect.anything());
    numbers.mockRestore();
    dates.mockRestore();
  });

  it('lets a locale Intl refuses pass (the formatters that use it report it)', () => {
    const steps: Array<() => void> = [];
    warmUpIntl('not a locale!', (step) => steps.push(step));
    for (const step of steps) expect(step).not.toThrow();
  });
});
