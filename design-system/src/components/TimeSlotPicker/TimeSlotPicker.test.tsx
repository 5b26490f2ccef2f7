import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
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
