import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon, iconNames } from '.';

afterEach(cleanup);

describe('Icon', () => {
  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Icon name="cart" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
  });

  it('is an image named by its label when given one', () => {
    render(<Icon name="instagram" label="Instagram" />);
    expect(screen.getByRole('img', { name: 'Instagram' })).toBeInTheDocument();
  });

  it('draws every icon of the set, social ones included', () => {
    for (const social of ['facebook', 'twitter', 'instagram', 'tiktok', 'youtube', 'linkedin']) {
      expect(iconNames).toContain(social);
    }
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')?.childElementCount).toBeGreaterThan(0);
      unmount();
    }
  });
});
