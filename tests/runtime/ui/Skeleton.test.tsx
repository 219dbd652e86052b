import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from '../../../runtime/ui/Skeleton';

describe('Skeleton', () => {
  it('is a busy status with a label and a sized, hidden shape', () => {
    const { container } = render(<Skeleton label="Loading orders" width="10rem" height="2rem" />);
    const status = screen.getByRole('status', { name: 'Loading orders' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    const shape = container.querySelector('.bf-skeleton');
    expect(shape).toHaveAttribute('aria-hidden', 'true');
    expect(shape).toHaveStyle({ width: '10rem', height: '2rem' });
  });
});
