import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { ConsentPreferences } from './ConsentPreferences';

afterEach(cleanup);

function setup(initialChoices?: { gdpr?: boolean; misurazione?: boolean; marketing?: boolean }) {
  const handlers = { onSave: vi.fn(), onAcceptAll: vi.fn(), onRejectAll: vi.fn() };
  render(
    <DesignSystemProvider locale="it">
      <ConsentPreferences defaultOpen initialChoices={initialChoices} {...handlers} />
    </DesignSystemProvider>,
  );
  return handlers;
}

describe('ConsentPreferences', () => {
  it('shows the three categories with localized labels, none ticked', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Preferenze sui cookie' })).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(box).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Consenso generale' })).toHaveAccessibleDescription(
      /cookie policy/,
    );
    expect(screen.getByRole('checkbox', { name: 'Misurazione' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).toBeInTheDocument();
  });

  it('saves exactly the ticked categories and closes', async () => {
    const user = userEvent.setup();
    const { onSave } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Misurazione' }));
    await user.click(screen.getByRole('button', { name: 'Salva le preferenze' }));
    expect(onSave).toHaveBeenCalledWith({ gdpr: false, misurazione: true, marketing: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts from the saved choices when given', () => {
    setup({ marketing: true });
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Misurazione' })).not.toBeChecked();
  });

  it('offers reject all and accept all', async () => {
    const user = userEvent.setup();
    const { onRejectAll, onAcceptAll } = setup();
    await user.click(screen.getByRole('button', { name: 'Rifiuta tutti' }));
    expect(onRejectAll).toHaveBeenCalledTimes(1);
    expect(onAcceptAll).not.toHaveBeenCalled();
  });
});
