import * as Dialog from '@radix-ui/react-dialog';
import { Children, cloneElement, createContext, isValidElement, useContext } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { useInteractive } from '../../provider';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from './cx';
import { closeButton, dialogDescription, dialogTitle } from './overlay.css';
import * as styles from './overlay.css';

/*
 * The native rendering of the library's dialogs (Modal, Drawer) for markup React will never run
 * on: a <dialog> that the trigger opens with an invoker command (`commandfor` and
 * `command="show-modal"`) and its buttons close (`command="close"`), with no script in browsers
 * that have invoker commands. The dialog's enhancement does the same where they are missing.
 */

/** The id of the <dialog> a native close button closes. */
const NativeDialogContext = createContext<string | null>(null);

/** Attributes making an element an invoker of the dialog `id`. */
export function invokerAttributes(
  id: string,
  command: 'show-modal' | 'close',
): Record<string, string> {
  return { commandfor: id, command };
}

/** The trigger element given to the dialog, turned into its invoker. */
export function nativeTrigger(trigger: ReactElement | undefined, id: string) {
  if (!trigger) return null;
  return cloneElement(trigger as ReactElement<Record<string, unknown>>, {
    ...invokerAttributes(id, 'show-modal'),
    'aria-haspopup': 'dialog',
  });
}

export interface NativeDialogProps {
  id: string;
  /** The enhancement's name (the component's, in kebab case). */
  enhance: 'modal' | 'drawer';
  className: string;
  /** Whether it has a description (`<id>-description`). */
  described: boolean;
  defaultOpen: boolean;
  /** Escape and a click on the backdrop close it. */
  isDismissable: boolean;
  /** More attributes of the <dialog> (the drawer's side). */
  attributes?: Record<string, string>;
  children: ReactNode;
}

/**
 * The <dialog> element of a native Modal or Drawer, labelled by its title (`<id>-title`). It is
 * open at first with `defaultOpen` (its enhancement makes it modal).
 */
export function NativeDialog({
  id,
  enhance,
  className,
  described,
  defaultOpen,
  isDismissable,
  attributes,
  children,
}: NativeDialogProps) {
  return (
    <NativeDialogContext.Provider value={id}>
      <dialog
        id={id}
        className={cx(className, styles.nativeDialog)}
        aria-labelledby={`${id}-title`}
        aria-describedby={described ? `${id}-description` : undefined}
        open={defaultOpen || undefined}
        data-state="open"
        data-enhance={enhance}
        {...{ closedby: isDismissable ? 'any' : 'none' }}
        {...attributes}
      >
        {children}
      </dialog>
    </NativeDialogContext.Provider>
  );
}

/** The dialog's title (visually hidden on request) and description, as Radix renders them. */
export function nativeDialogHeadings(
  id: string,
  title: ReactNode,
  hideTitle: boolean,
  description?: ReactNode,
) {
  const heading = (
    <h2 id={`${id}-title`} className={dialogTitle}>
      {title}
    </h2>
  );
  return {
    title: hideTitle ? <VisuallyHidden>{heading}</VisuallyHidden> : heading,
    description: description ? (
      <p id={`${id}-description`} className={dialogDescription}>
        {description}
      </p>
    ) : null,
  };
}

/** The close button in the dialog's corner. */
export function NativeCloseButton({ label }: { label: string }) {
  const id = useContext(NativeDialogContext) ?? '';
  return (
    <button
      type="button"
      className={closeButton}
      aria-label={label}
      {...invokerAttributes(id, 'close')}
    >
      <Icon name="close" />
    </button>
  );
}

type CloseProps = Dialog.DialogCloseProps;

/**
 * Closes the surrounding dialog when activated: Radix's Close, or in native mode an invoker of
 * the <dialog> with `command="close"` (on its only child with `asChild`).
 */
export function DialogClose({ asChild, children, ...rest }: CloseProps) {
  const interactive = useInteractive();
  const id = useContext(NativeDialogContext);
  if (interactive || id === null)
    return (
      <Dialog.Close asChild={asChild} {...rest}>
        {children}
      </Dialog.Close>
    );
  const invoker = invokerAttributes(id, 'close');
  if (asChild) {
    const child = Children.only(children);
    return isValidElement(child)
      ? cloneElement(child as ReactElement<Record<string, unknown>>, invoker)
      : null;
  }
  return (
    <button type="button" {...rest} {...invoker}>
      {children}
    </button>
  );
}
