import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { LanguageSwitcher } from './LanguageSwitcher';

afterEach(cleanup);

const hrefs = {
  it: '/it/visita/pianifica-la-tua-visita/uffici-del-turismo',
  en: '/en/visit/plan-your-trip/tourist-offices',
  fr: '/fr/decouvrir/preparer-ton-sejour/offices-de-tourisme',
};

describe('LanguageSwitcher', () => {
  it('lists the equivalent page in every language, named in itself, with the current one marked', () => {
    render(
      <DesignSystemProvider locale="en">
        <LanguageSwitcher current="en" hrefs={hrefs} variant="list" />
      </DesignSystemProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const italian = screen.getByRole('link', { name: 'Italiano' });
    expect(nav).toContainElement(italian);
    expect(italian).toHaveAttribute('href', hrefs.it);
    expect(italian.querySelector('[lang="it-IT"]')).toHaveTextContent('Italiano');
    const english = screen.getByRole('link', { name: /English/ });
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(english).toHaveAccessibleName('English (current language)');
    expect(screen.getByRole('link', { name: 'Français' })).not.toHaveAttribute('aria-current');
  });

  it('discloses the languages from a button and closes with Escape, giving focus back', async () => {
    const user = userEvent.setup();
    render(
      <DesignSystemProvider locale="it">
        <LanguageSwitcher current="it" hrefs={hrefs} />
      </DesignSystemProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Lingua: Italiano' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'English' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: /Italiano/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Français' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('reports the chosen language', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <LanguageSwitcher
        current="it"
        hrefs={{ it: '#it', en: '#en', fr: '#fr' }}
        variant="list"
        onSelect={onSelect}
      />,
    );
    await user.click(screen.getByRole('link', { name: 'Français' }));
    expect(onSelect).toHaveBeenCalledWith('fr');
  });
});
