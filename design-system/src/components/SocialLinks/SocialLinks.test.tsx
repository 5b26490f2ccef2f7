import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { SocialLinks, isSocialNetwork, socialNetworks } from './SocialLinks';

afterEach(cleanup);

describe('SocialLinks', () => {
  it('covers the six networks of the spec', () => {
    expect(socialNetworks).toEqual([
      'facebook',
      'twitter',
      'instagram',
      'tiktok',
      'youtube',
      'linkedin',
    ]);
    expect(isSocialNetwork('tiktok')).toBe(true);
    expect(isSocialNetwork('myspace')).toBe(false);
  });

  it('names every link after its network with a localized new-tab hint', () => {
    render(
      <DesignSystemProvider locale="fr">
        <SocialLinks
          items={[
            { network: 'instagram', href: 'https://instagram.com/turismotorino' },
            { network: 'youtube', href: 'https://youtube.com/@turismotorino' },
          ]}
        />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('list', { name: 'Suivez-nous' })).toBeInTheDocument();
    const instagram = screen.getByRole('link', {
      name: 'Instagram (s’ouvre dans un nouvel onglet)',
    });
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('renders nothing without profiles', () => {
    const { container } = render(<SocialLinks items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
