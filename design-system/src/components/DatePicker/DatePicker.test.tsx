import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { renderBothWays } from '../private/renderBothWays';
import { DatePicker, parseDate } from '.';

afterEach(cleanup);

/** What the form submits and how the field is labelled and described, from the markup. */
function dateFacts(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  const submitted = Array.from(container.querySelectorAll<HTMLInputElement>('input[name]'))
    .filter((input) => !input.hasAttribute('form'))
    .map((input) => [input.name, input.value, input.required]);
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
