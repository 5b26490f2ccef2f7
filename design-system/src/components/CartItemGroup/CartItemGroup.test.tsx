import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { CartItemGroup } from '.';

afterEach(cleanup);

const renderGroup = (
  quantity: number,
  handlers: { onRemoveOne?: () => void; onAddOne?: () => void } = {},
) =>
  render(
    <DesignSystemProvider locale="en">
      <CartItemGroup
        title="Egyptian Museum"
        unitCents={1800}
        groupUnitCents={1500}
        quantity={quantity}
        {...handlers}
      />
    </DesignSystemProvider>,
  );

describe('CartItemGroup', () => {
  it('removes one while the group has more than one item', async () => {
    const onRemoveOne = vi.fn();
    renderGroup(2, { onRemoveOne });
    const button = screen.getByRole('button', { name: 'Remove one from Egyptian Museum' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    expect(onRemoveOne).toHaveBeenCalledTimes(1);
  });

  it('keeps remove one focusable but inactive at one item, and says why', async () => {
    const onRemoveOne = vi.fn();
    renderGroup(1, { onRemoveOne });
    const button = screen.getByRole('button', { name: 'Remove one from Egyptian Museum' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      'Only one item is left: use “Remove” to take it out.',
    );
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRemoveOne).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Only one item is left');
  });

  it('announces a quantity change and shows group pricing with the subtotal', async () => {
    const { rerender } = renderGroup(2);
    expect(screen.getByText('Group price')).toBeInTheDocument();
    expect(screen.getByText('€30.00')).toBeInTheDocument();
    rerender(
      <DesignSystemProvider locale="en">
        <CartItemGroup
          title="Egyptian Museum"
          unitCents={1800}
          groupUnitCents={1500}
          quantity={3}
        />
      </DesignSystemProvider>,
    );
    await act(async () => {});
    expect(screen.getByRole('status')).toHaveTextContent('Egyptian Museum: quantity 3');
  });

  it('shows a line error inside the group and gives it as the group description', () => {
    render(
      <DesignSystemProvider locale="en">
        <CartItemGroup title="Egyptian Museum" unitCents={1800} quantity={1} error="Sold out." />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('article', { name: 'Egyptian Museum' })).toHaveAccessibleDescription(
      'Sold out.',
    );
  });
});
