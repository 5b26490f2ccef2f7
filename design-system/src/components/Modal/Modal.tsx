import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { useBuiltInMessages, useInteractive, useThemeClassName } from '../../provider';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { backdrop, closeButton, dialogDescription, dialogTitle } from '../private/overlay.css';
import * as styles from './Modal.css';
import { cx } from '../private/cx';
import {
  DialogClose,
  NativeCloseButton,
  NativeDialog,
  nativeDialogHeadings,
  nativeTrigger,
} from '../private/NativeDialog';
import { useReturnFocus } from '../private/useReturnFocus';
import { modalMessages, type ModalMessages } from './messages';

export const modalSizes = ['sm', 'md', 'lg'] as const;
export type ModalSize = (typeof modalSizes)[number];

export interface ModalProps {
  /** Heading of the dialog and its accessible name: required. */
  title: ReactNode;
  /** Keeps the title for assistive technology only. */
  hideTitle?: boolean;
  /** Short text under the title, announced as the dialog description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom of the dialog (buttons). */
  footer?: ReactNode;
  /** Element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: ModalSize;
  /** When false, Escape and a click outside do not close the dialog (the close button still does). */
  isDismissable?: boolean;
  /** Hides the close button in the corner, for dialogs that close through their own actions. */
  hideCloseButton?: boolean;
  labels?: Partial<ModalMessages>;
}

/**
 * Modal dialog on Radix Dialog: focus moves inside and is trapped while open, Escape closes,
 * and focus returns to the element that opened it. It fades out in 0.25 s (the motion token),
 * at once with reduced motion. The overlay stacks from the overlay z-index token (2000).
 * In native mode it is a <dialog> the trigger opens with an invoker command (see NativeDialog).
 */
export function Modal(props: ModalProps) {
  const interactive = useInteractive();
  return interactive ? <RadixModal {...props} /> : <NativeModal {...props} />;
}

function RadixModal({
  title,
  hideTitle = false,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  size = 'md',
  isDismissable = true,
  hideCloseButton = false,
  labels,
}: ModalProps) {
  const t = useBuiltInMessages(modalMessages, labels);
  const themeClassName = useThemeClassName();
  const returnFocus = useReturnFocus(Boolean(trigger));
  const titleNode = <Dialog.Title className={dialogTitle}>{title}</Dialog.Title>;
  const preventDismiss = (event: Event) => {
    if (!isDismissable) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={cx(themeClassName, backdrop)} />
        <Dialog.Content
          className={cx(themeClassName, styles.content({ size }))}
          onEscapeKeyDown={preventDismiss}
          onPointerDownOutside={preventDismiss}
          onInteractOutside={preventDismiss}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <div className={styles.header}>
            <div className={styles.headings}>
              {hideTitle ? <VisuallyHidden>{titleNode}</VisuallyHidden> : titleNode}
              {description ? (
                <Dialog.Description className={dialogDescription}>{description}</Dialog.Description>
              ) : null}
            </div>
            {hideCloseButton ? null : (
              <Dialog.Close className={closeButton} aria-label={t.close}>
                <Icon name="close" />
              </Dialog.Close>
            )}
          </div>
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function NativeModal({
  title,
  hideTitle = false,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  size = 'md',
  isDismissable = true,
  hideCloseButton = false,
  labels,
}: ModalProps) {
  const t = useBuiltInMessages(modalMessages, labels);
  const themeClassName = useThemeClassName();
  const id = useId();
  const headings = nativeDialogHeadings(id, title, hideTitle, description);
  return (
    <>
      {nativeTrigger(trigger, id)}
      <NativeDialog
        id={id}
        enhance="modal"
        className={cx(themeClassName, styles.content({ size }))}
        described={Boolean(description)}
        defaultOpen={Boolean(open ?? defaultOpen)}
        isDismissable={isDismissable}
      >
        <div className={styles.header}>
          <div className={styles.headings}>
            {headings.title}
            {headings.description}
          </div>
          {hideCloseButton ? null : <NativeCloseButton label={t.close} />}
        </div>
        {children ? <div className={styles.body}>{children}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </NativeDialog>
    </>
  );
}

/** Wrap a button inside the dialog with it to close the dialog when pressed. */
export const ModalClose = DialogClose;
