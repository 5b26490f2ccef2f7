import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldErrorTemplate } from '@city/design-system';
import type { Bundle } from '../lib/api/bundle';
import { BundleForm, bundleDaysPath } from '../features/purchase/BundleForm';
import type { BundleChoices } from '../features/purchase/BundleForm';
import { parseBundleSource } from '../features/purchase/bundle-lines';
import { BUNDLE_FORM } from '../features/purchase/form-parts';
import { localeMessages } from '../features/commerce/island-messages.testing';
import {
  type Lang,
  errorsOf,
  serverRendered,
  storeCart,
  storedItems,
  storedLine,
  textAt,
} from './purchase-island.testing';
import { enhanceBundleForm } from './bundle-form';

/*
 * The bundle purchase form as the server renders it (a calendar form per guided tour, then the
 * native purchase form, disabled) and as the page script runs it without React: a tour without
 * its day says so, a time shows its languages, the check in the page's words, every item of the
 * bundle into the cart stored in this browser at its list and bundle price.
 */

const bundle: Bundle = {
  id: 601,
  codice: 'WEEKEND',
  nome: { it: 'Weekend reale', en: 'Royal weekend' },
  elementi: [
    {
      tipo: 'carte',
      id: 501,
      nome: { it: 'Card 2 giorni', en: 'Card 2 days' },
      prezzo: 4200,
      prezzo_combo: 3600,
      richiede_data: false,
    },
    {
      tipo: 'visite_guidate',
      id: 801,
      nome: { it: 'Torino sotterranea', en: 'Underground Turin' },
      prezzo: 1200,
      prezzo_combo: 1000,
      richiede_data: true,
    },
  ],
  prezzo: 5400,
  prezzo_combo: 4600,
};

const choices: BundleChoices = {
  bundle,
  dates: [
    { times: [], days: [] },
    {
      times: [
        {
          id: '202706101000',
          date: '2027-06-10',
          start: '10:00',
          availability: 'free',
          places: 20,
          languages: ['it', 'en'],
        },
        {
          id: '202706101500',
          date: '2027-06-10',
          start: '15:00',
          availability: 'free',
          places: 20,
          languages: [],
        },
      ],
      days: [{ date: '2027-06-10', state: 'free', places: 40 }],
    },
  ],
  languages: [[], ['fr']],
};

function page(lang: Lang, overrides: Partial<BundleChoices> = {}) {
  const container = serverRendered(
    lang,
    [
      'commerce.bundle',
      'commerce.fields',
      'commerce.calendar',
      'commerce.slots',
      'commerce.languages',
      'commerce.errors',
    ],
    <>
      <BundleForm {...choices} {...overrides} lang={lang} />
      <FieldErrorTemplate />
    </>,
  );
  document.body.append(container);
  const form = container.querySelector<HTMLFormElement>(`form[${BUNDLE_FORM}]`)!;
  const dayForm = container.querySelector<HTMLFormElement>('form:not([data-bundle-form])')!;
  return { container, form, dayForm };
}

const radio = (form: HTMLFormElement, name: string, value: string) =>
  form.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;

const choose = (input: HTMLInputElement) => {
  input.checked = true;
  fireEvent.change(input);
};

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

describe('the page the server renders', () => {
  it('has a calendar form per tour that keeps the days chosen for the others', () => {
    const { dayForm } = page('en');
    expect(dayForm.getAttribute('action')).toBe('/en/acquista/bundle/601');
    const day = dayForm.querySelector<HTMLButtonElement>('button[value="2027-06-10"]')!;
    expect([day.type, day.name]).toEqual(['submit', 'giorno_1']);
    expect(bundleDaysPath('en', 601, [null, '2027-06-10'])).toBe(
      '/en/acquista/bundle/601?giorno_1=2027-06-10',
    );
  });

  it('has the add button before a day is chosen, and the hidden line saying the day is missing', () => {
    const { form } = page('it');
    expect(form.querySelector('fieldset')?.disabled).toBe(true);
    expect(form.querySelector('input[name="data_1"]')).toBeNull();
    const missing = form.querySelector<HTMLElement>('[data-bundle-missing="1"]')!;
    expect(missing.hidden).toBe(true);
    expect(missing.textContent).toContain(
      textAt(localeMessages('it'), 'commerce.errors.required') as string,
    );
    expect(parseBundleSource(form.getAttribute(BUNDLE_FORM))?.tours).toEqual({});
  });
});

describe('the form run by the page script', () => {
  it('says a tour’s day is missing, then asks for its time and language, then adds every item', async () => {
    storeCart([storedLine]);
    const first = page('en');
    const go = vi.fn();
    enhanceBundleForm(first.form, { go, messages: () => errorsOf('en') });
    fireEvent.submit(first.form);
    const missing = first.form.querySelector<HTMLElement>('[data-bundle-missing="1"]')!;
    await vi.waitFor(() => expect(missing.hidden).toBe(false));
    expect(go).not.toHaveBeenCalled();
    document.body.innerHTML = '';

    // The page again with the tour's day chosen.
    const { form, container } = page('en', { days: [null, '2027-06-10'], focus: 1 });
    enhanceBundleForm(form, { go, messages: () => errorsOf('en') });
    expect(form.querySelector('fieldset')?.disabled).toBe(false);
    fireEvent.submit(form);
    const required = textAt(localeMessages('en'), 'commerce.errors.required') as string;
    await vi.waitFor(() => expect(container.textContent).toContain(required));
    expect(document.activeElement).toBe(radio(form, 'data_1', '202706101000'));
    expect(go).not.toHaveBeenCalled();

    choose(radio(form, 'data_1', '202706101000'));
    expect(radio(form, 'lingua_1', 'fr').disabled).toBe(true);
    choose(radio(form, 'lingua_1', 'en'));
    fireEvent.submit(form);
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/en/carrello'));
    expect(storedItems()).toEqual([
      expect.objectContaining({ key: 'old' }),
      expect.objectContaining({ id: 501, tipo: 'carte', prezzo: 4200, prezzo_combo: 3600 }),
      expect.objectContaining({
        id: 801,
        tipo: 'visite_guidate',
        dettaglio: 'Underground Turin',
        prezzo_combo: 1000,
        data: '202706101000',
        lingua: 'en',
      }),
    ]);
  });

  it('chooses the only language of a time by itself', async () => {
    const { form } = page('fr', { days: [null, '2027-06-10'] });
    const go = vi.fn();
    enhanceBundleForm(form, { go, messages: () => errorsOf('fr') });
    choose(radio(form, 'data_1', '202706101500'));
    expect(radio(form, 'lingua_1', 'fr').checked).toBe(true);
    fireEvent.submit(form);
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/fr/carrello'));
  });

  it('leaves a form without a readable source alone', () => {
    const { form } = page('en');
    form.setAttribute(BUNDLE_FORM, '{"items":[]}');
    enhanceBundleForm(form);
    expect(form.querySelector('fieldset')?.disabled).toBe(true);
  });
});
