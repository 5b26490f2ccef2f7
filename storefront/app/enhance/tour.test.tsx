import { act } from 'react';
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Listino } from '../lib/api/product';
import { useCart } from '../stores/cart';
import { TourForm, tourLines, tourMessagePaths } from '../features/purchase/TourForm';
import type { TourChoices } from '../features/purchase/TourForm';
import { AVAILABILITY_REFRESH_MS } from '../features/purchase/availability';
import formSource from '../features/purchase/TourForm.tsx?raw';
import fieldsSource from '../features/purchase/PurchaseFields.tsx?raw';
import frameSource from '../features/purchase/PurchaseForm.tsx?raw';
import liveSource from '../features/purchase/useLivePlaces.ts?raw';
import tourSource from '../features/purchase/TourChoice.tsx?raw';
import calendarSource from '../features/purchase/DayCalendar.tsx?raw';
import slotSource from '../features/purchase/slotLabels.ts?raw';
import agreementSource from '../features/purchase/AgreementSelect.tsx?raw';
import holdSource from '../features/queue/HoldWatch.tsx?raw';
import islandSource from './tour.tsx?raw';
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
import { mount, tourPropsOf } from './tour';

/*
 * The guided tour purchase page's form as an island: the server's HTML holds the whole form,
 * disabled until the island runs it; the island asks for a day, a time and its language, the
 * rate, extras and the number of people, adds one line per person after the cart already stored
 * in this browser and opens the cart; it reads the tour's places again every minute while the
 * page is in view. Nothing of it imports React Router.
 */

const product: Listino = {
  tipo: 'visite_guidate',
  id: 2012,
  nome: { it: 'Torino sotterranea', en: 'Underground Turin' },
  prezzo: 1500,
  tariffe: [
    { codice: 'INT', nome: { it: 'Intero', en: 'Full' }, prezzo: 1500, predefinita: true },
    { codice: 'RID', nome: { it: 'Ridotto', en: 'Reduced' }, prezzo: 1000 },
  ],
  accessori: [{ codice: 'AUDIO', nome: { it: 'Audioguida', en: 'Audio guide' }, prezzo: 300 }],
  convenzioni: [],
};

