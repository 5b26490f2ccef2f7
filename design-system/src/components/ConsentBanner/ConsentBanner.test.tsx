import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { ConsentBanner } from './ConsentBanner';

afterEach(cleanup);

function setup(locale: 'it' | 'en' | 'fr' = 'en') {
  const handlers = { onSave: vi.fn(), onAcceptAll: vi.fn(), onRejectAll: vi.fn() };
  render(
    <DesignSystemProvider locale={locale}>
      <ConsentBanner placement="inline" policyHref="/en/cookie-policy" {...handlers} />
    </DesignSystemProvider>,
  );
  return handlers;
}

describe('ConsentBanner', () => {
  it('is a named region whose reject and accept buttons are the same kind of button', () => {
    setup();
    const region = screen.getByRole('region', { name: 'This site uses cookies' });
    const reject = within(region).getByRole('button', { name: 'Reject all' });
    const accept = within(region).getByRole('button', { name: 'Accept all' });
    expect(reject.className).toBe(accept.className);
    expect(reject.parentElement).toBe(accept.parentElement);
  });

  it('calls the matching callback', async () => {
    const user = userEvent.setup();
    const { onAcceptAll, onRejectAll } = setup();
    await user.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(onRejectAll).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(onAcceptAll).toHaveBeenCalledTimes(1);
  });

  it('opens the preferences with nothing ticked and saves the choice', async () => {
    const user = userEvent.setup();
    const { onSave } = setup('fr');
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Préférences en matière de cookies' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Marketing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les préférences' }));
    expect(onSave).toHaveBeenCalledWith({ gdpr: false, misurazione: false, marketing: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Personnaliser' })).toHaveFocus();
  });
});
