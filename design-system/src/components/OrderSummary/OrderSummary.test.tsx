import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { OrderSummary, orderStatuses } from '.';
import { orderSummaryMessages } from './messages';

afterEach(cleanup);

const lines = [
  { id: '1', title: 'Museo', quantity: 2, totalCents: 3600 },
  { id: '2', title: 'Visita', quantity: 1, totalCents: 1500, cancelled: true },
];

describe('OrderSummary', () => {
  it.each(orderStatuses)('says the %s status in words in every language', (status) => {
    for (const locale of ['it', 'en', 'fr'] as const) {
      render(
        <DesignSystemProvider locale={locale}>
          <OrderSummary orderId="CT-1" status={status} lines={lines} totalCents={3600} />
        </DesignSystemProvider>,
      );
      expect(document.querySelector('section')).toHaveTextContent(
        orderSummaryMessages[locale][status],
      );
      cleanup();
    }
  });

  it('marks cancelled lines and lists refunds with their state and date', () => {
    render(
      <DesignSystemProvider locale="en">
        <OrderSummary
          orderId="CT-1"
          status="paid"
          lines={lines}
          totalCents={3600}
          refunds={[
            {
              id: 'r1',
              amountCents: 1500,
              state: 'succeeded',
              date: '2026-06-02T09:00:00',
              details: ['Visita'],
            },
          ]}
        />
      </DesignSystemProvider>,
    );
    const [items, refunds] = screen.getAllByRole('list');
    const cancelled = within(items as HTMLElement).getAllByRole('listitem')[1] as HTMLElement;
    expect(cancelled).toHaveTextContent('Cancelled');
    expect(cancelled.querySelector('s')).toHaveTextContent('15.00');
    expect(within(items as HTMLElement).getAllByRole('listitem')[0]).not.toHaveTextContent(
      'Cancelled',
    );
    expect(refunds).toHaveAccessibleName('Refunds');
    expect(refunds).toHaveTextContent('Refunded');
    expect(refunds).toHaveTextContent('06/02/2026 at 09:00');
    expect(refunds).toHaveTextContent('Visita');
  });
});
