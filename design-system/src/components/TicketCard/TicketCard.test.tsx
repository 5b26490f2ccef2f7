import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { TicketCard, safeQrSource } from '.';

afterEach(cleanup);

const qr = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';

describe('TicketCard', () => {
  it('names the ticket, says its state in words and shows the QR as an image with its code', () => {
    render(
      <TicketCard
        title="Museo Egizio"
        code="7K2Q-9XZ4-M3PA-44TR"
        qr={qr}
        qrLabel="Codice QR del biglietto 7K2Q-9XZ4-M3PA-44TR"
        state="valid"
        stateLabel="Valido"
        details={[{ id: 'rate', term: 'Tariffa', details: 'Intero' }]}
      />,
    );
    const card = screen.getByRole('article', { name: 'Museo Egizio' });
    expect(card).toHaveTextContent('Valido');
    expect(screen.getByRole('img', { name: /7K2Q-9XZ4-M3PA-44TR/ })).toHaveAttribute('src', qr);
    expect(card.querySelector('code')).toHaveTextContent('7K2Q-9XZ4-M3PA-44TR');
    expect(screen.getByText('Tariffa').closest('div')).toHaveTextContent('Intero');
  });

  it('marks a used ticket as such', () => {
    render(
      <TicketCard title="Visita" code="A" qrLabel="QR" state="used" stateLabel="Usato" qr={qr} />,
    );
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'used');
    expect(screen.getByRole('article')).toHaveTextContent('Usato');
  });

  it('never renders a QR that is not an image data URL', () => {
    render(
      <TicketCard
        title="X"
        code="A"
        qrLabel="QR"
        state="valid"
        stateLabel="Valido"
        qr="javascript:alert(1)"
      />,
    );
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('safeQrSource', () => {
  it('accepts only svg or png data URLs', () => {
    expect(safeQrSource(qr)).toBe(qr);
    expect(safeQrSource('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeQrSource('data:text/html,<script>')).toBeNull();
    expect(safeQrSource('https://example.org/qr.svg')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (value) => {
        const out = safeQrSource(value);
        expect(out === null || /^data:image\/(svg\+xml|png)/i.test(out)).toBe(true);
      }),
    );
  });
});
