import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { IconButton } from '../IconButton';
import { dialogFacts, renderBothWays, standInDialogMethods } from '../private/renderBothWays';
import { Drawer, DrawerClose } from './Drawer';
import enhanceDrawer from './enhance';

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

describe('Drawer in native mode', () => {
  let restore = () => {};
  beforeAll(() => {
    restore = standInDialogMethods();
  });
  afterAll(() => restore());

  const menu = (
    <Drawer
      title="Menu"
      side="end"
      description="Le site"
      trigger={<IconButton icon="menu" label="Ouvrir le menu" />}
    >
      <DrawerClose asChild>
        <a href="#agenda">Agenda</a>
      </DrawerClose>
    </Drawer>
  );

  it('offers the same panel as Radix’s when open', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DesignSystemProvider locale="fr">{menu}</DesignSystemProvider>);
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const radix = dialogFacts(screen.getByRole('dialog'));
    unmount();
    const { static: native } = renderBothWays(menu, 'fr');
    expect(native).not.toContain('data-rac');
    const container = document.createElement('div');
    container.innerHTML = native;
    document.body.append(container);
    const dialog = container.querySelector('dialog')!;
    expect(dialogFacts(dialog)).toEqual(radix);
    expect(dialog).toHaveAttribute('data-side', 'end');
    expect(dialog).toHaveAttribute('data-enhance', 'drawer');
    expect(within(container).getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
      'commandfor',
      dialog.id,
    );
    container.remove();
  });

  it('opens from its trigger and closes from a link in DrawerClose once enhanced', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <DesignSystemProvider locale="fr" interactive={false}>
        {menu}
      </DesignSystemProvider>,
    );
    const dialog = container.querySelector('dialog')!;
    enhanceDrawer(dialog);
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    expect(dialog.open).toBe(true);
    const link = screen.getByRole('link', { name: 'Agenda' });
    expect(link).toHaveAttribute('command', 'close');
    await user.click(link);
    expect(dialog.open).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(dialog.open).toBe(false);
  });
});