const choices: TourChoices = {
  product,
  name: 'Underground Turin',
  times: [
    {
      id: '202706101000',
      date: '2027-06-10',
      start: '10:00',
      availability: 'few',
      remaining: 3,
      places: 3,
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
  days: [{ date: '2027-06-10', state: 'free', places: 23 }],
  day: null,
  languages: ['it'],
};

const islandData = islandDataWith(tourMessagePaths);

describeIslandMessages('the tour form’s messages', {
  paths: tourMessagePaths,
  sources: [
    formSource,
    fieldsSource,
    frameSource,
    liveSource,
    tourSource,
    calendarSource,
    slotSource,
    agreementSource,
    holdSource,
    sharedSource,
  ],
  entry: islandSource,
  literal: [
    'commerce.purchase.addToCart',
    'commerce.purchase.extraAt',
    'commerce.fields.rate',
    'commerce.calendar.title',
    'commerce.slots.free',
    'commerce.hold.timeLeft',
  ],
  templated: ['commerce.calendar.state', 'commerce.languages'],
  // the zod schema's error keys
  alsoStrings: ['commerce.errors.required', 'commerce.errors.slot'],
  share: 1 / 2,
});

describe('the form the server renders', () => {
  it('is complete, disabled until the island runs it, with a status for a failed load', () => {
    const container = serverRendered(
      'en',
      tourMessagePaths,
      <TourForm {...choices} lang="en" go={() => undefined} />,
    );
    expect(container.querySelector('fieldset')?.disabled).toBe(true);
    // The tour's day among the native calendar's days, the rates, the extra and the quantity.
    expect(container.querySelector('button[value="2027-06-10"]')).not.toBeNull();
    expect(container.textContent).toContain('Reduced');
    expect(container.textContent).toContain('Audio guide');
    expect(container.querySelector('input[type="radio"][value="INT"]')).not.toBeNull();
    expect(container.querySelector('button[type="submit"]:not([value])')?.textContent).toContain(
      'Add to cart',
    );
    expect(container.querySelector('[role="status"]:empty')).not.toBeNull();
  });

  it('opens on the day the address asks for, with its times', () => {
    const container = serverRendered(
      'it',
      tourMessagePaths,
      <TourForm {...choices} day="2027-06-10" lang="it" go={() => undefined} />,
    );
    expect(container.querySelector('input[type="radio"][value="202706101000"]')).not.toBeNull();
    expect(container.querySelector('input[type="radio"][value="202706101500"]')).not.toBeNull();
  });
});

describe('the guided tour purchase island', () => {
  islandTestEnvironment();
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const radio = (container: HTMLElement, value: string) =>
    vi.waitFor(() => {
      const input = container.querySelector<HTMLInputElement>(
        `input[type="radio"][value="${value}"]`,
      );
      expect(input).not.toBeNull();
      return input!;
    });

  async function chooseDay(container: HTMLElement) {
    const day = container.querySelector<HTMLElement>(
      '[role="grid"] [role="button"]:not([aria-disabled="true"])',
    );
    expect(day?.textContent).toBe('10');
    await act(async () => fireEvent.click(day!));
  }

  it('asks for a time and its language, then adds a line per person after the stored cart', async () => {
    vi.stubGlobal('fetch', vi.fn());
    storeCart([storedLine]);
    const { container, onChange, go } = await mountIsland(mount, islandData('en', { ...choices }));
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(container.querySelector('fieldset')?.disabled).toBe(false);
    expect(container.querySelector('[role="status"]:empty')).toBeNull();
    const form = container.querySelector('form') as HTMLFormElement;

    // Refused without a time: said under the calendar, nothing is added.
    await act(async () => fireEvent.submit(form));
    await vi.waitFor(() => expect(container.textContent).toContain('Choose a time.'));
    expect(go).not.toHaveBeenCalled();

    await chooseDay(container);
    await act(async () => fireEvent.click(await radio(container, '202706101000')));
    // Two languages at that time: one must be chosen.
    await act(async () => fireEvent.submit(form));
    await vi.waitFor(() => expect(container.textContent).toContain('This field is required'));
    expect(go).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(await radio(container, 'en')));
    await act(async () => fireEvent.click(await radio(container, 'RID')));
    const extra = container.querySelector<HTMLInputElement>('input[type="checkbox"]');
    await act(async () => fireEvent.click(extra!));
    const quantity = container.querySelector<HTMLInputElement>('input[inputmode="numeric"]');
    await act(async () => fireEvent.change(quantity!, { target: { value: '2' } }));
    await act(async () => fireEvent.blur(quantity!));
    await act(async () => fireEvent.submit(form));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/en/carrello'));

    const items = useCart.getState().items;
    expect(items.map((item) => item.key)).toEqual(['old', expect.any(String), expect.any(String)]);
    for (const item of items.slice(1))
      expect(item).toMatchObject({
        id: 2012,
        tipo: 'visite_guidate',
        dettaglio: 'Underground Turin',
        prezzo: 1300,
        quantita: 1,
        data: '202706101000',
        lingua: 'en',
        tariffa: 'RID',
        accessorio: ['AUDIO'],
        convenzione: null,
      });
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('chooses the only language of a time by itself', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { container, go } = await mountIsland(mount, islandData('en', { ...choices }));
    await chooseDay(container);
    await act(async () => fireEvent.click(await radio(container, '202706101500')));
    await act(async () => fireEvent.submit(container.querySelector('form')!));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/en/carrello'));
    expect(useCart.getState().items).toEqual([
      expect.objectContaining({ data: '202706101500', lingua: 'it', prezzo: 1500, tariffa: 'INT' }),
    ]);
  });

  it('reads the places again every minute while in view, and keeps them when the answer fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const soldOut = {
      times: [{ ...choices.times[0]!, availability: 'full', remaining: 0, places: 0 }],
      days: [{ date: '2027-06-10', state: 'full', places: 0 }],
    };
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('upstream down', { status: 502 }))
      .mockResolvedValueOnce(Response.json({ times: 'not places' }))
      .mockResolvedValueOnce(Response.json(soldOut));
    vi.stubGlobal('fetch', fetch);
    const { container } = await mountIsland(
      mount,
      islandData('en', { ...choices, day: '2027-06-10' }),
    );
    const shown = () =>
      [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
        .map((input) => input.value)
        .filter((value) => /^\d{12}$/.test(value));
    expect(shown()).toEqual(['202706101000', '202706101500']);
    expect(fetch).not.toHaveBeenCalled();

    // A failed answer and one that is not a set of places keep the times shown.
    for (const calls of [1, 2]) {
      await act(async () => vi.advanceTimersByTime(AVAILABILITY_REFRESH_MS));
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(calls));
      expect(shown()).toEqual(['202706101000', '202706101500']);
    }
    expect(fetch).toHaveBeenCalledWith(
      '/en/acquista/visite-guidate/2012/posti',
      expect.objectContaining({ headers: { Accept: 'application/json' } }),
    );

    // Hidden, the page asks nothing.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => vi.advanceTimersByTime(AVAILABILITY_REFRESH_MS));
    expect(fetch).toHaveBeenCalledTimes(2);
    // Back in view, at once: the day is sold out now and says so.
    visibility.mockReturnValue('visible');
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await vi.waitFor(() => expect(shown()).toEqual(['202706101000']));
    expect(fetch).toHaveBeenCalledTimes(3);
    const time = container.querySelector<HTMLInputElement>('input[value="202706101000"]');
    expect(time?.disabled).toBe(true);
  });

  it('refuses island data without a tour', () => {
    expect(() => tourPropsOf(islandData('it', { ...choices, product: null }))).toThrow();
    expect(() => tourPropsOf(islandData('it', { ...choices, times: 'none' }))).toThrow();
    expect(tourPropsOf(islandData('it', { ...choices })).product.id).toBe(2012);
  });
});

describe('the cart lines of a tour', () => {
  it('are one per person at the rate’s price plus the extras', () => {
    const lines = tourLines(product, 'Torino sotterranea', {
      data: '202706101000',
      lingua: 'it',
      tariffa: '',
      convenzione: 'CRAL',
      accessorio: ['AUDIO'],
      quantita: 3,
    });
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((line) => line.key)).size).toBe(3);
    expect(lines[0]).toMatchObject({ prezzo: 1800, tariffa: null, convenzione: 'CRAL' });
  });
});
