import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from '../Badge';
import { Card } from '.';

afterEach(cleanup);

describe('Card', () => {
  it('is one link target named by its title', () => {
    render(
      <Card
        href="/it/l/eventi/12"
        title="Notte bianca"
        subtitle="Centro storico"
        dateLine="12/07/2026"
        badges={<Badge>Eventi</Badge>}
        image={{ image: { id: 'img' }, host: 'https://cms.example.org' }}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Notte bianca');
    expect(links[0]).toHaveAttribute('href', '/it/l/eventi/12');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(links[0]!);
  });

  it('cuts a long description at 255 characters with an ellipsis', () => {
    const description = 'Lungo testo descrittivo '.repeat(20);
    render(<Card href="/x" title="T" description={description} />);
    const text = screen.getByText(/^Lungo testo/).textContent ?? '';
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(256);
  });

  it('opens external content outside with the hint in the link name', () => {
    render(<Card href="https://example.org" title="Sito ufficiale" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName(/Sito ufficiale\s*\(si apre in una nuova scheda\)/);
  });
});
