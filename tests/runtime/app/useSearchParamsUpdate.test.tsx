import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchParamsUpdate } from '../../../runtime/app/useSearchParamsUpdate';

/** Two filter changes before the router renders the first (as when a loader holds the write). */
function TwoQuickChanges() {
  const location = useLocation();
  const [params, update] = useSearchParamsUpdate();
  const choose = (name: string, value: string) =>
    update((current) => {
      current.set(name, value);
      return current;
    });
  return (
    <>
      <button
        type="button"
        onClick={() => {
          choose('instrument', 'CytoFLEX');
          choose('level', 'Beginner');
        }}
      >
        Choose both
      </button>
      <output data-testid="location">{location.search}</output>
      <output data-testid="params">{params.toString()}</output>
    </>
  );
}

describe('useSearchParamsUpdate', () => {
  it('builds each change on the one before, even before the first has landed', async () => {
    render(
      <MemoryRouter initialEntries={['/elearning?page=2']}>
        <TwoQuickChanges />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Choose both' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '?page=2&instrument=CytoFLEX&level=Beginner',
    );
    expect(screen.getByTestId('params')).toHaveTextContent(
      'page=2&instrument=CytoFLEX&level=Beginner',
    );
  });
});
