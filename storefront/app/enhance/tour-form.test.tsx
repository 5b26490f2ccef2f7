import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldErrorTemplate } from '@city/design-system';
import { enhancers } from '@city/design-system/enhance';
import type { Listino } from '../lib/api/product';
import type { LivePlaces } from '../features/purchase/live-places';
import { TourForm } from '../features/purchase/TourForm';
import type { TourChoices } from '../features/purchase/TourForm';
import { TOUR_FORM } from '../features/purchase/form-parts';
import { parseTourSource, tourLines, tourValuesOf } from '../features/purchase/tour-lines';
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
import { enhanceTourForm } from './tour-form';

/*
 * The guided tour purchase form as the server renders it (a calendar form, then native fields,
 * disabled) and as the page script runs it without React: enabled, the chosen time's languages
 * and places, the places read again, checked with the zod schema (the real form check), one line
 * per person appended to the cart stored in this browser, the cart opened.
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
  convenzioni: [{ codice: 'CRAL', nome: { it: 'Cral', en: 'Staff club' } }],
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
    {
      id: '202708021000',
      date: '2027-08-02',
      start: '10:00',
      availability: 'free',
      places: null,
      languages: [],
    },
  ],
  days: [
    { date: '2027-06-10', state: 'few', places: 23 },
    { date: '2027-08-02', state: 'free', places: null },
  ],
  day: '2027-06-10',
  languages: ['fr'],
};

/** The server's page part, with the error-line prototypes the page renders. */
function page(lang: Lang, overrides: Partial<TourChoices> = {}) {
  const container = serverRendered(
    lang,
    [
      'commerce.purchase',
      'commerce.fields',
      'commerce.calendar',
      'commerce.slots',
      'commerce.languages',
    ],
    <>
      <TourForm {...choices} {...overrides} lang={lang} />
      <FieldErrorTemplate />
    </>,
  );
  document.body.append(container);
  const forms = container.querySelectorAll('form');
  return { container, dayForm: forms[0]!, form: forms[1] as HTMLFormElement | undefined };
}

const radio = (root: ParentNode, name: string, value: string) =>
  root.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;

/** Chooses a radio as a click does, with the change event the form listens to. */
const choose = (input: HTMLInputElement) => {
  input.checked = true;
  fireEvent.change(input);
};

/** Shown: not in a hidden block, its label not taken out of the layout. */
const visible = (input: HTMLInputElement) =>
  !input.closest('[hidden]') && input.closest('label')?.style.display !== 'none';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

describe('the page the server renders', () => {
  it('has the calendar as a form of its own whose days open the page on them', () => {
    const { dayForm, container } = page('en');
    expect(dayForm.method).toBe('get');
    expect(dayForm.getAttribute('action')).toBe('/en/acquista/visite-guidate/2012');
    const day = dayForm.querySelector<HTMLButtonElement>('button[value="2027-06-10"]')!;
    expect([day.type, day.name, day.disabled]).toEqual(['submit', 'data', false]);
    // every month of the tour is in the page, the chosen day's shown
    const months = [...dayForm.querySelectorAll<HTMLElement>('[data-calendar-month]')];
    expect(months.map((month) => [month.dataset.calendarMonth, month.hidden])).toEqual([
      ['2027-06', false],
      ['2027-07', true],
      ['2027-08', true],
    ]);
    expect(dayForm.querySelector('[data-calendar-autofocus]')).not.toBeNull();
    expect(container.querySelector('[data-rac]')).toBeNull();
  });

  it('has no purchase form before a day is chosen, and shows the month asked for', () => {
    const { form, dayForm, container } = page('it', { day: null, month: '2027-08-01' });
    expect(form).toBeUndefined();
    expect(container.textContent).toContain(
      textAt(localeMessages('it'), 'commerce.calendar.chooseFirst') as string,
    );
    const shown = dayForm.querySelector<HTMLElement>('[data-calendar-month]:not([hidden])');
    expect(shown?.dataset.calendarMonth).toBe('2027-08');
    expect(dayForm.querySelector('[data-calendar-autofocus]')).toBeNull();
  });

  it('has the day’s times, the languages, rates, extras, agreement and quantity, disabled', () => {
    const { form } = page('en');
    expect(form?.querySelector('fieldset')?.disabled).toBe(true);
    expect(form?.dataset.formCheck).toBe('tour');
    expect(form?.getAttribute('action')).toBe('/en/carrello');
    const times = [...form!.querySelectorAll<HTMLInputElement>('input[name="data"]')];
    expect(times.map((time) => time.value)).toEqual(['202706101000', '202706101500']);
    expect(times[0]!.closest('label')?.textContent).toMatch(/10:00.*3/);
    // the languages of both times of the day (one names its own, the other the tour's)
    const languages = [...form!.querySelectorAll<HTMLInputElement>('input[name="lingua"]')];
    expect(languages.map((language) => language.value)).toEqual(['it', 'en', 'fr']);
    expect(visible(languages[0]!)).toBe(false);
    expect(radio(form!, 'tariffa', 'INT').checked).toBe(true);
    expect(radio(form!, 'accessorio', 'AUDIO').type).toBe('checkbox');
    expect(form!.querySelector('select[name="convenzione"]')).not.toBeNull();
    const quantity = form!.querySelector<HTMLInputElement>('input[name="quantita"]')!;
    expect([quantity.type, quantity.min, quantity.max, quantity.value]).toEqual([
      'number',
      '1',
      '20',
      '1',
    ]);
    expect(parseTourSource(form!.getAttribute(TOUR_FORM))).toMatchObject({
      id: 2012,
      name: 'Underground Turin',
      rates: { INT: 1500, RID: 1000 },
      extras: { AUDIO: 300 },
      placesUrl: '/en/acquista/visite-guidate/2012/posti',
    });
  });
});

