import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../../runtime/ui/Icon';
import { iconPaths, type IconName } from '../../../runtime/ui/iconPaths';

describe('Icon', () => {
  it('is 20 px and grey by default, and hidden from assistive technology', () => {
    const { container } = render(<Icon name="cart" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg).toHaveAttribute('height', '20');
    expect(svg).toHaveStyle({ color: 'rgb(128, 128, 128)' });
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes a size, a colour and an accessible name', () => {
    render(<Icon name="bell" size={32} color="red" title="Notifications" />);
    const icon = screen.getByRole('img', { name: 'Notifications' });
    expect(icon).toHaveAttribute('width', '32');
    expect(icon).toHaveStyle({ color: 'rgb(255, 0, 0)' });
  });

  it.each(Object.keys(iconPaths) as IconName[])('draws %s', (name) => {
    const { container } = render(<Icon name={name} />);
    expect(container.querySelectorAll('path').length).toBeGreaterThan(0);
  });
});
