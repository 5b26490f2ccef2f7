import { cleanup, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingState } from '.';

afterEach(cleanup);

describe('LoadingState', () => {
  it('is one polite status that says only what is awaited (the spinner is silent)', () => {
    render(
      <LoadingState label="Lettura del carrello…" attributes={{ 'data-testid': 'cart-loading' }} />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Lettura del carrello…$/);
    expect(status).toHaveAttribute('data-testid', 'cart-loading');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(status.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('is complete in the server markup, before any script runs', () => {
    const html = renderToStaticMarkup(<LoadingState label="Reading your cart…" />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Reading your cart…');
  });
});
