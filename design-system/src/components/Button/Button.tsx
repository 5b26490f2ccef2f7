import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useInteractive } from '../../provider';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { nativeButtonProps } from '../private/native';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';
import type { ButtonSize, ButtonVariant } from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  iconStart?: IconName;
  iconEnd?: IconName;
  className?: string;
}

/** A button on react-aria: press, keyboard and pending state handled consistently. */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  iconStart,
  iconEnd,
  isPending,
  className,
  ...rest
}: ButtonProps) {
  const content = (
    <>
      {iconStart ? <Icon name={iconStart} size={size === 'lg' ? 'md' : 'sm'} /> : null}
      {children}
      {iconEnd ? <Icon name={iconEnd} size={size === 'lg' ? 'md' : 'sm'} /> : null}
    </>
  );
  const interactive = useInteractive();
  const classes = [styles.button({ variant, size, fullWidth }), className]
    .filter(Boolean)
    .join(' ');
  // Markup react-aria will not run on: the plain button (a pending one is react-aria's).
  if (!interactive && !isPending)
    return (
      <button {...nativeButtonProps(rest)} className={classes}>
        {content}
      </button>
    );
  return (
    <AriaButton {...rest} isPending={isPending} className={classes}>
      {isPending ? (
        <span className={styles.pendingWrapper}>
          <span className={styles.pendingContent}>{content}</span>
          <span className={styles.pendingSpinner}>
            <Spinner size="sm" decorative />
          </span>
        </span>
      ) : (
        content
      )}
    </AriaButton>
  );
}
