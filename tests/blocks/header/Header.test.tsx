import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import Header from '../../../blocks/header/Header';
import type { HeaderConfiguration } from '../../../schemas/generated/blocks/header';

const CONFIGURATION: HeaderConfiguration = {
  logo: { url: '/static/org-cellaris/img/cellaris-logo.svg', alt: 'Cellaris Biosciences' },
  navLinks: [
    {
      label: 'Flow Cytometry',
      url: '/flow_consumables',
      children: [
        { label: 'Antibodies & Reagents', url: '/flow_consumables' },
        { label: 'Imaging Consumables', url: '/imaging_consumables' },
      ],
    },
    { label: 'About', url: '/about' },
  ],
};

function renderHeader() {
  return render(<Header blockId="h" configuration={CONFIGURATION} contentJSON={null} />);
}

describe('header navigation', () => {
  it('keeps top-level entries as links', () => {
    renderHeader();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Flow Cytometry' })).toHaveAttribute(
      'href',
      '/flow_consumables',
    );
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('shows child links through a disclosure button', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Flow Cytometry pages' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Imaging Consumables' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Imaging Consumables' })).toHaveAttribute(
      'href',
      '/imaging_consumables',
    );
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Flow Cytometry pages' });
    await userEvent.click(toggle);
    screen.getByRole('link', { name: 'Imaging Consumables' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Imaging Consumables' })).not.toBeInTheDocument();
  });

  it('gives entries without children no button', () => {
    renderHeader();
    // The menu button (shown below 1024 px) and the one disclosure.
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});

describe('header logo', () => {
  it('reserves the configured size, so the navigation does not move when the logo arrives', () => {
    render(
      <Header
        blockId="h"
        configuration={{
          ...CONFIGURATION,
          logo: { ...CONFIGURATION.logo, width: 180, height: 40 },
        }}
        contentJSON={null}
      />,
    );
    const logo = screen.getByRole('img', { name: 'Cellaris Biosciences' });
    expect(logo).toHaveAttribute('width', '180');
    expect(logo).toHaveAttribute('height', '40');
  });

  it('is 40 pixels high when no size is configured', () => {
    renderHeader();
    expect(screen.getByRole('img', { name: 'Cellaris Biosciences' })).toHaveAttribute(
      'height',
      '40',
    );
  });
});
