import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { Drawer, DrawerClose } from './Drawer';

afterEach(cleanup);

describe('Drawer', () => {
  it('opens from its trigger, names itself by the title and closes with the localized button', async () => {
    const user = userEvent.setup();
    render(
      <DesignSystemProvider locale="it">
        <Drawer title="Menu" side="end" trigger={<button type="button">Apri menu</button>}>
          <a href="/it/agenda">Agenda</a>
        </Drawer>
      </DesignSystemProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Apri menu' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('data-side', 'end');
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes when a link wrapped in DrawerClose is activated', async () => {
    const user = userEvent.setup();
    render(
      <Drawer title="Menu" defaultOpen>
        <DrawerClose asChild>
          <a href="#agenda">Agenda</a>
        </DrawerClose>
      </Drawer>,
    );
    await user.click(screen.getByRole('link', { name: 'Agenda' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
