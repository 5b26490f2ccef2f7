import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Listino } from '../lib/api/product';
import { ProductForm, lineSourceOf } from '../features/purchase/ProductForm';
import { parseLineSource } from '../features/purchase/product-lines';
import { FieldErrorTemplate } from '@city/design-system';
import {
  type Lang,
  errorsOf,
  serverRendered,
  storeCart,
  storedItems,
  storedLine,
} from './purchase-island.testing';
import { PRODUCT_FORM, enhanceProductForm } from './product-form';

/*
 * The product purchase form as the server renders it (native fields, disabled) and as the page
 * script runs it without React: enabled, checked with the route's zod schema (the real form
 * check), its lines appended to the cart stored in this browser, the cart opened.
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

/** The server's form in the page, with the error-line prototypes the page renders. */
function page(lang: Lang, tipo: Listino['tipo'], listino: Listino, name: string) {
  const container = serverRendered(
    lang,
    ['commerce.purchase', 'commerce.fields'],
    <>
      <ProductForm lang={lang} tipo={tipo as 'carte'} product={listino} name={name} />
      <FieldErrorTemplate />
    </>,
  );
  document.body.append(container);
  return { container, form: container.querySelector('form') as HTMLFormElement };
}

const run = (form: HTMLFormElement, lang: Lang, load?: () => Promise<never>) => {
  const go = vi.fn();
  enhanceProductForm(form, {
    go,
    messages: () => errorsOf(lang),
    ...(load ? { load } : {}),
  });
  return go;
};

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

