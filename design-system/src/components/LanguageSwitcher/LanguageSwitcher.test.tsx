import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { comparableMarkup, renderBothWays } from '../private/renderBothWays';
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

describe('LanguageSwitcher codes', () => {
  it('shows each language as its code, named by the language in itself, in the page language', () => {
    const onSelect = vi.fn();
    render(
      <DesignSystemProvider locale="fr" interactive={false}>
        <LanguageSwitcher current="fr" hrefs={hrefs} variant="codes" onSelect={onSelect} />
      </DesignSystemProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Langue' });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(links.map((link) => link.textContent)).toEqual([
      'ITItaliano',
      'ENEnglish',
      'FRFrançais',
    ]);
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('lang', 'en-GB');
    expect(english).toHaveAttribute('href', hrefs.en);
    expect(english).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
    expect(nav.outerHTML).not.toContain('data-rac');
  });

  it('gives the same markup with and without react-aria', () => {
    const both = renderBothWays(
      <LanguageSwitcher current="it" hrefs={hrefs} variant="codes" listClassName="row" />,
      'it',
    );
    expect(comparableMarkup(both.static)).toBe(comparableMarkup(both.interactive));
    expect(both.static).toContain('class="row"');
  });

  it('tells which language was chosen', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <DesignSystemProvider locale="it">
        <LanguageSwitcher current="it" hrefs={hrefs} variant="codes" onSelect={onSelect} />
      </DesignSystemProvider>,
    );
    const english = screen.getByRole('link', { name: 'English' });
    english.addEventListener('click', (event) => event.preventDefault());
    await user.click(english);
    expect(onSelect).toHaveBeenCalledWith('en');
  });
});
