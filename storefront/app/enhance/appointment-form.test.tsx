import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldErrorTemplate } from '@city/design-system';
import { AppointmentForm } from '../features/purchase/AppointmentForm';
import type { AppointmentChoices } from '../features/purchase/AppointmentForm';
import type { LivePlaces } from '../features/purchase/live-places';
import { localeMessages } from '../features/commerce/island-messages.testing';
import { type Lang, errorsOf, serverRendered, textAt } from './purchase-island.testing';
import { enhanceAppointmentForm, formAddress } from './appointment-form';

/*
 * The appointment pages' forms as the server renders them (two native GET forms that work without
 * JavaScript) and the day's times form as the page script runs it without React: checked with the
 * zod schema in the page's words before it leads to the queue step, its places read again.
 */

const choices: AppointmentChoices = {
  id: 2014,
  times: [
    {
      id: '202706101000',
      date: '2027-06-10',
      start: '10:00',
      end: '10:30',
      availability: 'few',
      remaining: 2,
      places: 2,
      languages: [],
    },
    {
      id: '202706101600',
      date: '2027-06-10',
      start: '16:00',
      availability: 'queue',
      places: 0,
      languages: [],
    },
  ],
  days: [
    { date: '2027-06-10', state: 'few', places: 2 },
    { date: '2027-06-12', state: 'full', places: 0 },
  ],
  day: '2027-06-10',
};

function page(lang: Lang, overrides: Partial<AppointmentChoices> = {}) {
  const container = serverRendered(
    lang,
    [
      'commerce.appointment',
      'commerce.fields',
      'commerce.calendar',
      'commerce.slots',
      'commerce.queue',
    ],
    <>
      <AppointmentForm {...choices} {...overrides} lang={lang} />
      <FieldErrorTemplate />
    </>,
  );
  document.body.append(container);
  const forms = container.querySelectorAll('form');
  return { container, dayForm: forms[0]!, form: forms[1] as HTMLFormElement | undefined };
}

const radio = (root: ParentNode, value: string) =>
  root.querySelector<HTMLInputElement>(`input[name="slot"][value="${value}"]`)!;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

describe('the forms the server renders', () => {
  it('are plain GET forms: the days lead to a day, the times to the queue step', () => {
    const { dayForm, form } = page('it');
    expect(dayForm.method).toBe('get');
    expect(dayForm.getAttribute('action')).toBe('/it/acquista/appuntamenti/2014');
    expect(dayForm.querySelector('button[value="2027-06-10"]')?.getAttribute('name')).toBe('data');
    expect(dayForm.querySelector<HTMLButtonElement>('button[value="2027-06-12"]')?.disabled).toBe(
      true,
    );
    expect(form?.method).toBe('get');
    expect(form?.getAttribute('action')).toBe('/it/acquista/appuntamenti/2014/2027-06-10/queue');
    // enabled and checked by the browser before the page script runs (and without it)
    expect(form?.noValidate).toBe(false);
    expect(form?.querySelector('fieldset[disabled], button[disabled]')).toBeNull();
    expect(radio(form!, '202706101000').required).toBe(true);
    const places = form!.querySelector<HTMLInputElement>('input[name="posti"]')!;
    expect([places.type, places.min, places.max, places.value]).toEqual(['number', '1', '10', '1']);
    // the sold-out time can be chosen: it leads into the waiting queue
    expect(radio(form!, '202706101600').disabled).toBe(false);
    expect(radio(form!, '202706101600').closest('label')?.textContent).toContain(
      textAt(localeMessages('it'), 'commerce.slots.queueHint') as string,
    );
    expect(form!.querySelector('[data-rac]')).toBeNull();
  });

  it('shows no times on the days’ page', () => {
    const { form, dayForm } = page('en', { day: null });
    expect(form).toBeUndefined();
    expect(dayForm.querySelector('[data-calendar-autofocus]')).toBeNull();
  });
});

describe('the times form run by the page script', () => {
  it('asks for a time in the page’s words, then opens the queue step with the choice', async () => {
    const { form, container } = page('fr');
    const go = vi.fn();
    enhanceAppointmentForm(form!, { go, messages: () => errorsOf('fr') });
    expect(form!.noValidate).toBe(true);

    fireEvent.submit(form!);
    const slotError = textAt(localeMessages('fr'), 'commerce.errors.slot') as string;
    await vi.waitFor(() => expect(container.textContent).toContain(slotError));
    expect(document.activeElement).toBe(radio(form!, '202706101000'));
    expect(go).not.toHaveBeenCalled();

    radio(form!, '202706101600').checked = true;
    form!.querySelector<HTMLInputElement>('input[name="posti"]')!.value = '11';
    fireEvent.submit(form!);
    const places = form!.querySelector<HTMLInputElement>('input[name="posti"]')!;
    await vi.waitFor(() => expect(places.getAttribute('aria-invalid')).toBe('true'));
    expect(container.textContent).not.toContain(slotError);
    expect(go).not.toHaveBeenCalled();

    places.value = '2';
    fireEvent.submit(form!);
    await vi.waitFor(() =>
      expect(go).toHaveBeenCalledWith(
        '/fr/acquista/appuntamenti/2014/2027-06-10/queue?slot=202706101600&posti=2',
      ),
    );
  });

  it('reads the places again every minute: a time that fills up shows its waiting queue', async () => {
    vi.useFakeTimers();
    const { form, dayForm } = page('en');
    const answer: LivePlaces = {
      times: [
        { ...choices.times[0]!, availability: 'queue', remaining: undefined, places: 0 },
        choices.times[1]!,
      ],
      days: [
        { date: '2027-06-10', state: 'queue', places: 0 },
        { date: '2027-06-12', state: 'free', places: 5 },
      ],
    };
    const readPlaces = vi.fn(() => Promise.resolve<unknown>(answer));
    const stop = enhanceAppointmentForm(form!, { readPlaces });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(readPlaces).toHaveBeenCalledWith(
      '/en/acquista/appuntamenti/2014/posti',
      expect.anything(),
    );
    const morning = radio(form!, '202706101000');
    expect(morning.disabled).toBe(false);
    expect(morning.closest('label')?.getAttribute('data-availability')).toBe('queue');
    expect(morning.closest('label')?.textContent).toContain(
      textAt(localeMessages('en'), 'commerce.slots.queue') as string,
    );
    // a day that has places again can be chosen
    expect(dayForm.querySelector<HTMLButtonElement>('button[value="2027-06-12"]')?.disabled).toBe(
      false,
    );
    stop();
    expect(form!.noValidate).toBe(false);
  });

  it('writes the address of a GET form as the browser does', () => {
    const { form } = page('it');
    radio(form!, '202706101000').checked = true;
    expect(formAddress(form!)).toBe(
      '/it/acquista/appuntamenti/2014/2027-06-10/queue?slot=202706101000&posti=1',
    );
  });

  it('leaves a form that is not an appointment’s alone', () => {
    const { form } = page('it');
    form!.removeAttribute('data-appointment-form');
    enhanceAppointmentForm(form!);
    expect(form!.noValidate).toBe(false);
  });
});
