import { cleanup, render, screen } from '@testing-library/react';
import { Link, useLocale as useAriaLocale } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from './DesignSystemProvider';
import { useBuiltInMessages, useLocale, useThemeClassName } from './hooks';
import { isLocale, localeTag, locales } from './locales';

const catalog = {
  it: { close: 'Chiudi', next: 'Avanti' },
  en: { close: 'Close', next: 'Next' },
  fr: { close: 'Fermer', next: 'Suivant' },
} as const;

function Probe({ overrides }: { overrides?: { close?: string } }) {
  const messages = useBuiltInMessages(catalog, overrides);
  const aria = useAriaLocale();
  return (
    <p data-testid="probe" data-theme={useThemeClassName() ?? ''}>
      {useLocale()} {aria.locale} {messages.close} {messages.next}
    </p>
  );
}

afterEach(cleanup);

describe('locales', () => {
  it('maps each locale to the language tag of the spec', () => {
    expect(locales).toEqual(['it', 'en', 'fr']);
    expect(locales.map(localeTag)).toEqual(['it-IT', 'en-GB', 'fr-FR']);
  });

  it('recognises only the three locales', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('DesignSystemProvider', () => {
  it('defaults to Italian labels without a provider', () => {
    render(<Probe />);
    const text = screen.getByTestId('probe').textContent ?? '';
    expect(text.startsWith('it ')).toBe(true);
    expect(text.endsWith('Chiudi Avanti')).toBe(true);
  });

  it.each([
    ['it', 'it it-IT Chiudi Avanti'],
    ['en', 'en en-GB Close Next'],
    ['fr', 'fr fr-FR Fermer Suivant'],
  ] as const)('gives %s to built-in messages and react-aria', (locale, text) => {
    render(
      <DesignSystemProvider locale={locale}>
        <Probe />
      </DesignSystemProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe(text);
  });

  it('lets overrides replace a built-in label and ignores undefined ones', () => {
    const { rerender } = render(
      <DesignSystemProvider locale="en">
        <Probe overrides={{ close: 'Dismiss' }} />
      </DesignSystemProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('en en-GB Dismiss Next');
    rerender(
      <DesignSystemProvider locale="en">
        <Probe overrides={{ close: undefined }} />
      </DesignSystemProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('en en-GB Close Next');
  });

  it('wraps children in the theme class with the language when a theme is given', () => {
    const { container } = render(
      <DesignSystemProvider locale="fr" themeClassName="theme-regione">
        <Probe />
      </DesignSystemProvider>,
    );
    const wrapper = container.firstElementChild;
    expect(wrapper?.className).toBe('theme-regione');
    expect(wrapper?.getAttribute('lang')).toBe('fr-FR');
    expect(screen.getByTestId('probe').dataset.theme).toBe('theme-regione');
  });

  it('renders no wrapper without a theme class', () => {
    const { container } = render(
      <DesignSystemProvider locale="it">
        <p>testo</p>
      </DesignSystemProvider>,
    );
    expect(container.firstElementChild?.tagName).toBe('P');
  });

  it('routes library links through the given navigate function', () => {
    const navigate = vi.fn();
    render(
      <DesignSystemProvider locale="it" navigate={navigate} useHref={(href) => `/base${href}`}>
        <Link href="/it/eventi">Eventi</Link>
      </DesignSystemProvider>,
    );
    const link = screen.getByRole('link', { name: 'Eventi' });
    expect(link.getAttribute('href')).toBe('/base/it/eventi');
    link.click();
    expect(navigate).toHaveBeenCalledWith('/it/eventi', undefined);
  });
});
