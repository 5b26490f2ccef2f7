import { act } from 'react';
import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Bundle } from '../lib/api/bundle';
import { useCart } from '../stores/cart';
import { BundleForm, bundleLines, bundleMessagePaths } from '../features/purchase/BundleForm';
import type { BundleChoices } from '../features/purchase/BundleForm';
import formSource from '../features/purchase/BundleForm.tsx?raw';
import frameSource from '../features/purchase/PurchaseForm.tsx?raw';
import tourSource from '../features/purchase/TourChoice.tsx?raw';
import calendarSource from '../features/purchase/DayCalendar.tsx?raw';
import slotSource from '../features/purchase/slotLabels.ts?raw';
import holdSource from '../features/queue/HoldWatch.tsx?raw';
import bundleSource from './bundle.tsx?raw';
import sharedSource from './purchase-form.tsx?raw';
import {
  describeIslandMessages,
  islandDataWith,
  islandTestEnvironment,
  mountIsland,
  serverRendered,
  storeCart,
  storedLine,
} from './purchase-island.testing';
import { bundlePropsOf, mount } from './bundle';

/*
 * The bundle purchase page's form as an island: the server's HTML holds the whole form, disabled
 * until the island runs it; the island asks for each guided tour's day, time and language, adds
 * every item of the bundle after the cart already stored in this browser and opens the cart.
 * Nothing of it imports React Router.
 */

const bundle: Bundle = {
  id: 1,
  codice: 'CARD-VISITA',
  nome: { it: 'Card + visita', en: 'Card + tour' },
  prezzo: 5000,
  prezzo_combo: 4400,
  elementi: [
    {
      tipo: 'carte',
      id: 5969,
      nome: { it: 'Carta musei', en: 'Museum card' },
      prezzo: 3500,
      prezzo_combo: 3200,
      richiede_data: false,
    },
    {
      tipo: 'visite_guidate',
      id: 2012,
      nome: { it: 'Torino sotterranea', en: 'Underground Turin' },
      prezzo: 1500,
      prezzo_combo: 1200,
      richiede_data: true,
    },
  ],
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
      ],
      days: [{ date: '2027-06-10', state: 'free', places: 20 }],
    },
  ],
  languages: [[], ['it', 'en']],
};

const islandData = islandDataWith(bundleMessagePaths);

describeIslandMessages('the bundle form’s messages', {
  paths: bundleMessagePaths,
  sources: [
    formSource,
    frameSource,
    tourSource,
    calendarSource,
    slotSource,
    holdSource,
    sharedSource,
  ],
  entry: bundleSource,
  literal: [
    'commerce.bundle.add',
    'commerce.bundle.timeOf',
    'commerce.calendar.title',
    'commerce.slots.free',
    'commerce.hold.timeLeft',
  ],
  templated: ['commerce.calendar.state', 'commerce.languages'],
  // the zod schema's error key
  alsoStrings: ['commerce.errors.required'],
});

describe('the form the server renders', () => {
  it('is complete, disabled until the island runs it, with a status for a failed load', () => {
    const container = serverRendered(
      'en',
      bundleMessagePaths,
      <BundleForm {...choices} lang="en" go={() => undefined} />,
    );
    expect(container.querySelector('fieldset')?.disabled).toBe(true);
    expect(container.querySelector('h2')?.textContent).toContain('Underground Turin');
    // The tour's day, among the calendar's days (the native calendar's buttons).
    expect(container.querySelector('button[value="2027-06-10"]')).not.toBeNull();
    expect(container.querySelector('button[type="submit"]:not([value])')?.textContent).toContain(
      'Add the bundle to the cart',
    );
    expect(container.querySelector('[role="status"]:empty')).not.toBeNull();
  });
});

describe('the bundle purchase island', () => {
  islandTestEnvironment();

  it('asks for the tour’s day, time and language, then adds every item after the stored cart', async () => {
    storeCart([storedLine]);
    const { container, onChange, go } = await mountIsland(mount, islandData('en', { ...choices }));
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(container.querySelector('fieldset')?.disabled).toBe(false);
    expect(container.querySelector('[role="status"]:empty')).toBeNull();
    const form = container.querySelector('form') as HTMLFormElement;

    // Refused without a date: nothing is added.
    await act(async () => fireEvent.submit(form));
    await vi.waitFor(() => expect(container.textContent).toContain('This field is required'));
    expect(go).not.toHaveBeenCalled();

    const day = container.querySelector<HTMLElement>(
      '[role="grid"] [role="button"]:not([aria-disabled="true"])',
    );
    expect(day?.textContent).toBe('10');
    await act(async () => fireEvent.click(day!));
    const time = await vi.waitFor(() => {
      const radio = container.querySelector<HTMLInputElement>(
        'input[type="radio"][value="202706101000"]',
      );
      expect(radio).not.toBeNull();
      return radio!;
    });
    await act(async () => fireEvent.click(time));
    const english = await vi.waitFor(() => {
      const radio = container.querySelector<HTMLInputElement>('input[type="radio"][value="en"]');
      expect(radio).not.toBeNull();
      return radio!;
    });
    await act(async () => fireEvent.click(english));
    await act(async () => fireEvent.submit(form));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/en/carrello'));

    const items = useCart.getState().items;
    expect(items.map((item) => item.key)).toEqual(['old', expect.any(String), expect.any(String)]);
    expect(items.slice(1)).toEqual([
      expect.objectContaining({ id: 5969, tipo: 'carte', prezzo: 3500, prezzo_combo: 3200 }),
      expect.objectContaining({
        id: 2012,
        tipo: 'visite_guidate',
        dettaglio: 'Underground Turin',
        data: '202706101000',
        lingua: 'en',
      }),
    ]);
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('refuses island data without a bundle', () => {
    expect(() => bundlePropsOf(islandData('it', { dates: [], languages: [] }))).toThrow();
    expect(() =>
      bundlePropsOf(islandData('it', { ...choices, dates: choices.dates.slice(1) })),
    ).toThrow();
    expect(bundlePropsOf(islandData('it', { ...choices })).bundle.id).toBe(1);
  });
});

describe('the cart lines of a bundle', () => {
  it('are every item at its list and bundle price, the tours with their date and language', () => {
    const lines = bundleLines(bundle, 'it', { data_1: '202706101000', lingua_1: 'it' });
    expect(lines).toEqual([
      expect.objectContaining({ id: 5969, dettaglio: 'Carta musei', quantita: 1 }),
      expect.objectContaining({ id: 2012, data: '202706101000', lingua: 'it' }),
    ]);
    expect(lines[0]).not.toHaveProperty('data');
  });
});
