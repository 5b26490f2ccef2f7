import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { comparableMarkup, renderBothWays } from '../private/renderBothWays';
import { Radio, RadioGroup } from '.';

afterEach(cleanup);

const visit = (props: Partial<Parameters<typeof RadioGroup>[0]> = {}) => (
  <RadioGroup label="Visite" {...props}>
    <Radio value="guided">Guidée</Radio>
    <Radio value="free">Libre</Radio>
    <Radio value="night" isDisabled>
      Nocturne
    </Radio>
  </RadioGroup>
);

describe('RadioGroup', () => {
  it.each<[string, ReactElement]>([
    ['plain', visit()],
    [
      'named, chosen, described, required',
      visit({ name: 'visit', defaultValue: 'free', description: 'Une seule.', isRequired: true }),
    ],
    [
      'horizontal, invalid',
      visit({ orientation: 'horizontal', errorMessage: 'Choisissez une visite' }),
    ],
    [
      'disabled, read-only, controlled',
      visit({ isDisabled: true, isReadOnly: true, value: 'guided' }),
    ],
  ])('is the same markup without react-aria (%s)', (_name, element) => {
    const { interactive, static: native } = renderBothWays(element, 'fr');
    expect(native).not.toContain('data-rac');
    expect(comparableMarkup(native)).toBe(comparableMarkup(interactive));
  });

  it('is a group of native radios the form submits, arrow keys choosing', async () => {
    const { container } = render(
      <DesignSystemProvider locale="fr" interactive={false}>
        <form>{visit({ name: 'visit', defaultValue: 'guided', description: 'Une seule.' })}</form>
      </DesignSystemProvider>,
    );
    const form = container.querySelector('form')!;
    const group = screen.getByRole('radiogroup', { name: 'Visite' });
    expect(group).toHaveAccessibleDescription('Une seule.');
    expect(screen.getByRole('radio', { name: 'Guidée' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Nocturne' })).toBeDisabled();
    expect(new FormData(form).get('visit')).toBe('guided');
    await userEvent.click(screen.getByRole('radio', { name: 'Libre' }));
    expect(new FormData(form).get('visit')).toBe('free');
  });

  it('lets the browser require a choice', () => {
    const { container } = render(
      <DesignSystemProvider locale="fr" interactive={false}>
        <form>{visit({ name: 'visit', isRequired: true })}</form>
      </DesignSystemProvider>,
    );
    const form = container.querySelector('form')!;
    expect(form.checkValidity()).toBe(false);
    (screen.getByRole('radio', { name: 'Libre' }) as HTMLInputElement).checked = true;
    expect(form.checkValidity()).toBe(true);
  });
});
