import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import type { Locale } from '../../provider';
import { Price } from '.';
import type { PriceProps } from '.';

afterEach(cleanup);

const show = (props: PriceProps, locale: Locale = 'it') =>
  render(
    <DesignSystemProvider locale={locale}>
      <Price {...props} />
    </DesignSystemProvider>,
  ).container;

describe('Price', () => {
  it('formats cents as euro by locale', () => {
    expect(show({ cents: 1250 }, 'en').textContent).toBe('€12.50');
    expect(show({ cents: 1250 }, 'it').textContent?.replace(/\s/g, ' ')).toBe('12,50 €');
  });

  it('says free for zero', () => {
    expect(show({ cents: 0 }, 'it').textContent).toBe('Gratuito');
    expect(show({ cents: 0 }, 'fr').textContent).toBe('Gratuit');
  });

  it('strikes the original amount through and names both amounts for screen readers', () => {
    const container = show({ cents: 1500, originalCents: 2000, kind: 'total' }, 'en');
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe('Original price: €20.00');
    expect(container.textContent).toContain('Discounted price: €15.00');
    expect(screen.getByText('Total')).toBeInTheDocument();
  });

  it('does not strike through when the original is not higher', () => {
    expect(show({ cents: 1500, originalCents: 1500 }, 'en').querySelector('s')).toBeNull();
  });

  it('labels group and combo prices', () => {
    expect(show({ cents: 900, kind: 'group' }, 'fr').textContent).toContain('Prix de groupe');
    expect(show({ cents: 900, kind: 'combo' }, 'it').textContent).toContain('Prezzo combinato');
  });
});
