import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { renderBothWays } from '../private/renderBothWays';
import { DatePicker, parseDate, parseDateTime } from '.';

afterEach(cleanup);

/** What the form submits and how the field is labelled and described, from the markup. */
function dateFacts(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  // A wall-clock value with its time, read alike whether it was written with seconds or not.
  const read = (value: string) => (value.includes('T') ? parseDateTime(value).toString() : value);
  const submitted = Array.from(container.querySelectorAll<HTMLInputElement>('input[name]'))
    .filter((input) => !input.hasAttribute('form'))
    .map((input) => [input.name, read(input.value), input.required]);
  const text = (ids: string | null) =>
    (ids ?? '')
      .split(' ')
      .map((id) => (id ? container.querySelector(`[id="${id}"]`)?.textContent : undefined))
      .filter(Boolean);
  const described = container.querySelector('[aria-describedby]');
  return {
    submitted,
    label: container.querySelector('label, span[id]')?.textContent,
    description: text(described?.getAttribute('aria-describedby') ?? null),
  };
}

describe('DatePicker in native mode', () => {
  it.each<[string, ReactElement]>([
    [
      'chosen, limited, required',
      <DatePicker
        label="Date"
        name="date"
        defaultValue={parseDate('2026-06-10')}
        minValue={parseDate('2026-06-03')}
        maxValue={parseDate('2026-12-31')}
        isRequired
        description="Jour de la visite."
      />,
    ],
    ['empty, invalid', <DatePicker label="Date" name="date" errorMessage="Date passée" />],
  ])('submits the same date, labelled and described alike (%s)', (_name, element) => {
    const { interactive, static: native } = renderBothWays(element, 'fr');
    expect(native).not.toContain('data-rac');
    expect(native).toContain('type="date"');
    expect(dateFacts(native)).toEqual(dateFacts(interactive));
  });

  it.each<[string, ReactElement]>([
    [
      'a start to the minute',
      <DatePicker
        label="Inizio"
        name="inizio"
        granularity="minute"
        hourCycle={24}
        defaultValue={parseDateTime('2026-12-05T10:30')}
        isRequired
        description="Ora della città."
      />,
    ],
    [
      'empty, invalid, keeping the line',
      <DatePicker
        label="Inizio"
        name="inizio"
        granularity="minute"
        errorMessage="Data non valida"
        reserveErrorSpace
      />,
    ],
    [
      'a time value without a granularity',
      <DatePicker label="Inizio" name="inizio" defaultValue={parseDateTime('2026-12-05T08:05')} />,
    ],
  ])(
    'with a time: submits the same wall-clock value, labelled and described alike (%s)',
    (_name, element) => {
      const { interactive, static: native } = renderBothWays(element, 'it');
      expect(native).not.toContain('data-rac');
      expect(native).toContain('type="datetime-local"');
      expect(dateFacts(native)).toEqual(dateFacts(interactive));
    },
  );

  it('with a time: the browser’s date and time input, to the minute or the second', () => {
    const { container } = render(
      <DesignSystemProvider locale="it" interactive={false}>
        <form>
          <DatePicker
            label="Inizio"
            name="inizio"
            granularity="minute"
            defaultValue={parseDateTime('2026-12-05T10:30')}
            minValue={parseDateTime('2026-12-01T00:00')}
          />
          <DatePicker
            label="Fine"
            name="fine"
            granularity="second"
            defaultValue={parseDateTime('2026-12-05T11:30:15')}
          />
          <DatePicker
            label="Ora"
            name="ora"
            granularity="hour"
            defaultValue={parseDateTime('2026-12-05T11:00')}
          />
        </form>
      </DesignSystemProvider>,
    );
    const start = screen.getByLabelText('Inizio');
    expect(start).toHaveAttribute('type', 'datetime-local');
    expect(start).toHaveAttribute('min', '2026-12-01T00:00');
    expect(start).not.toHaveAttribute('step');
    expect(screen.getByLabelText('Fine')).toHaveAttribute('step', '1');
    expect(screen.getByLabelText('Ora')).toHaveAttribute('step', '3600');
    expect(Object.fromEntries(new FormData(container.querySelector('form')!))).toEqual({
      inizio: '2026-12-05T10:30',
      fine: '2026-12-05T11:30:15',
      ora: '2026-12-05T11:00',
    });
  });

  it('is the browser’s date input with min and max, validated and submitted by the form', () => {
    const { container } = render(
      <DesignSystemProvider locale="fr" interactive={false}>
        <form>
          <DatePicker
            label="Date"
            name="date"
            minValue={parseDate('2026-06-03')}
            maxValue={parseDate('2026-12-31')}
            isRequired
            description="Jour de la visite."
          />
        </form>
      </DesignSystemProvider>,
    );
    const form = container.querySelector('form')!;
    const input = screen.getByLabelText(/Date/) as HTMLInputElement;
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2026-06-03');
    expect(input).toHaveAttribute('max', '2026-12-31');
    expect(input).toHaveAccessibleDescription('Jour de la visite.');
    expect(form.checkValidity()).toBe(false);
    input.value = '2026-07-01';
    expect(form.checkValidity()).toBe(true);
    expect(new FormData(form).get('date')).toBe('2026-07-01');
  });
});
