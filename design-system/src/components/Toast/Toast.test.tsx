import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { renderBothWays } from '../private/renderBothWays';
import { ToastRegion, createToastQueue } from '.';

afterEach(cleanup);

describe('ToastRegion', () => {
  it('shows queued toasts in a named region and closes them from their button', async () => {
    const queue = createToastQueue();
    render(
      <DesignSystemProvider locale="en">
        <ToastRegion queue={queue} />
      </DesignSystemProvider>,
    );
    act(() => {
      queue.add({ title: 'Added to cart', description: '2 tickets', tone: 'success' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(region).toHaveTextContent('Added to cart');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Added to cart')).toBeNull();
  });
});

describe('ToastRegion in native mode', () => {
  it('renders nothing, as react-aria does on the server', () => {
    const queue = createToastQueue();
    queue.add({ title: 'Ajouté au panier', tone: 'success' });
    const { interactive, static: native } = renderBothWays(<ToastRegion queue={queue} />, 'fr');
    expect(native).toBe('');
    expect(interactive).toBe('');
  });
});
