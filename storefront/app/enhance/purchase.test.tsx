import { act } from 'react';
import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Listino } from '../lib/api/product';
import type { QueueSession } from '../lib/domain/queue';
import { useCart } from '../stores/cart';
import { useQueue } from '../stores/queue';
import { ProductForm, productMessagePaths } from '../features/purchase/ProductForm';
import formSource from '../features/purchase/ProductForm.tsx?raw';
import agreementSource from '../features/purchase/AgreementSelect.tsx?raw';
import fieldsSource from '../features/purchase/PurchaseFields.tsx?raw';
import holdSource from '../features/queue/HoldWatch.tsx?raw';
import purchaseSource from './purchase.tsx?raw';
import {
  type Lang,
  describeIslandMessages,
  islandDataWith,
  islandTestEnvironment,
  mountIsland,
  serverRendered,
  storeCart,
  storedLine,
} from './purchase-island.testing';
import { mount, productPropsOf } from './purchase';

/*
 * The product purchase page's form as an island: the server's HTML holds the whole form, disabled
 * until the island runs it; the island checks it, adds the lines to the cart stored in this
 * browser (after the cart already there) and opens the cart; a held queue place is shown where
 * the page left room for it. Nothing of it imports React Router.
 */

const product = (overrides: Partial<Listino> = {}): Listino => ({
  tipo: 'carte_regalate',
  id: 5970,
  nome: { it: 'Carta regalo', en: 'Gift card' },
  prezzo: 2500,
  tariffe: [],
  accessori: [],
  convenzioni: [],
  ...overrides,
});

const islandData = islandDataWith(productMessagePaths);

describeIslandMessages('the product form’s messages', {
  paths: productMessagePaths,
  sources: [formSource, fieldsSource, agreementSource, holdSource],
  entry: purchaseSource,
  literal: [
    'commerce.purchase.addToCart',
    'commerce.fields.quantity',
    'commerce.purchase.noAgreement',
    'commerce.hold.timeLeft',
  ],
  templated: [],
  // the zod schemas' error keys
  alsoStrings: ['commerce.errors.required', 'commerce.errors.pastDate'],
});

describe('the form the server renders', () => {
  it('is complete, disabled until the island runs it, with a status for a failed load', () => {
    const container = serverRendered(
      'en',
      productMessagePaths,
      <ProductForm
        lang="en"
        tipo="abbonamenti_athena"
        product={product({
          tipo: 'abbonamenti_athena',
          convenzioni: [{ codice: 'CRAL', nome: { it: 'Cral', en: 'Staff club' } }],
        })}
        name="Museum pass"
        go={() => undefined}
      />,
    );
    expect(container.querySelector('fieldset')?.disabled).toBe(true);
    const labels = [...container.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels.join(' | ')).toMatch(/First name.*Last name.*Date of birth/);
    expect(container.textContent).toContain('Pass holder');
    expect(container.querySelector('button[type="submit"]')?.textContent).toContain('Add to cart');
    expect(container.querySelector('[role="status"]')).not.toBeNull();
  });
});

describe('the product purchase island', () => {
  islandTestEnvironment();

  const mountForm = (props: Record<string, unknown>, lang: Lang = 'en') =>
    mountIsland(mount, islandData(lang, props));

  it('checks the form, adds the lines after the stored cart and opens the cart', async () => {
    storeCart([storedLine]);
    const { container, onChange, go } = await mountForm({
      tipo: 'carte_regalate',
      product: product({
        tariffe: [
          { codice: 'INT', nome: { it: 'Intero', en: 'Full' }, prezzo: 2500, predefinita: true },
          { codice: 'RID', nome: { it: 'Ridotto', en: 'Reduced' }, prezzo: 1500 },
        ],
      }),
      name: 'Gift card',
    });
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(container.querySelector('fieldset')?.disabled).toBe(false);
    expect(container.querySelector('[role="status"]')).toBeNull();
    const form = container.querySelector('form') as HTMLFormElement;

    // Refused without a recipient: nothing is added.
    await act(async () => fireEvent.submit(form));
    await vi.waitFor(() => expect(container.textContent).toContain('This field is required'));
    expect(go).not.toHaveBeenCalled();

    const reduced = container.querySelector<HTMLInputElement>('input[type="radio"][value="RID"]');
    await act(async () => reduced?.click());
    const email = container.querySelector<HTMLInputElement>('input[type="email"]');
    await act(async () => fireEvent.change(email!, { target: { value: 'amica@example.org' } }));
    await act(async () => fireEvent.submit(form));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/en/carrello'));

    const items = useCart.getState().items;
    expect(items.map((item) => item.key)).toEqual(['old', expect.any(String)]);
    expect(items[1]).toMatchObject({
      id: 5970,
      tipo: 'carte_regalate',
      dettaglio: 'Gift card',
      prezzo: 1500,
      tariffa: 'RID',
      email: 'amica@example.org',
      intestatario: null,
    });
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}').state.items).toHaveLength(2);
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('adds a pass for its holder with the agreement chosen in a native select', async () => {
    const { container, go } = await mountForm(
      {
        tipo: 'abbonamenti_athena',
        product: product({
          tipo: 'abbonamenti_athena',
          convenzioni: [{ codice: 'CRAL', nome: { it: 'Cral', en: 'Staff club' } }],
        }),
        name: 'Museum pass',
      },
      'it',
    );
    const field = (name: string) =>
      container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    await act(async () => fireEvent.change(field('first_name'), { target: { value: 'Anna' } }));
    await act(async () => fireEvent.change(field('last_name'), { target: { value: 'Rossi' } }));
    await act(async () =>
      fireEvent.change(field('data_di_nascita'), { target: { value: '1990-04-01' } }),
    );
    const select = container.querySelector('select')!;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Nessuna convenzione',
      'Cral',
    ]);
    await act(async () => fireEvent.change(select, { target: { value: 'CRAL' } }));
    await act(async () => fireEvent.submit(container.querySelector('form')!));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/it/carrello'));
    expect(useCart.getState().items).toEqual([
      expect.objectContaining({
        tipo: 'abbonamenti_athena',
        quantita: 1,
        convenzione: 'CRAL',
        intestatario: { first_name: 'Anna', last_name: 'Rossi', data_di_nascita: '1990-04-01' },
      }),
    ]);
  });

  it('shows a held queue place in the place the page left for it', async () => {
    const expires = new Date(Date.now() + 10 * 60_000).toISOString();
    const session = {
      session_id: 's1',
      status: 'active',
      admitted: true,
      expiration_date: expires,
      appuntamento: 7,
      data_appuntamento: '202612011000',
      posti: 1,
    };
    useQueue.setState({ sessions: { s1: session as QueueSession } });
    try {
      const { container } = await mountForm({
        tipo: 'carte',
        product: product({ tipo: 'carte' }),
        name: 'Card',
      });
      const slot = document.querySelector('[data-hold-watch]') as HTMLElement;
      await vi.waitFor(() => expect(slot.textContent).toContain('Go to the cart'));
      expect(container.contains(slot)).toBe(false);
    } finally {
      useQueue.setState({ sessions: {} });
    }
  });

  it('refuses island data without a product', () => {
    const data = islandData('it', { tipo: 'carte', name: 'Carta' });
    expect(() => productPropsOf(data)).toThrow();
    expect(() =>
      productPropsOf({ ...data, props: { tipo: 'biglietti', name: 'x', product: product() } }),
    ).toThrow();
    expect(productPropsOf({ ...data, props: { ...data.props, product: product() } }).tipo).toBe(
      'carte',
    );
  });
});
