import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { comparableMarkup, renderBothWays } from '../private/renderBothWays';
import { CartSummary } from '.';
import { unseen } from './CartSummary.css';
import type { CartSummaryProps } from '.';

afterEach(cleanup);

const summary = (props: Partial<CartSummaryProps> = {}) => (
  <CartSummary
    totalCents={5400}
    onApplyPromo={vi.fn()}
    onRemovePromo={vi.fn()}
    totalAttributes={{ 'data-testid': 'total' }}
    {...props}
  >
    <a href="/en/checkout">Checkout</a>
  </CartSummary>
);

/** The markup with the deferred field's own attributes (unseen class, inert, aria-hidden) gone. */
function withoutDeferral(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('[inert]'))) {
    element.removeAttribute('inert');
    element.removeAttribute('aria-hidden');
    element.classList.remove(unseen);
  }
  return template.innerHTML;
}

describe('CartSummary', () => {
  it('applies a trimmed code from the field and moves focus to the remove button', async () => {
    const onApplyPromo = vi.fn();
    const { rerender } = render(
      <DesignSystemProvider locale="en">{summary({ onApplyPromo })}</DesignSystemProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), '  SUMMER10 {Enter}');
    expect(onApplyPromo).toHaveBeenCalledWith('SUMMER10');
    rerender(
      <DesignSystemProvider locale="en">
        {summary({ onApplyPromo, promo: { appliedCode: 'SUMMER10' } })}
      </DesignSystemProvider>,
    );
    expect(screen.getByText('Code applied: SUMMER10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove code SUMMER10' })).toHaveFocus();
  });

  it('renders the whole summary, promo field included, on the server in both modes', () => {
    const html = renderBothWays(summary({ promo: { error: 'Unknown code.' } }), 'en');
    expect(html.static).toContain('Promo code');
    expect(html.static).toContain('<input');
    expect(html.static).toContain('Unknown code.');
    expect(html.static).not.toContain('inert');
    expect(comparableMarkup(html.static)).toBe(comparableMarkup(html.interactive));
  });

  describe.each([
    { state: 'the field', promo: {} },
    { state: 'an applied code', promo: { appliedCode: 'SUMMER10' } },
  ])('with the promo field deferred ($state)', ({ promo }) => {
    it('keeps its place with the native markup, unseen, inert and out of the accessibility tree', () => {
      const { container } = render(
        <DesignSystemProvider locale="en">
          {summary({ promo, isPromoDeferred: true })}
        </DesignSystemProvider>,
      );
      // the rest of the summary is there and reachable
      expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
      expect(screen.getByTestId('total')).toHaveTextContent('€54.00');
      expect(screen.getByRole('link', { name: 'Checkout' })).toBeInTheDocument();
      // the promo part: laid out, with no react-aria in it, and nothing to reach
      const place = container.querySelector<HTMLElement>('[inert]');
      expect(place).toHaveClass(unseen);
      expect(place).toHaveAttribute('aria-hidden', 'true');
      expect(place?.querySelector('[data-rac]')).toBeNull();
      expect(place?.querySelector('button')).not.toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryAllByRole('button')).toEqual([]);
      // and it comes before the checkout link, where the field will be
      const link = screen.getByRole('link', { name: 'Checkout' });
      expect(place?.compareDocumentPosition(link)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });

    it('has the shown field’s markup but for what hides it', () => {
      const deferred = renderToStaticMarkup(
        <DesignSystemProvider locale="en">
          {summary({ promo, isPromoDeferred: true })}
        </DesignSystemProvider>,
      );
      expect(deferred).toContain(unseen);
      const shown = renderBothWays(summary({ promo }), 'en');
      expect(comparableMarkup(withoutDeferral(deferred))).toBe(comparableMarkup(shown.interactive));
    });
  });

  it('turns the deferred place into the field in place, which then works', async () => {
    const onApplyPromo = vi.fn();
    const { container, rerender } = render(
      <DesignSystemProvider locale="en">
        {summary({ onApplyPromo, isPromoDeferred: true })}
      </DesignSystemProvider>,
    );
    const place = container.querySelector('form');
    await act(async () =>
      rerender(
        <DesignSystemProvider locale="en">{summary({ onApplyPromo })}</DesignSystemProvider>,
      ),
    );
    // the same element, shown, with react-aria's field in it
    expect(container.querySelector('form')).toBe(place);
    expect(place).not.toHaveAttribute('inert');
    expect(place).not.toHaveAttribute('aria-hidden');
    expect(place).not.toHaveClass(unseen);
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    expect(field).toHaveAttribute('data-rac');
    await userEvent.type(field, 'SUMMER10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApplyPromo).toHaveBeenCalledWith('SUMMER10');
  });
});
