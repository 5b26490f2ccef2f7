import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HiddenField } from '.';

afterEach(cleanup);

describe('HiddenField', () => {
  it('is sent with its form and is neither shown nor announced', () => {
    const { container } = render(
      <form aria-label="Fascia oraria">
        <HiddenField name="slot_id_0" value={42} />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Fascia oraria' }) as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({ slot_id_0: '42' });
    expect(container.textContent).toBe('');
    expect(form.querySelector('input')).toHaveAttribute('type', 'hidden');
  });
});
