/*
 * The enhancement of the library's native dialogs (Modal and Drawer under `interactive={false}`,
 * a <dialog> marked `data-enhance="modal"` or `"drawer"`). Browsers with invoker commands and
 * `closedby` open and close the dialog without script; this fills in where either is missing
 * (the trigger's `command="show-modal"`, the close buttons' `command="close"`, a click on the
 * backdrop, Escape on a dialog that must not be dismissed), closes the dialog from a link marked
 * as its closer (which no browser does), opens as modal a dialog the server
 * rendered open, and keeps the triggers' aria-expanded in step with the dialog.
 */

const hasInvokerCommands = () =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;
const hasClosedBy = () =>
  typeof HTMLDialogElement !== 'undefined' && 'closedBy' in HTMLDialogElement.prototype;

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return false;
  }
}

export function enhanceDialog(dialog: HTMLElement): (() => void) | void {
  if (!(dialog instanceof HTMLDialogElement) || !dialog.id) return;
  const invokers = () =>
    Array.from(dialog.ownerDocument.querySelectorAll<HTMLElement>('[commandfor]')).filter(
      (element) => element.getAttribute('commandfor') === dialog.id,
    );
  const openers = () =>
    invokers().filter((element) => element.getAttribute('command') === 'show-modal');
  const dismissable = dialog.getAttribute('closedby') !== 'none';
  const cleanups: Array<() => void> = [];
  const listen = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => {
    target.addEventListener(type, listener);
    cleanups.push(() => target.removeEventListener(type, listener));
  };

  const sync = () => {
    for (const opener of openers()) opener.setAttribute('aria-expanded', String(dialog.open));
  };
  listen(dialog, 'close', sync);

  // Invoker commands are a button's: other invokers (a link in DrawerClose) always need script.
  const native = hasInvokerCommands();
  for (const invoker of invokers()) {
    if (native && invoker instanceof HTMLButtonElement) continue;
    listen(invoker, 'click', (event) => {
      const command = invoker.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) {
        event.preventDefault();
        dialog.showModal();
        sync();
      } else if (command === 'close' && dialog.open) {
        // A link still goes where it points.
        if (invoker instanceof HTMLButtonElement) event.preventDefault();
        dialog.close();
      }
    });
  }
  if (!hasClosedBy()) {
    // A click on the dialog element itself lands on its backdrop (its content fills the box).
    if (dismissable)
      listen(dialog, 'click', (event) => {
        if (event.target !== dialog) return;
        const box = dialog.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) dialog.close();
      });
    else listen(dialog, 'cancel', (event) => event.preventDefault());
  }

  // Rendered open by the server: shown as a modal dialog now that script runs.
  if (dialog.open && !isModal(dialog)) {
    dialog.close();
    dialog.showModal();
  }
  sync();
  return () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    for (const opener of openers()) opener.removeAttribute('aria-expanded');
  };
}
