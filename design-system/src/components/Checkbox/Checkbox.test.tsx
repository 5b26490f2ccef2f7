import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { comparableMarkup, renderBothWays } from '../private/renderBothWays';
import { Checkbox } from '.';

afterEach(cleanup);

describe('Checkbox', () => {
  it('is named by its label and submits its name when ticked', async () => {
    render(
      <form aria-label="Registrazione">
        <Checkbox name="privacy">Accetto l’informativa</Checkbox>
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: 'Accetto l’informativa' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    const form = screen.getByRole('form', { name: 'Registrazione' }) as HTMLFormElement;
    expect(new FormData(form).get('privacy')).toBe('on');
  });

  it('is described by its description and its error, which mark it invalid', () => {
    render(
      <Checkbox description="Serve per creare l’account." errorMessage="Accetta per continuare.">
        Accetto l’informativa
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Accetto l’informativa' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Serve per creare l’account. Accetta per continuare.');
  });

  it('keeps the same checkbox while its error comes and goes', async () => {
    function Agreement() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox
          isSelected={checked}
          onChange={setChecked}
          errorMessage={checked ? undefined : 'Accetta per continuare.'}
        >
          Accetto
        </Checkbox>
      );
    }
    render(<Agreement />);
    const box = screen.getByRole('checkbox', { name: 'Accetto' });
    await userEvent.click(box);
    expect(box).toHaveFocus();
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Accetta per continuare.')).toBeNull();
    await userEvent.keyboard(' ');
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription('Accetta per continuare.');
  });

  it('keeps its error line while valid when asked, so the error moves nothing below it', async () => {
    function Terms() {
      const [error, setError] = useState<string>();
      return (
        <div data-testid="terms">
          <Checkbox reserveErrorSpace errorMessage={error} onBlur={() => setError('Accetta.')}>
            Accetto le condizioni
          </Checkbox>
        </div>
      );
    }
    render(<Terms />);
    const wrapper = screen.getByTestId('terms');
    const box = screen.getByRole('checkbox', { name: 'Accetto le condizioni' });
    const line = wrapper.lastElementChild as HTMLElement;
    expect(wrapper.children).toHaveLength(2);
    expect(line).toHaveAttribute('aria-hidden', 'true');
    expect(box).not.toHaveAccessibleDescription();
    await userEvent.click(box);
    await userEvent.tab();
    expect(wrapper.children).toHaveLength(2);
    expect(wrapper.lastElementChild).toHaveTextContent('Accetta.');
    expect(box).toHaveAccessibleDescription('Accetta.');
  });
});

describe('Checkbox in native mode', () => {
  it.each<[string, ReactElement]>([
    ['plain', <Checkbox>J’accepte</Checkbox>],
    [
      'named, ticked, required, described',
      <Checkbox
        name="terms"
        value="yes"
        defaultSelected
        isRequired
        description="Conditions de vente."
      >
        J’accepte
      </Checkbox>,
    ],
    [
      'invalid, disabled',
      <Checkbox name="terms" errorMessage="Obligatoire" isDisabled>
        J’accepte
      </Checkbox>,
    ],
    [
      'indeterminate, kept error line',
      <Checkbox isIndeterminate reserveErrorSpace>
        Tout
      </Checkbox>,
    ],
  ])('is the same markup without react-aria (%s)', (_name, element) => {
    const { interactive, static: native } = renderBothWays(element, 'fr');
    expect(native).not.toContain('data-rac');
    expect(comparableMarkup(native)).toBe(comparableMarkup(interactive));
  });

  it('is a native checkbox the form submits and the browser requires', async () => {
    const { container } = render(
      <DesignSystemProvider locale="fr" interactive={false}>
        <form>
          <Checkbox name="terms" value="yes" isRequired description="Conditions de vente.">
            J’accepte
          </Checkbox>
        </form>
      </DesignSystemProvider>,
    );
    const form = container.querySelector('form')!;
    const box = screen.getByRole('checkbox', { name: 'J’accepte' });
    expect(box).toHaveAccessibleDescription('Conditions de vente.');
    expect(form.checkValidity()).toBe(false);
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(new FormData(form).get('terms')).toBe('yes');
    expect(form.checkValidity()).toBe(true);
  });
});
