import {
  Button as AriaButton,
  Text as AriaText,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useBuiltInMessages, useInteractive } from '../../provider';
import { button } from '../Button/Button.css';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import * as styles from './Toast.css';
import type { ToastTone } from './Toast.css';
import { toastMessages } from './messages';
import type { ToastMessages } from './messages';

export interface ToastContent {
  title: string;
  description?: string;
  tone?: ToastTone;
}

export type ToastQueue = AriaToastQueue<ToastContent>;

/**
 * A queue of notifications, owned by the app (one per page). `queue.add({ title }, { timeout })`
 * shows a toast; a timeout of at least 5000 ms keeps it readable, none keeps it until closed.
 */
export function createToastQueue(options: { maxVisibleToasts?: number } = {}): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts: options.maxVisibleToasts ?? 3 });
}

const icons: Record<ToastTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'warning',
  error: 'error',
};

export interface ToastRegionProps {
  queue: ToastQueue;
  labels?: Partial<ToastMessages>;
}

/**
 * The landmark where toasts appear, on react-aria's toast API: announced politely, reachable
 * with F6, each toast closable from the keyboard. Toasts come from script, so in native mode
 * there is nothing to render (as react-aria renders nothing on the server).
 */
export function ToastRegion({ queue, labels }: ToastRegionProps) {
  const messages = useBuiltInMessages(toastMessages, labels);
  const interactive = useInteractive();
  if (!interactive) return null;
  return (
    <AriaToastRegion queue={queue} aria-label={messages.region} className={styles.region}>
      {({ toast }) => {
        const tone = toast.content.tone ?? 'info';
        return (
          <AriaToast
            toast={toast}
            className={[styles.toast, styles.tone[tone]].join(' ')}
            data-tone={tone}
          >
            <Icon name={icons[tone]} className={styles.icon} />
            <AriaToastContent className={styles.content}>
              <AriaText slot="title" className={styles.title}>
                {toast.content.title}
              </AriaText>
              {toast.content.description ? (
                <AriaText slot="description" className={styles.description}>
                  {toast.content.description}
                </AriaText>
              ) : null}
            </AriaToastContent>
            <AriaButton
              slot="close"
              aria-label={messages.dismiss}
              className={[
                button({ variant: 'ghost', size: 'sm', iconOnly: true }),
                styles.close,
              ].join(' ')}
            >
              <Icon name="close" />
            </AriaButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
