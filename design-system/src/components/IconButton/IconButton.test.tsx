import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { comparableMarkup, renderBothWays } from '../private/renderBothWays';
import { IconButton } from '.';

afterEach(cleanup);

describe('IconButton', () => {
  it('is named by its label and hides its icon', async () => {
    const onPress = vi.fn();
    render(<IconButton icon="close" label="Chiudi" onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Chiudi' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledOnce();
  });
});

describe('IconButton in native mode', () => {
  it.each<[string, ReactElement]>([
    ['plain', <IconButton icon="close" label="Fermer" />],
    [
      'submit, variant, size',
      <IconButton icon="search" label="Rechercher" type="submit" variant="primary" size="lg" />,
    ],
    [
      'disabled, named',
      <IconButton icon="plus" label="Ajouter" isDisabled name="add" value="1" className="x" />,
    ],
  ])('is the same button without react-aria (%s)', (_name, element) => {
    const { interactive, static: native } = renderBothWays(element, 'fr');
    expect(native).not.toContain('data-rac');
    expect(comparableMarkup(native)).toBe(comparableMarkup(interactive));
  });

  it('renders a native button that submits its form', () => {
    const { container } = render(
      <DesignSystemProvider locale="fr" interactive={false}>
        <form>
          <IconButton icon="search" label="Rechercher" type="submit" name="go" value="1" />
        </form>
      </DesignSystemProvider>,
    );
    const submit = screen.getByRole('button', { name: 'Rechercher' });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit.closest('form')).toBe(container.querySelector('form'));
    expect(submit).not.toHaveAttribute('data-rac');
  });
});
