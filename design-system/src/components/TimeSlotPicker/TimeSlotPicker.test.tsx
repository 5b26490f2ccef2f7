import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { comparableMarkup, renderBothWays } from '../private/renderBothWays';
import { TimeSlotPicker } from '.';
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
