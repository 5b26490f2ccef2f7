import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { message, renderScreen } from '../account/screens.testing';
import { LoyaltyManageScreen } from './LoyaltyManageScreen';

afterEach(cleanup);

const card = {
  codice: 'AR-2026-0042',
  stato: 'attiva',
  valida_dal: '2026-11-01',
  valida_al: '2027-10-31',
};
const bookings = [
  {
    id: 17,
    tipo: 'armonia',
    stato: 'confermata',
    posti: 1,
    inizio: '2026-12-12T10:00:00',
    card_armonia: 3,
    nome: { it: 'Yoga al Valentino', en: 'Yoga at the Valentino' },
  },
  {
    id: 18,
    tipo: 'armonia',
    stato: 'annullata',
    posti: 1,
    inizio: '2026-12-19T10:00:00',
    card_armonia: 3,
    nome: { it: 'Pilates al parco' },
  },
];

describe('LoyaltyManageScreen', () => {
  it('asks before cancelling a booking and posts which one once confirmed', async () => {
    let posted: Record<string, FormDataEntryValue> | null = null;
    const action = vi.fn(async ({ request }: { request: Request }) => {
      posted = Object.fromEntries(await request.formData());
      return { ok: true, notice: 'commerce.loyalty.cancelled' };
    });
    renderScreen(() => <LoyaltyManageScreen card={card} bookings={bookings} />, {
      lang: 'en',
      path: 'dashboard/armonia/gestisci',
      action,
    });
    const cancel = await screen.findAllByRole('button', {
      name: message('en', 'commerce.loyalty.cancel'),
    });
    // Only the confirmed booking can be cancelled.
    expect(cancel).toHaveLength(1);
    fireEvent.click(cancel[0]!);
    const dialog = await screen.findByRole('dialog', {
      name: message('en', 'commerce.account.cancelTitle'),
    });
    expect(dialog).toHaveTextContent('Yoga at the Valentino');
    expect(action).not.toHaveBeenCalled();
    fireEvent.click(
      within(dialog).getByRole('button', { name: message('en', 'commerce.account.confirmCancel') }),
    );
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    expect(posted).toEqual({ prenotazione: '17' });
  });

  it('keeps the booking when the dialog is dismissed', async () => {
    const action = vi.fn(() => null);
    renderScreen(() => <LoyaltyManageScreen card={card} bookings={bookings} />, {
      lang: 'it',
      path: 'dashboard/armonia/gestisci',
      action,
    });
    fireEvent.click(
      await screen.findByRole('button', { name: message('it', 'commerce.loyalty.cancel') }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      within(dialog).getByRole('button', { name: message('it', 'commerce.account.keepBooking') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();
  });

  it('shows the card’s code and validity', async () => {
    renderScreen(() => <LoyaltyManageScreen card={card} bookings={[]} />, {
      lang: 'it',
      path: 'dashboard/armonia/gestisci',
    });
    expect(await screen.findByText('AR-2026-0042')).toBeInTheDocument();
    expect(screen.getByText(message('it', 'commerce.loyalty.state.attiva'))).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: message('it', 'commerce.dashboard.noBookings') }),
    ).toBeInTheDocument();
  });
});

describe('LoyaltyManageScreen on the server’s page (native mode)', () => {
  it('gives each confirmed booking a dialog whose confirm button posts which booking', async () => {
    renderScreen(() => <LoyaltyManageScreen card={card} bookings={bookings} />, {
      lang: 'en',
      path: 'dashboard/armonia/gestisci',
      interactive: false,
    });
    const trigger = await screen.findByRole('button', {
      name: message('en', 'commerce.loyalty.cancel'),
    });
    const dialog = document.getElementById(trigger.getAttribute('commandfor') ?? '');
    expect(dialog?.localName).toBe('dialog');
    expect(trigger).toHaveAttribute('command', 'show-modal');
    expect(dialog).toHaveTextContent('Yoga at the Valentino');
    const confirm = within(dialog!).getByRole('button', {
      name: message('en', 'commerce.account.confirmCancel'),
      hidden: true,
    }) as HTMLButtonElement;
    expect(confirm.type).toBe('submit');
    expect(confirm.form?.method).toBe('post');
    expect([confirm.name, confirm.value]).toEqual(['prenotazione', '17']);
  });
});
