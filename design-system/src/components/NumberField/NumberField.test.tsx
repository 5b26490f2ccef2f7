import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { comparableMarkup, enhancedMarkup, renderBothWays } from '../private/renderBothWays';
import enhanceNumberField from './enhance';
import { NumberField } from '.';

afterEach(cleanup);

/**
 * react-aria's markup turned into the native fallback's, by its documented differences: the
 * input is a native number input (min, max, step, name) instead of a text input with a number
 * role description, no hidden input carries the value, and the group does not repeat the
 * input's aria-invalid (not an attribute of the group role).
 */
function asNativeFallback(html: string, limits: Record<string, string>): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const hidden = template.content.querySelector<HTMLInputElement>('input[type="hidden"]');
  const input = template.content.querySelector<HTMLInputElement>('input:not([type="hidden"])')!;
  for (const name of ['aria-roledescription', 'autocorrect', 'inputmode', 'spellcheck'])
    input.removeAttribute(name);
  input.type = 'number';
  template.content.querySelector('[role="group"]')!.removeAttribute('aria-invalid');
  for (const [name, value] of Object.entries(limits)) input.setAttribute(name, value);
  if (hidden) {
    input.setAttribute('name', hidden.name);
    hidden.remove();
  }
  return template.innerHTML;
}

describe('NumberField', () => {
  it.each<[string, ReactElement, Record<string, string>]>([
    [
      'quantity',
      <NumberField label="Billets" name="tickets" maxValue={10} defaultValue={2} />,
      { min: '0', max: '10' },
    ],
    [
      'described, required, stepped',
      <NumberField
        label="Personnes"
        name="people"
        description="Groupe de 10 au plus."
        minValue={1}
        step={1}
        isRequired
      />,
      { min: '1', step: '1' },
    ],
    [
      'invalid, disabled',
      <NumberField label="Billets" name="n" errorMessage="Trop" isDisabled defaultValue={3} />,
      { min: '0' },
    ],
  ])('differs from react-aria only by its native number input (%s)', (_name, element, limits) => {
    const { interactive, static: native } = renderBothWays(element, 'fr');
    expect(native).not.toContain('data-rac');
    expect(comparableMarkup(enhancedMarkup(native, enhanceNumberField))).toBe(
      comparableMarkup(asNativeFallback(interactive, limits)),
    );
  });

  it('submits its value with a plain form and lets the browser check the range', () => {
    const { container } = render(
      <DesignSystemProvider locale="fr" interactive={false}>
        <form>
          <NumberField label="Billets" name="tickets" minValue={1} maxValue={4} defaultValue={2} />
        </form>
      </DesignSystemProvider>,
    );
    const form = container.querySelector('form')!;
    const input = screen.getByRole('spinbutton', { name: 'Billets' }) as HTMLInputElement;
    expect(new FormData(form).get('tickets')).toBe('2');
    input.value = '7';
    expect(input.validity.rangeOverflow).toBe(true);
    expect(form.checkValidity()).toBe(false);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('steps with its buttons once enhanced, disabled at the limits', async () => {
    const { container } = render(
      <DesignSystemProvider locale="en" interactive={false}>
        <NumberField label="Tickets" name="tickets" minValue={1} maxValue={3} defaultValue={2} />
      </DesignSystemProvider>,
    );
    const undo = enhanceNumberField(
      container.querySelector<HTMLElement>('[data-enhance="number-field"]')!,
    );
    const input = screen.getByRole('spinbutton', { name: 'Tickets' });
    const up = screen.getByRole('button', { name: 'Increase Tickets' });
    const down = screen.getByRole('button', { name: 'Decrease Tickets' });
    await userEvent.click(up);
    expect(input).toHaveValue(3);
    expect(up).toBeDisabled();
    await userEvent.click(down);
    await userEvent.click(down);
    expect(input).toHaveValue(1);
    expect(down).toBeDisabled();
    expect(up).toBeEnabled();
    undo?.();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
