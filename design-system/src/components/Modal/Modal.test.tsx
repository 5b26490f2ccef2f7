import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { Button } from '../Button';
import { dialogFacts, renderBothWays, standInDialogMethods } from '../private/renderBothWays';
import enhanceModal from './enhance';
import { Modal, ModalClose } from './Modal';

afterEach(cleanup);

/** Server markup put in the document, removed after the test. */
const mounted: HTMLElement[] = [];
function mount(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  mounted.push(container);
  return container;
}
afterEach(() => {
  for (const container of mounted.splice(0)) container.remove();
});

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

const newsletter = (props: Partial<Parameters<typeof Modal>[0]> = {}) => (
  <Modal
    title="Newsletter"
    description="Subscribe to the agenda"
    trigger={<Button>Open</Button>}
    footer={
      <ModalClose asChild>
        <Button>Done</Button>
      </ModalClose>
    }
    {...props}
  >
    <p>Every Friday.</p>
  </Modal>
);

describe('Modal in native mode', () => {
  let restore = () => {};
  beforeAll(() => {
    restore = standInDialogMethods();
  });
  afterAll(() => restore());

  it('is a <dialog> its trigger opens with an invoker command', () => {
    const { static: native } = renderBothWays(newsletter(), 'en');
    expect(native).not.toContain('data-rac');
    const container = mount(native);
    const dialog = container.querySelector('dialog')!;
    const trigger = within(container).getByRole('button', { name: 'Open' });
    expect(trigger).toHaveAttribute('commandfor', dialog.id);
    expect(trigger).toHaveAttribute('command', 'show-modal');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute('data-enhance', 'modal');
    expect(dialog).toHaveAttribute('closedby', 'any');
    const closers = Array.from(dialog.querySelectorAll('[command="close"]'));
    expect(
      closers.map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Close', 'Done']);
    for (const closer of closers) expect(closer).toHaveAttribute('commandfor', dialog.id);
  });

  it.each([
    ['described, with actions', newsletter()],
    [
      'title hidden, no close button',
      newsletter({ hideTitle: true, hideCloseButton: true, description: undefined }),
    ],
  ])('offers the same dialog as Radix’s when open (%s)', async (_name, element) => {
    const user = userEvent.setup();
    const { unmount } = render(<DesignSystemProvider locale="fr">{element}</DesignSystemProvider>);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const radix = dialogFacts(screen.getByRole('dialog'));
    unmount();
    const { static: native } = renderBothWays(element, 'fr');
    expect(dialogFacts(mount(native).querySelector('dialog')!)).toEqual(radix);
  });

  it('opens, closes and returns the triggers’ state once enhanced where invoker commands are missing', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <DesignSystemProvider locale="en" interactive={false}>
        {newsletter()}
      </DesignSystemProvider>,
    );
    const dialog = container.querySelector('dialog')!;
    const undo = enhanceModal(dialog);
    const trigger = screen.getByRole('button', { name: 'Open' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(dialog.open).toBe(true);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Newsletter' })).toHaveAccessibleDescription(
      'Subscribe to the agenda',
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(dialog.open).toBe(false);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    undo?.();
    expect(trigger).not.toHaveAttribute('aria-expanded');
  });

  it('closes on a click on the backdrop unless it must not be dismissed', async () => {
    const rect = { left: 100, right: 300, top: 100, bottom: 300, width: 200, height: 200 };
    for (const isDismissable of [true, false]) {
      const { container, unmount } = render(
        <DesignSystemProvider locale="en" interactive={false}>
          {newsletter({ isDismissable })}
        </DesignSystemProvider>,
      );
      const dialog = container.querySelector('dialog')!;
      dialog.getBoundingClientRect = () => rect as DOMRect;
      enhanceModal(dialog);
      dialog.showModal();
      dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 150, clientY: 150 }));
      expect(dialog.open).toBe(true);
      dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 20, clientY: 20 }));
      expect(dialog.open).toBe(!isDismissable);
      const cancel = new Event('cancel', { cancelable: true });
      dialog.dispatchEvent(cancel);
      expect(cancel.defaultPrevented).toBe(!isDismissable);
      unmount();
    }
  });
});
