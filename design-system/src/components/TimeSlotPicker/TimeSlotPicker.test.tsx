import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { comparableMarkup, renderBothWays } from '../private/renderBothWays';
import { TimeSlotPicker, timeSlotPickerMessages } from '.';
import { setTimeSlotState } from './dom';
import type { TimeSlot } from '.';

afterEach(cleanup);

const slots: TimeSlot[] = [
  { id: 'a', start: '2026-06-01T09:00', end: '2026-06-01T10:00', availability: 'free' },
  { id: 'b', start: '10:00', end: '11:00', availability: 'full' },
  { id: 'c', start: '11:00', end: '12:00', availability: 'few', remaining: 3 },
  { id: 'd', start: '12:00', availability: 'queue' },
];

describe('TimeSlotPicker', () => {
  it('names each slot with its time and availability, disables full ones', () => {
    render(
      <DesignSystemProvider locale="en">
        <TimeSlotPicker label="Time" slots={slots} />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('radio', { name: /09:00–10:00\s*Available/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /10:00–11:00\s*Full/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /3 places left/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /12:00\s*Waiting queue/ })).toBeEnabled();
  });

  it('skips full slots with the arrow keys', async () => {
    const onChange = vi.fn();
    render(
      <DesignSystemProvider locale="it">
        <TimeSlotPicker label="Orario" slots={slots} onChange={onChange} />
      </DesignSystemProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: /09:00/ }));
    expect(onChange).toHaveBeenLastCalledWith('a');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('c');
  });
});

describe('TimeSlotPicker in native mode', () => {
  it.each<[string, ReactElement]>([
    [
      'slots',
      <TimeSlotPicker label="Créneau" name="slot" slots={slots} defaultValue="c" isRequired />,
    ],
    [
      'described, invalid',
      <TimeSlotPicker
        label="Créneau"
        slots={slots}
        description="Durée 1 h."
        errorMessage="Choisissez"
      />,
    ],
    ['no slots', <TimeSlotPicker label="Créneau" slots={[]} />],
  ])('is the same markup without react-aria (%s)', (_name, element) => {
    const { interactive, static: native } = renderBothWays(element, 'fr');
    expect(native).not.toContain('data-rac');
    expect(comparableMarkup(native)).toBe(comparableMarkup(interactive));
  });

  it('submits the chosen slot with the form; full slots cannot be chosen', async () => {
    const { container } = render(
      <DesignSystemProvider locale="en" interactive={false}>
        <form>
          <TimeSlotPicker label="Time" name="slot" slots={slots} isRequired />
        </form>
      </DesignSystemProvider>,
    );
    const form = container.querySelector('form')!;
    expect(form.checkValidity()).toBe(false);
    expect(screen.getByRole('radio', { name: /10:00–11:00\s*Full/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /12:00\s*Waiting queue/ }));
    expect(new FormData(form).get('slot')).toBe('d');
    expect(form.checkValidity()).toBe(true);
  });
});

describe('setTimeSlotState on native markup', () => {
  const slotsIn = (availability: 'free' | 'few' | 'full' | 'queue', remaining?: number) => (
    <DesignSystemProvider locale="en" interactive={false}>
      <TimeSlotPicker
        label="Time"
        name="data"
        defaultValue="202607021000"
        slots={[
          { id: '202607021000', start: '10:00', availability, remaining },
          { id: '202607021400', start: '14:00', availability: 'free' },
        ]}
      />
    </DesignSystemProvider>
  );
  const mount = (element: ReactElement) => {
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(element);
    document.body.append(container);
    return container;
  };
  const radioOf = (container: HTMLElement) =>
    container.querySelector<HTMLInputElement>('input[value="202607021000"]')!;

  it.each<[string, 'free' | 'few' | 'full' | 'queue', number | undefined]>([
    ['a few places left', 'few', 2],
    ['the waiting queue', 'queue', undefined],
    ['sold out', 'full', undefined],
    ['free again', 'free', undefined],
  ])('a slot read again as %s reads as the server renders it', (_name, availability, remaining) => {
    const page = mount(slotsIn(availability === 'free' ? 'few' : 'free', 1));
    const changed = vi.fn();
    page.addEventListener('change', changed);
    expect(
      setTimeSlotState(radioOf(page), { availability, remaining }, timeSlotPickerMessages.en),
    ).toBe(true);
    const expected = mount(slotsIn(availability, remaining));
    // The server's page chose the first time; a time that fills up is no longer chosen.
    if (availability === 'full') {
      expect(radioOf(page).checked).toBe(false);
      expect(changed).toHaveBeenCalledOnce();
      radioOf(expected).checked = false;
    }
    const label = (container: HTMLElement) => radioOf(container).closest('label')!;
    expect(label(page).textContent).toBe(label(expected).textContent);
    for (const attribute of ['data-availability', 'data-disabled'])
      expect(label(page).getAttribute(attribute)).toBe(label(expected).getAttribute(attribute));
    expect(radioOf(page).disabled).toBe(radioOf(expected).disabled);
    const hint = (container: HTMLElement) =>
      label(container).querySelector<HTMLElement>('[data-slot-hint]')!.hidden;
    expect(hint(page)).toBe(hint(expected));
  });

  it('leaves markup that is not a slot alone', () => {
    const input = document.createElement('input');
    expect(setTimeSlotState(input, { availability: 'full' }, timeSlotPickerMessages.en)).toBe(
      false,
    );
    expect(input.disabled).toBe(false);
  });
});
