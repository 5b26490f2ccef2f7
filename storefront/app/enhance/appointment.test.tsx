import { act } from 'react';
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AppointmentForm,
  CALENDAR_FOCUS_KEY,
  appointmentMessagePaths,
} from '../features/purchase/AppointmentForm';
import type { AppointmentChoices } from '../features/purchase/AppointmentForm';
import formSource from '../features/purchase/AppointmentForm.tsx?raw';
import liveSource from '../features/purchase/useLivePlaces.ts?raw';
import calendarSource from '../features/purchase/DayCalendar.tsx?raw';
import slotSource from '../features/purchase/slotLabels.ts?raw';
import holdSource from '../features/queue/HoldWatch.tsx?raw';
import islandSource from './appointment.tsx?raw';
import sharedSource from './purchase-form.tsx?raw';
import {
  describeIslandMessages,
  islandDataWith,
  islandTestEnvironment,
  mountIsland,
  serverRendered,
} from './purchase-island.testing';
import { appointmentPropsOf, chosenIn, mount } from './appointment';

/*
 * The appointment pages' form as an island: the server's HTML holds the calendar of days and, on
 * a day's page, the day's times as plain GET forms; the island runs the calendar (a day opens its
 * page, whose calendar then has the focus) and checks the times form before opening the queue
 * step. Nothing of it imports React Router.
 */

const choices: AppointmentChoices = {
  id: 7,
  times: [
    {
      id: '202706101000',
      date: '2027-06-10',
      start: '10:00',
      availability: 'queue',
      places: 0,
      languages: [],
    },
    {
      id: '202706101100',
      date: '2027-06-10',
      start: '11:00',
      availability: 'free',
      places: 12,
      languages: [],
    },
    {
      id: '202706121000',
      date: '2027-06-12',
      start: '10:00',
      availability: 'free',
      places: 12,
      languages: [],
    },
  ],
  days: [
    { date: '2027-06-10', state: 'free', places: 12 },
    { date: '2027-06-12', state: 'free', places: 12 },
  ],
  day: '2027-06-10',
};

const islandData = islandDataWith(appointmentMessagePaths);

describeIslandMessages('the appointment form’s messages', {
  paths: appointmentMessagePaths,
  sources: [formSource, liveSource, calendarSource, slotSource, holdSource, sharedSource],
  entry: islandSource,
  literal: [
    'commerce.appointment.timesOf',
    'commerce.appointment.queueHint',
    'commerce.fields.places',
    'commerce.queue.join',
    'commerce.calendar.title',
    'commerce.hold.timeLeft',
  ],
  templated: ['commerce.calendar.state'],
  // the zod schema's error keys
  alsoStrings: ['commerce.errors.required', 'commerce.errors.quantity'],
});

describe('the forms the server renders', () => {
  it('are plain GET forms: the days to their page, a day’s times to the queue step', () => {
    const container = serverRendered(
      'en',
      appointmentMessagePaths,
      <AppointmentForm {...choices} lang="en" go={() => undefined} />,
    );
    const [days, times] = [...container.querySelectorAll('form')];
    expect(days?.getAttribute('method')).toBe('get');
    expect(days?.getAttribute('action')).toBe('/en/acquista/appuntamenti/7');
    expect(days?.querySelector('button[name="data"][value="2027-06-12"]')).not.toBeNull();
    expect(times?.getAttribute('method')).toBe('get');
    expect(times?.getAttribute('action')).toBe('/en/acquista/appuntamenti/7/2027-06-10/queue');
    expect(
      [...times!.querySelectorAll<HTMLInputElement>('input[name="slot"]')].map((i) => i.value),
    ).toEqual(['202706101000', '202706101100']);
    expect(times?.querySelector('input[name="slot"]:disabled')).toBeNull();
    expect(times?.querySelector('input[name="posti"]')).not.toBeNull();
    // the status where a failed load of the island is said, after the fields
    expect([...container.querySelectorAll('[role="status"]')].at(-1)?.textContent).toBe('');
  });

  it('show no times on the days’ page', () => {
    const container = serverRendered(
      'it',
      appointmentMessagePaths,
      <AppointmentForm {...choices} day={null} lang="it" go={() => undefined} />,
    );
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(container.querySelector('input[name="slot"]')).toBeNull();
  });
});