describe('the form run by the page script', () => {
  it('shows a time’s languages, asks for what is missing, then adds a line per person', async () => {
    storeCart([storedLine]);
    const { form, container } = page('en');
    const go = vi.fn();
    enhanceTourForm(form!, { go, messages: () => errorsOf('en') });
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(form!.querySelector('fieldset')?.disabled).toBe(false);

    // Nothing chosen: the time is asked for, and the focus goes to it.
    fireEvent.submit(form!);
    await vi.waitFor(() =>
      expect(form!.querySelector('[role="radiogroup"]')?.getAttribute('aria-invalid')).toBe('true'),
    );
    const slotError = textAt(localeMessages('en'), 'commerce.errors.slot') as string;
    expect(container.textContent).toContain(slotError);
    expect(document.activeElement).toBe(radio(form!, 'data', '202706101000'));
    expect(go).not.toHaveBeenCalled();

    // The 10:00 time is held in Italian and English, with three places left.
    choose(radio(form!, 'data', '202706101000'));
    expect(visible(radio(form!, 'lingua', 'it'))).toBe(true);
    expect(visible(radio(form!, 'lingua', 'en'))).toBe(true);
    expect(visible(radio(form!, 'lingua', 'fr'))).toBe(false);
    expect(radio(form!, 'lingua', 'fr').disabled).toBe(true);
    expect(form!.querySelector<HTMLInputElement>('input[name="quantita"]')!.max).toBe('3');
    fireEvent.submit(form!);
    await vi.waitFor(() => expect(container.textContent).not.toContain(slotError));
    expect(document.activeElement).toBe(radio(form!, 'lingua', 'it'));
    expect(go).not.toHaveBeenCalled();

    choose(radio(form!, 'lingua', 'en'));
    choose(radio(form!, 'tariffa', 'RID'));
    radio(form!, 'accessorio', 'AUDIO').checked = true;
    form!.querySelector<HTMLSelectElement>('select[name="convenzione"]')!.value = 'CRAL';
    form!.querySelector<HTMLInputElement>('input[name="quantita"]')!.value = '2';
    fireEvent.submit(form!);
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/en/carrello'));
    const items = storedItems() as Array<Record<string, unknown>>;
    expect(items.map((item) => item.key)).toEqual(['old', expect.any(String), expect.any(String)]);
    expect(items[1]).toMatchObject({
      id: 2012,
      tipo: 'visite_guidate',
      dettaglio: 'Underground Turin',
      prezzo: 1300,
      quantita: 1,
      data: '202706101000',
      tariffa: 'RID',
      accessorio: ['AUDIO'],
      convenzione: 'CRAL',
      lingua: 'en',
    });
  });

  it('chooses the only language of a time by itself', async () => {
    const { form } = page('fr');
    const go = vi.fn();
    enhanceTourForm(form!, { go, messages: () => errorsOf('fr') });
    choose(radio(form!, 'data', '202706101500'));
    expect(radio(form!, 'lingua', 'fr').checked).toBe(true);
    expect(visible(radio(form!, 'lingua', 'it'))).toBe(false);
    fireEvent.submit(form!);
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/fr/carrello'));
    expect(storedItems()).toEqual([
      expect.objectContaining({ data: '202706101500', lingua: 'fr', prezzo: 1500, tariffa: 'INT' }),
    ]);
  });

  it('reads the places again every minute while in view, and keeps them when the answer fails', async () => {
    vi.useFakeTimers();
    const { form, dayForm } = page('en');
    const answers: unknown[] = [
      null,
      {
        times: [
          { ...choices.times[0]!, availability: 'full', remaining: undefined, places: 0 },
          { ...choices.times[1]!, availability: 'few', remaining: 2, places: 2 },
          choices.times[2]!,
        ],
        days: [
          { date: '2027-06-10', state: 'few', places: 2 },
          { date: '2027-08-02', state: 'full', places: 0 },
        ],
      } satisfies LivePlaces,
    ];
    const readPlaces = vi.fn(() => Promise.resolve(answers.shift()));
    const stop = enhanceTourForm(form!, { readPlaces, messages: () => errorsOf('en') });
    choose(radio(form!, 'data', '202706101000'));

    await vi.advanceTimersByTimeAsync(60_000);
    expect(readPlaces).toHaveBeenCalledWith(
      '/en/acquista/visite-guidate/2012/posti',
      expect.anything(),
    );
    // a failed answer keeps what is shown
    expect(radio(form!, 'data', '202706101000').disabled).toBe(false);
    expect(radio(form!, 'data', '202706101000').checked).toBe(true);

    await vi.advanceTimersByTimeAsync(60_000);
    const first = radio(form!, 'data', '202706101000');
    expect(first.disabled).toBe(true);
    expect(first.checked).toBe(false);
    expect(first.closest('label')?.textContent).toContain(
      textAt(localeMessages('en'), 'commerce.slots.full') as string,
    );
    expect(radio(form!, 'data', '202706101500').closest('label')?.textContent).toMatch(/2/);
    // no time chosen any more: no language asked
    expect(visible(radio(form!, 'lingua', 'it'))).toBe(false);
    const august = dayForm.querySelector<HTMLButtonElement>('button[value="2027-08-02"]')!;
    expect(august.disabled).toBe(true);
    expect(august.getAttribute('aria-disabled')).toBe('true');

    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(readPlaces).toHaveBeenCalledTimes(2);
  });

  it('adds the lines as they are when the check cannot be loaded (the shop checks them)', async () => {
    const { form } = page('it');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const go = vi.fn();
    enhanceTourForm(form!, { go, load: () => Promise.reject(new Error('offline')) });
    choose(radio(form!, 'data', '202706101500'));
    fireEvent.submit(form!);
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/it/carrello'));
    expect(storedItems()).toEqual([expect.objectContaining({ lingua: 'fr', prezzo: 1500 })]);
    warn.mockRestore();
  });

  it('leaves a form without a readable source alone', () => {
    const { form } = page('en');
    form!.setAttribute(TOUR_FORM, '{"id":"x"}');
    enhanceTourForm(form!);
    expect(form!.querySelector('fieldset')?.disabled).toBe(true);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
  });

  it('keeps the calendar’s focus on the chosen day once the calendar runs', async () => {
    const { dayForm } = page('en');
    const root = dayForm.querySelector<HTMLElement>('[data-enhance="calendar"]')!;
    const { default: enhanceCalendar } = await enhancers.calendar!();
    enhanceCalendar(root);
    expect(document.activeElement).toBe(
      dayForm.querySelector<HTMLButtonElement>('button[value="2027-06-10"]'),
    );
    expect(root.getAttribute('role')).toBe('application');
  });
});

describe('the cart lines of a tour', () => {
  it('are one per person at the rate’s price plus the extras, from what the form sends', () => {
    const { form } = page('it');
    const source = parseTourSource(form!.getAttribute(TOUR_FORM))!;
    const data = new FormData();
    for (const [name, value] of [
      ['data', '202706101000'],
      ['lingua', 'it'],
      ['convenzione', 'none'],
      ['accessorio', 'AUDIO'],
      ['accessorio', 'UNKNOWN'],
      ['quantita', '3'],
    ] as const)
      data.append(name, value);
    const lines = tourLines(source, tourValuesOf(data));
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((line) => line.key)).size).toBe(3);
    // no rate: the tour's price; an unknown extra costs nothing here (the shop refuses it)
    expect(lines[0]).toMatchObject({ prezzo: 1800, tariffa: null, convenzione: null });
  });
});
