import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IssuedItems } from '.';

afterEach(cleanup);

describe('IssuedItems', () => {
  it('lists what was issued under its heading, each code with its details', () => {
    render(
      <IssuedItems
        title="Carte regalo"
        items={[
          { id: 'a', code: 'GIFT-7K2Q-9XZ4', details: ['25,00 €', 'amica@example.org'] },
          { id: 'b', details: ['05/12/2026 10:30', '2 posti'] },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Carte regalo' });
    const [card, booking] = within(section).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(card.querySelector('code')).toHaveTextContent('GIFT-7K2Q-9XZ4');
    expect(card).toHaveTextContent('GIFT-7K2Q-9XZ4 25,00 € · amica@example.org');
    expect(booking.querySelector('code')).toBeNull();
    expect(booking).toHaveTextContent('05/12/2026 10:30 · 2 posti');
  });

  it('takes the heading level of its place in the page', () => {
    render(<IssuedItems title="Abbonamenti" headingLevel={3} items={[]} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Abbonamenti');
  });
});