describe('the form the server renders', () => {
  it('is complete and native, disabled until the page script runs it, with the lines’ source', () => {
    const listino = product({
      tipo: 'abbonamenti_athena',
      convenzioni: [{ codice: 'CRAL', nome: { it: 'Cral', en: 'Staff club' } }],
    });
    const { container, form } = page('en', 'abbonamenti_athena', listino, 'Museum pass');
    expect(container.querySelector('fieldset')?.disabled).toBe(true);
    expect(container.querySelector('[data-rac]')).toBeNull();
    const labels = [...container.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels.join(' | ')).toMatch(/First name.*Last name.*Date of birth.*Agreement/);
    expect(container.textContent).toContain('Pass holder');
    expect(container.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
    expect(form.dataset.formCheck).toBe('product-abbonamenti_athena');
    expect(form.getAttribute('action')).toBe('/en/carrello');
    expect(parseLineSource(form.getAttribute(PRODUCT_FORM))).toEqual(
      lineSourceOf('abbonamenti_athena', listino, 'Museum pass'),
    );
  });

  it('has a native number input for the quantity and native radios for the rates', () => {
    const { container } = page(
      'it',
      'carte',
      product({
        tipo: 'carte',
        tariffe: [
          { codice: 'INT', nome: { it: 'Intero' }, prezzo: 2500, predefinita: true },
          { codice: 'RID', nome: { it: 'Ridotto' }, prezzo: 1500 },
        ],
      }),
      'Carta',
    );
    const quantity = container.querySelector<HTMLInputElement>('input[name="quantita"]');
    expect(quantity?.type).toBe('number');
    expect([quantity?.min, quantity?.max, quantity?.value]).toEqual(['1', '20', '1']);
    const checked = container.querySelector<HTMLInputElement>('input[name="tariffa"]:checked');
    expect(checked?.value).toBe('INT');
  });
});

describe('the form run by the page script', () => {
  it('checks the form, adds the lines after the stored cart and opens the cart', async () => {
    storeCart([storedLine]);
    const { container, form } = page(
      'en',
      'carte_regalate',
      product({
        tariffe: [
          { codice: 'INT', nome: { it: 'Intero', en: 'Full' }, prezzo: 2500, predefinita: true },
          { codice: 'RID', nome: { it: 'Ridotto', en: 'Reduced' }, prezzo: 1500 },
        ],
      }),
      'Gift card',
    );
    const go = run(form, 'en');
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(container.querySelector('fieldset')?.disabled).toBe(false);
    expect(container.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false);

    // Refused without a recipient: nothing is added, the focus is on the field.
    fireEvent.submit(form);
    await vi.waitFor(() => expect(container.textContent).toContain('This field is required'));
    const email = container.querySelector<HTMLInputElement>('input[type="email"]')!;
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(go).not.toHaveBeenCalled();
    expect(storedItems()).toHaveLength(1);

    container.querySelector<HTMLInputElement>('input[type="radio"][value="RID"]')!.click();
    email.value = 'amica@example.org';
    const quantity = container.querySelector<HTMLInputElement>('input[name="quantita"]')!;
    quantity.value = '2';
    fireEvent.submit(form);
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/en/carrello'));
    const items = storedItems() as Array<Record<string, unknown>>;
    expect(items.map((item) => item.key)).toEqual(['old', expect.any(String), expect.any(String)]);
    expect(items[1]).toMatchObject({
      id: 5970,
      tipo: 'carte_regalate',
      dettaglio: 'Gift card',
      prezzo: 1500,
      tariffa: 'RID',
      email: 'amica@example.org',
      intestatario: null,
    });
  });

  it('refuses a quantity over the most a form adds, in the page’s language', async () => {
    const { container, form } = page('fr', 'carte', product({ tipo: 'carte' }), 'Carte');
    const go = run(form, 'fr');
    container.querySelector<HTMLInputElement>('input[name="quantita"]')!.value = '21';
    fireEvent.submit(form);
    const quantity = container.querySelector<HTMLInputElement>('input[name="quantita"]')!;
    await vi.waitFor(() => expect(quantity.getAttribute('aria-invalid')).toBe('true'));
    const line = document.getElementById(
      quantity.getAttribute('aria-describedby')!.split(' ').at(-1)!,
    );
    expect(line?.textContent).toMatch(/20/);
    expect(go).not.toHaveBeenCalled();
    expect(storedItems()).toHaveLength(0);
  });

  it('adds a pass for its holder with the agreement chosen in the native select', async () => {
    const { container, form } = page(
      'it',
      'abbonamenti_athena',
      product({
        tipo: 'abbonamenti_athena',
        convenzioni: [{ codice: 'CRAL', nome: { it: 'Cral', en: 'Staff club' } }],
      }),
      'Museum pass',
    );
    const go = run(form, 'it');
    const field = (name: string) =>
      container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    field('first_name').value = 'Anna';
    field('last_name').value = 'Rossi';
    field('data_di_nascita').value = '1990-04-01';
    const select = container.querySelector('select')!;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Nessuna convenzione',
      'Cral',
    ]);
    select.value = 'CRAL';
    fireEvent.submit(form);
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/it/carrello'));
    expect(storedItems()).toEqual([
      expect.objectContaining({
        tipo: 'abbonamenti_athena',
        quantita: 1,
        convenzione: 'CRAL',
        intestatario: { first_name: 'Anna', last_name: 'Rossi', data_di_nascita: '1990-04-01' },
      }),
    ]);
  });

  it('adds the lines as they are when the check cannot be loaded (the shop checks them)', async () => {
    const { form } = page('en', 'carte', product({ tipo: 'carte' }), 'Card');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const go = run(form, 'en', () => Promise.reject(new Error('offline')));
    fireEvent.submit(form);
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/en/carrello'));
    expect(storedItems()).toEqual([expect.objectContaining({ id: 5970, prezzo: 2500 })]);
    warn.mockRestore();
  });

  it('leaves a form without a readable source alone', () => {
    const { form } = page('en', 'carte', product({ tipo: 'carte' }), 'Card');
    form.setAttribute(PRODUCT_FORM, '{"id":"x"}');
    run(form, 'en');
    expect(form.querySelector('fieldset')?.disabled).toBe(true);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
  });
});
