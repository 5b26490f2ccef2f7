import type { ReactNode } from 'react';
import { useBuiltInMessages } from '../../provider';
import { IconButton } from '../IconButton';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Alert.css';
import type { AlertTone } from './Alert.css';
import { alertMessages } from './messages';
import type { AlertMessages } from './messages';

const icons: Record<AlertTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'warning',
  error: 'error',
};

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  /**
   * Announce the alert when it appears (default). Errors and warnings interrupt (role alert),
   * information and success wait their turn (role status). Turn off for messages present on load.
   */
  announce?: boolean;
  labels?: Partial<AlertMessages>;
  className?: string;
}

/** An inline message; the tone is said in words as well as shown by colour and icon. */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  announce = true,
  labels,
  className,
}: AlertProps) {
  const messages = useBuiltInMessages(alertMessages, labels);
  const role = announce ? (tone === 'error' || tone === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <div
      role={role}
      className={[styles.root, styles.tone[tone], className].filter(Boolean).join(' ')}
      data-tone={tone}
    >
      <Icon name={icons[tone]} className={styles.icon} />
      <div className={styles.body}>
        {title ? (
          <p className={styles.title}>
            <VisuallyHidden>{messages[tone]}: </VisuallyHidden>
            {title}
          </p>
        ) : (
          <VisuallyHidden>{messages[tone]}: </VisuallyHidden>
        )}
        {children ? <div className={styles.content}>{children}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton
          icon="close"
          label={messages.dismiss}
          size="sm"
          className={styles.dismiss}
          onPress={onDismiss}
        />
      ) : null}
    </div>
  );
}
