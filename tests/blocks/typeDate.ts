import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Types an ISO day into a DatePicker as a user does in the en-US locale: click the month segment
 * and type month, day and year (React Aria moves to the next segment by itself).
 */
export async function typeDate(label: string, isoDay: string): Promise<void> {
  const [year, month, day] = isoDay.split('-');
  await userEvent.click(
    await screen.findByRole('spinbutton', { name: new RegExp(`^month, ${label}`) }),
  );
  await userEvent.keyboard(`${month}${day}${year}`);
}
