import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { Modal, ModalClose } from './Modal';

afterEach(cleanup);

function renderModal(locale: 'it' | 'en' | 'fr' = 'en', onOpenChange = vi.fn()) {
  render(
    <DesignSystemProvider locale={locale}>
      <Modal
        title="Newsletter"
        description="Subscribe to the agenda"
        trigger={<button type="button">Open</button>}
        onOpenChange={onOpenChange}
        footer={
          <ModalClose asChild>
            <button type="button">Done</button>
          </ModalClose>
        }
      >
        <label>
          Email <input type="email" />
        </label>
      </Modal>
    </DesignSystemProvider>,
  );
  return onOpenChange;
}

describe('Modal', () => {
  it('opens as a dialog named by its title and described by its description', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Newsletter' });
    expect(dialog).toHaveAccessibleDescription('Subscribe to the agenda');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('labels the close button in the current locale', async () => {
    const user = userEvent.setup();
    renderModal('fr');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('keeps focus inside while tabbing', async () => {
    const user = userEvent.setup();
    renderModal('it');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = renderModal();
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });

  it('closes from an action wrapped in ModalClose', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ignores Escape when not dismissable', async () => {
    const user = userEvent.setup();
    render(
      <Modal title="Required choice" defaultOpen isDismissable={false}>
        <p>Choose</p>
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Required choice' })).toBeInTheDocument();
  });
});
