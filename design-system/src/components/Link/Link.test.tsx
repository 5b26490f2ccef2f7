import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { Button } from '../Button';
import { comparableMarkup, renderBothWays } from '../private/renderBothWays';
import { Link, isExternalHref } from '.';

afterEach(cleanup);

describe('isExternalHref', () => {
  it('treats absolute and protocol-relative addresses as external', () => {
    expect(isExternalHref('https://example.org/a')).toBe(true);
    expect(isExternalHref('http://example.org')).toBe(true);
    expect(isExternalHref('//cdn.example.org/x')).toBe(true);
  });
  it('keeps paths, fragments, mail and phone links inside', () => {
    expect(isExternalHref('/it/l/eventi/3')).toBe(false);
    expect(isExternalHref('#main')).toBe(false);
    expect(isExternalHref('mailto:info@example.org')).toBe(false);
    expect(isExternalHref('tel:+39011')).toBe(false);
  });
});

describe('Link', () => {
  it('opens external links in a new tab with a localized hint', () => {
    render(
      <DesignSystemProvider locale="fr">
        <Link href="https://example.org">Musée</Link>
      </DesignSystemProvider>,
    );
    const link = screen.getByRole('link', { name: /^Musée\s*\(s’ouvre dans un nouvel onglet\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps internal links in the same tab, without hint', () => {
    render(<Link href="/it/cerca">Cerca</Link>);
    const link = screen.getByRole('link', { name: 'Cerca' });
    expect(link).not.toHaveAttribute('target');
  });

  it('names file links by title and format', () => {
    render(
      <DesignSystemProvider locale="en">
        <Link href="/assets/abc" file={{ format: 'PDF', size: '2 MB' }}>
          Programme
        </Link>
      </DesignSystemProvider>,
    );
    expect(
      screen.getByRole('link', { name: /^Programme\s*\(PDF file, 2 MB\)$/ }),
    ).toBeInTheDocument();
  });

  it('navigates internal links through the provider router', async () => {
    const navigate = vi.fn();
    render(
      <DesignSystemProvider locale="it" navigate={navigate}>
        <Link href="/it/agenda">Agenda</Link>
      </DesignSystemProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Agenda' }));
    expect(navigate).toHaveBeenCalledWith('/it/agenda', undefined);
  });
});

describe('Link drawn as a button', () => {
  it('stays a link to its page, with the look of the Button of the same variant and size', () => {
    render(
      <>
        <Link href="/it/checkout" appearance="button" buttonVariant="secondary" size="lg">
          Vai alla cassa
        </Link>
        <Button variant="secondary" size="lg">
          Pulsante
        </Button>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Vai alla cassa' });
    expect(link).toHaveAttribute('href', '/it/checkout');
    const buttonClasses = screen.getByRole('button', { name: 'Pulsante' }).className.split(' ');
    expect(link.className.split(' ')).toEqual(expect.arrayContaining(buttonClasses));
  });

  it('waits while disabled: a press goes nowhere, and it says it is unavailable', async () => {
    const navigate = vi.fn();
    render(
      <DesignSystemProvider locale="it" navigate={navigate}>
        <Link href="/it/checkout" appearance="button" isDisabled>
          Vai alla cassa
        </Link>
      </DesignSystemProvider>,
    );
    const link = screen.getByRole('link', { name: 'Vai alla cassa' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    await userEvent.click(link);
    expect(click.defaultPrevented).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('gives the same markup with and without react-aria', () => {
    const both = renderBothWays(
      <Link href="/fr/carrello" appearance="button" buttonVariant="ghost">
        Panier
      </Link>,
      'fr',
    );
    expect(comparableMarkup(both.static)).toBe(comparableMarkup(both.interactive));
  });
});
