import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { useBuiltInMessages, useInteractive, useThemeClassName } from '../../provider';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../private/cx';
import {
  DialogClose,
  NativeCloseButton,
  NativeDialog,
  nativeDialogHeadings,
  nativeTrigger,
} from '../private/NativeDialog';
import { useReturnFocus } from '../private/useReturnFocus';
import { backdrop, closeButton, dialogDescription, dialogTitle } from '../private/overlay.css';
import * as styles from './Drawer.css';
import { drawerMessages, type DrawerMessages } from './messages';

/** Edge the drawer slides from, following the writing direction. */
export const drawerSides = ['start', 'end'] as const;
export type DrawerSide = (typeof drawerSides)[number];

export interface DrawerProps {
  /** Heading of the panel and its accessible name: required. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** Element that opens the drawer; focus returns to it on close. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: DrawerSide;
  labels?: Partial<DrawerMessages>;
}

/**
 * Side panel on Radix Dialog (the mobile menu): modal, focus trapped, Escape and a click on the
 * backdrop close it, focus returns to the trigger. Slides out in 0.25 s, at once with reduced motion.
 * In native mode it is a <dialog> the trigger opens with an invoker command (see NativeDialog).
 */
export function Drawer(props: DrawerProps) {
  const interactive = useInteractive();
  return interactive ? <RadixDrawer {...props} /> : <NativeDrawer {...props} />;
}

function RadixDrawer({
  title,
  hideTitle = false,
  description,
  children,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  side = 'start',
  labels,
}: DrawerProps) {
  const t = useBuiltInMessages(drawerMessages, labels);
  const themeClassName = useThemeClassName();
  const returnFocus = useReturnFocus(Boolean(trigger));
  const titleNode = <Dialog.Title className={dialogTitle}>{title}</Dialog.Title>;
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={cx(themeClassName, backdrop)} />
        <Dialog.Content
          className={cx(themeClassName, styles.panel({ side }))}
          data-side={side}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <div className={styles.header}>
            {hideTitle ? <VisuallyHidden>{titleNode}</VisuallyHidden> : titleNode}
            <Dialog.Close className={closeButton} aria-label={t.close}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={dialogDescription}>{description}</Dialog.Description>
          ) : null}
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function NativeDrawer({
  title,
  hideTitle = false,
  description,
  children,
  trigger,
  open,
  defaultOpen,
  side = 'start',
  labels,
}: DrawerProps) {
  const t = useBuiltInMessages(drawerMessages, labels);
  const themeClassName = useThemeClassName();
  const id = useId();
  const headings = nativeDialogHeadings(id, title, hideTitle, description);
  return (
    <>
      {nativeTrigger(trigger, id)}
      <NativeDialog
        id={id}
        enhance="drawer"
        className={cx(themeClassName, styles.panel({ side }), styles.nativePanel)}
        described={Boolean(description)}
        defaultOpen={Boolean(open ?? defaultOpen)}
        isDismissable
        attributes={{ 'data-side': side }}
      >
        <div className={styles.header}>
          {headings.title}
          <NativeCloseButton label={t.close} />
        </div>
        {headings.description}
        <div className={styles.body}>{children}</div>
      </NativeDialog>
    </>
  );
}

/** Wrap an element inside the drawer with it to close the drawer when activated (e.g. a menu link). */
export const DrawerClose = DialogClose;
