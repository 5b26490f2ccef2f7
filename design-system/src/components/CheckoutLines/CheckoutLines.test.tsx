import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { CheckoutLines } from '.';
import type { CheckoutLine } from '.';

afterEach(cleanup);

const lines: CheckoutLine[] = [
  { id: 'card', title: 'Torino Piemonte Card', quantity: 2, totalCents: 7000 },
  {
    id: 'gift',
    title: 'Carta regalo',
    quantity: 1,
    totalCents: 2000,
    originalCents: 2500,
    kind: 'combo',
    details: ['Per: amica@example.org'],
    error: 'Prodotto non più disponibile.',
  },
];

describe('CheckoutLines', () => {
  it('lists each line as quantity × title with its amount, under a named heading', () => {
    render(
      <DesignSystemProvider locale="en">
        <CheckoutLines lines={lines} lineAttributes={{ 'data-testid': 'checkout-line' }} />
      </DesignSystemProvider>,
    );
    const section = screen.getByRole('region', { name: 'Your order' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('2 × Torino Piemonte Card');
    expect(items[0]).toHaveTextContent('€70.00');
    expect(screen.getAllByTestId('checkout-line')).toHaveLength(2);
  });

  it('strikes the undiscounted amount and says which is which', () => {
    render(
      <DesignSystemProvider locale="it">
        <CheckoutLines lines={lines} />
      </DesignSystemProvider>,
    );
    const gift = screen.getAllByRole('listitem')[1] as HTMLElement;
    expect(gift.querySelector('s')).toHaveTextContent(/25,00/);
    expect(gift).toHaveTextContent('Per: amica@example.org');
  });

  it('announces the shop’s refusal of a line inside that line only', () => {
    render(<CheckoutLines lines={lines} labels={{ title: 'Riepilogo' }} />);
    const [card, gift] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(gift).getByRole('alert')).toHaveTextContent('Prodotto non più disponibile.');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Riepilogo');
  });
});
