import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { comparableMarkup, renderBothWays } from '../private/renderBothWays';
import { List, ListItem } from '.';

afterEach(cleanup);

describe('List', () => {
  it('is a named list of its items, each carrying the caller’s attributes', () => {
    render(
      <List aria-label="Articoli nel carrello">
        <ListItem data-testid="cart-group">Torino Piemonte Card</ListItem>
        <ListItem data-testid="cart-group">Carta regalo</ListItem>
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Articoli nel carrello' });
    expect(list.tagName).toBe('UL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Torino Piemonte Card', 'Carta regalo']);
    expect(screen.getAllByTestId('cart-group')).toHaveLength(2);
  });

  it('is an ordered list when the order means something', () => {
    render(
      <List ordered aria-label="Passi">
        <ListItem>Scegli</ListItem>
      </List>,
    );
    expect(screen.getByRole('list', { name: 'Passi' }).tagName).toBe('OL');
  });

  it('gives the same markup with and without react-aria', () => {
    const both = renderBothWays(
      <List gap="lg" aria-label="Liste">
        <ListItem>Un</ListItem>
      </List>,
      'fr',
    );
    expect(comparableMarkup(both.static)).toBe(comparableMarkup(both.interactive));
  });
});
