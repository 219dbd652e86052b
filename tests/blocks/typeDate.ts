import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Types an ISO day into a DatePicker as a user does, segment by segment. Each segment is found by
 * its name (`day, Placed from`), so it works in any locale whatever the segments' order.
 */
export async function typeDate(label: string, isoDay: string): Promise<void> {
  const [year, month, day] = isoDay.split('-') as [string, string, string];
  for (const [segment, digits] of [
    ['day', day],
    ['month', month],
    ['year', year],
  ] as const) {
    await userEvent.click(
      await screen.findByRole('spinbutton', { name: new RegExp(`^${segment}, ${label}`) }),
    );
    await userEvent.keyboard(digits);
  }
}
