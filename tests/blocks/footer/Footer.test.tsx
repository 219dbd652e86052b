import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Footer from '../../../blocks/footer/Footer';
import type { FooterConfiguration } from '../../../schemas/generated/blocks/footer';

const SEEDED: FooterConfiguration = {
  columns: [{ heading: 'Company', links: [{ label: 'About Cellaris', url: '/about' }] }],
  social: [
    { network: 'linkedin', url: 'https://www.linkedin.com/company/cellaris-example' },
    { network: 'youtube', url: 'https://www.youtube.com/@cellaris-example' },
  ],
  legalLinks: [{ label: 'Terms of Sale', url: '/support#terms' }],
  copyright: '© 2025 Cellaris Biosciences, Inc.',
};

function renderFooter(configuration: FooterConfiguration) {
  return render(<Footer blockId="f" configuration={configuration} contentJSON={null} />);
}

describe('footer block', () => {
  it('shows the social links by network name, opening in a new tab', () => {
    renderFooter(SEEDED);
    const social = within(screen.getByRole('list', { name: 'Follow us' }));
    const linkedIn = social.getByRole('link', { name: /^LinkedIn/ });
    expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/company/cellaris-example');
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    expect(social.getByRole('link', { name: /^YouTube/ })).toBeInTheDocument();
  });

  it('leaves out unsafe social links and the list when none remain', () => {
    renderFooter({ ...SEEDED, social: [{ network: 'evil', url: 'javascript:alert(1)' }] });
    expect(screen.queryByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();
  });

  it('still shows columns, legal links and the copyright', () => {
    renderFooter(SEEDED);
    expect(screen.getByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Sale' })).toHaveAttribute(
      'href',
      '/support#terms',
    );
    expect(screen.getByText('© 2025 Cellaris Biosciences, Inc.')).toBeInTheDocument();
  });
});
