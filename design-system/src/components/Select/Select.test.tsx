import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { renderBothWays } from '../private/renderBothWays';
import { NativeSelect, Select } from '.';
import type { SelectOption } from '.';

afterEach(cleanup);

const languages: SelectOption[] = [
  { id: 'it', label: 'Italien' },
  { id: 'en', label: 'Anglais' },
  { id: 'de', label: 'Allemand', isDisabled: true },
];

/**
 * What a form gets from the markup's <select> (react-aria's hidden one in interactive mode, which
 * leaves disabled options enabled: its listbox disables them) and how the field is described.
 */
function selectFacts(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const select = container.querySelector('select')!;
  const describedBy = (
    container.querySelector('[aria-describedby]')?.getAttribute('aria-describedby') ?? ''
  )
    .split(' ')
    .map((id) => (id ? container.querySelector(`[id="${id}"]`)?.textContent : undefined))
    .filter(Boolean);
  const facts = {
    name: select.name,
    required: select.required,
    value: select.value,
    options: Array.from(select.options)
      .filter((option) => option.value !== '')
      .map((option) => [option.value, option.textContent]),
    label: container.querySelector('label, span[id]')!.textContent,
    description: describedBy,
  };
  container.remove();
  return facts;
}

describe('Select', () => {
  it.each<[string, ReactElement]>([
    ['nothing chosen', <Select label="Langue" name="language" options={languages} />],
    [
      'chosen, required, described',
      <Select
        label="Langue"
        name="language"
        options={languages}
        defaultSelectedKey="en"
        isRequired
        description="Langue de la visite guidée."
      />,
    ],
    [
      'invalid',
      <Select label="Langue" name="language" options={languages} errorMessage="Choisissez" />,
    ],
  ])(
    'submits and describes the same choice in both modes, as a native <select> without react-aria (%s)',
    (_name, element) => {
      const { interactive, static: native } = renderBothWays(element, 'fr');
      expect(native).not.toContain('data-rac');
      expect(native).not.toContain('aria-haspopup');
      expect(selectFacts(native)).toEqual(selectFacts(interactive));
    },
  );

  it('is a labelled native select the form submits and the browser validates', () => {
    const { container } = render(
      <DesignSystemProvider locale="fr" interactive={false}>
        <form>
          <Select
            label="Langue"
            name="language"
            options={languages}
            isRequired
            description="Langue de la visite guidée."
          />
        </form>
      </DesignSystemProvider>,
    );
    const form = container.querySelector('form')!;
    const select = screen.getByRole('combobox', { name: /Langue/ }) as HTMLSelectElement;
    expect(select).toHaveAccessibleDescription('Langue de la visite guidée.');
    expect(within(select).getByRole('option', { name: 'Sélectionner un élément' })).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'Allemand' })).toBeDisabled();
    expect(form.checkValidity()).toBe(false);
    select.value = 'it';
    expect(form.checkValidity()).toBe(true);
    expect(new FormData(form).get('language')).toBe('it');
  });

  it('marks an external error on the native select and shows it', () => {
    render(
      <DesignSystemProvider locale="en" interactive={false}>
        <Select label="Language" options={languages} errorMessage="Choose a language" />
      </DesignSystemProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a language');
  });

  it('renders, as NativeSelect, what the Select renders in native mode, in any mode of the page', () => {
    const props = {
      label: 'Langue',
      name: 'language',
      options: languages,
      isRequired: true,
      description: 'Langue de la visite guidée.',
      errorMessage: 'Choisissez',
      defaultSelectedKey: 'en',
    };
    const select = renderBothWays(<Select {...props} />, 'fr').static;
    const own = renderBothWays(<NativeSelect {...props} />, 'fr');
    expect(own.static).toBe(select);
    expect(own.interactive).toBe(select);
    expect(select).not.toContain('data-rac');
  });
});
