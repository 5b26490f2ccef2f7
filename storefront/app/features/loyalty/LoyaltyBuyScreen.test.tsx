import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADD_TO_CART, linesOf } from '../../enhance/add-to-cart';
import { message, renderScreen } from '../account/screens.testing';
import { LoyaltyBuyScreen } from './LoyaltyBuyScreen';

afterEach(cleanup);

const products = [
  {
    id: 41,
    nome: { it: 'Armonia annuale', en: 'Armonia yearly' },
    prezzo: 4000,
    durata_giorni: 365,
  },
];

describe('LoyaltyBuyScreen on the server’s page (native mode)', () => {
  it('is a form to the cart carrying the card’s line, which the page script stores', async () => {
    renderScreen(() => <LoyaltyBuyScreen products={products} loggedIn />, {
      lang: 'en',
      path: 'dashboard/armonia/acquista',
      interactive: false,
    });
    const button = await screen.findByRole('button', {
      name: message('en', 'commerce.loyalty.buy', { name: 'Armonia yearly' }),
    });
    const form = (button as HTMLButtonElement).form!;
    expect(new URL(form.action).pathname).toBe('/en/carrello');
    expect(linesOf(form.getAttribute(ADD_TO_CART))).toEqual([
      { id: 41, tipo: 'carte', dettaglio: 'Armonia yearly', prezzo: 4000, quantita: 1 },
    ]);
  });
});
