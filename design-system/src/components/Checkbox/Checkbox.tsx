import { useId } from 'react';
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { ReservedErrorLine } from '../FieldError/FieldError';
import { Icon } from '../Icon';
import { cx } from '../private/cx';
import * as field from '../private/field.css';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  /** A line under the checkbox that says more about it (what agreeing means). */
  description?: ReactNode;
  /** Error from outside (react-hook-form, the server): marks the checkbox invalid and is shown. */
  errorMessage?: string;
  /** Keeps the error line's height while valid (forms that check on leaving a field). */
  reserveErrorSpace?: boolean;
  className?: string;
}

/**
 * A checkbox with its label; never ticked unless the caller says so. A description or an error
 * follows the label and describes the checkbox (aria-describedby); the label itself stays its name.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  reserveErrorSpace,
  className,
  isInvalid,
  ...rest
}: CheckboxProps) {
  const id = useId();
  const error = errorMessage ? `${id}-error` : undefined;
  const hint = description != null && description !== '' ? `${id}-description` : undefined;
  const describedBy =
    [rest['aria-describedby'], hint, error].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <AriaCheckbox
        {...rest}
        aria-describedby={describedBy}
        isInvalid={isInvalid ?? (error ? true : undefined)}
        className={cx(styles.checkbox, className)}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <Icon name="minus" size="sm" />
              ) : isSelected ? (
                <Icon name="check" size="sm" />
              ) : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {hint ? (
        <span id={hint} className={cx(field.description, styles.note)}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={error} className={cx(field.error, styles.note)}>
          <Icon name="error" size="sm" />
          <span>{errorMessage}</span>
        </span>
      ) : reserveErrorSpace ? (
        <ReservedErrorLine />
      ) : null}
    </>
  );
}