describe('the appointment island', () => {
  islandTestEnvironment();
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('checks the times form, then opens the queue step of the chosen time', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { container, go } = await mountIsland(mount, islandData('en', { ...choices }));
    expect(document.documentElement.dataset.hydrated).toBe('true');
    const times = [...container.querySelectorAll('form')].at(-1)!;
    await act(async () => fireEvent.submit(times));
    await vi.waitFor(() => expect(container.textContent).toContain('Choose a time.'));
    expect(go).not.toHaveBeenCalled();
    const time = container.querySelector<HTMLInputElement>('input[value="202706101000"]');
    await act(async () => fireEvent.click(time!));
    await act(async () => fireEvent.submit(times));
    await vi.waitFor(() =>
      expect(go).toHaveBeenCalledWith(
        '/en/acquista/appuntamenti/7/2027-06-10/queue?slot=202706101000&posti=1',
      ),
    );
  });

  it('keeps a time and places chosen in the server’s form before it started', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const server = serverRendered(
      'en',
      appointmentMessagePaths,
      <AppointmentForm {...choices} lang="en" go={() => undefined} />,
    );
    server.querySelector<HTMLInputElement>('input[value="202706101100"]')!.checked = true;
    server.querySelector<HTMLInputElement>('input[name="posti"]')!.value = '3';
    expect(chosenIn(server)).toEqual({ slot: '202706101100', posti: 3 });
    server.querySelector<HTMLInputElement>('input[name="posti"]')!.value = '99';
    expect(chosenIn(server)).toEqual({ slot: '202706101100' });

    const { go } = await mountIsland(
      (container, data, onChange, open) => {
        container.innerHTML = server.innerHTML;
        container.querySelector<HTMLInputElement>('input[value="202706101100"]')!.checked = true;
        container.querySelector<HTMLInputElement>('input[name="posti"]')!.value = '3';
        return mount(container, data, onChange, open);
      },
      islandData('en', { ...choices }),
    );
    const times = [...document.querySelectorAll('form')].at(-1)!;
    await act(async () => fireEvent.submit(times));
    await vi.waitFor(() =>
      expect(go).toHaveBeenCalledWith(
        '/en/acquista/appuntamenti/7/2027-06-10/queue?slot=202706101100&posti=3',
      ),
    );
  });

  it('opens a day chosen on the calendar, whose page then puts the focus on it', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const first = await mountIsland(mount, islandData('en', { ...choices, day: null }));
    const day = await vi.waitFor(() => {
      const button = first.container.querySelector<HTMLElement>(
        '[role="grid"] [role="button"]:not([aria-disabled="true"])',
      );
      expect(button).not.toBeNull();
      return button!;
    });
    expect(day.textContent).toBe('10');
    await act(async () => fireEvent.click(day));
    expect(first.go).toHaveBeenCalledWith('/en/acquista/appuntamenti/7/2027-06-10');
    expect(sessionStorage.getItem(CALENDAR_FOCUS_KEY)).toBe(
      '/en/acquista/appuntamenti/7/2027-06-10',
    );

    document.body.innerHTML = '';
    const second = await mountIsland(mount, islandData('en', { ...choices }));
    await vi.waitFor(() =>
      expect(document.activeElement?.closest('[role="gridcell"]')?.textContent).toBe('10'),
    );
    expect(second.container.contains(document.activeElement)).toBe(true);
    // once only: the key is gone
    expect(sessionStorage.getItem(CALENDAR_FOCUS_KEY)).toBeNull();
  });

  it('refuses island data without an appointment', () => {
    expect(() => appointmentPropsOf(islandData('it', { ...choices, id: '7' }))).toThrow();
    expect(() => appointmentPropsOf(islandData('it', { ...choices, day: '10/06/2027' }))).toThrow();
    expect(() => appointmentPropsOf(islandData('it', { ...choices, days: null }))).toThrow();
    expect(appointmentPropsOf(islandData('it', { ...choices, day: null })).day).toBeNull();
  });
});
