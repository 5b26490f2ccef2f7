import { useId } from 'react';
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { useInteractive } from '../../provider';
import { ReservedErrorLine } from '../FieldError/FieldError';
import { Icon } from '../Icon';
import { cx } from '../private/cx';
import * as field from '../private/field.css';
import { hiddenInputStyle, stateAttributes } from '../private/NativeField';
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
 * In native mode the same markup around a native checkbox, submitted with the form; the tick
 * follows the input's checked state (styles), so it shows without script.
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
  const interactive = useInteractive();
  const id = useId();
  const error = errorMessage ? `${id}-error` : undefined;
  const hint = description != null && description !== '' ? `${id}-description` : undefined;
  const describedBy =
    [rest['aria-describedby'], hint, error].filter(Boolean).join(' ') || undefined;
  const invalid = isInvalid ?? (error ? true : undefined);
  const content = (
    <>
      <span className={styles.box} aria-hidden="true">
        {rest.isIndeterminate ? (
          <Icon name="minus" size="sm" />
        ) : (
          <Icon name="check" size="sm" className={styles.tick} />
        )}
      </span>
      <span>{children}</span>
    </>
  );
  return (
    <>
      {interactive ? (
        <AriaCheckbox
          {...rest}
          aria-describedby={describedBy}
          isInvalid={invalid}
          className={cx(styles.checkbox, className)}
        >
          {content}
        </AriaCheckbox>
      ) : (
        <NativeCheckbox
          {...rest}
          aria-describedby={describedBy}
          isInvalid={invalid}
          className={cx(styles.checkbox, className)}
        >
          {content}
        </NativeCheckbox>
      )}
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

/**
 * react-aria's checkbox markup around a native checkbox input. An indeterminate state is a DOM
 * property only, which no markup sets: the box shows its dash, the input reads unchecked.
 */
function NativeCheckbox({
  children,
  className,
  id,
  name,
  value,
  form,
  isSelected,
  defaultSelected,
  isIndeterminate,
  isDisabled,
  isReadOnly,
  isRequired,
  isInvalid,
  'aria-describedby': describedBy,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
}: Omit<CheckboxProps, 'children' | 'description' | 'errorMessage' | 'reserveErrorSpace'> & {
  children: ReactNode;
}) {
  const selected = isSelected ?? defaultSelected ?? false;
  return (
    <label
      className={className}
      {...stateAttributes({ isDisabled, isInvalid, isReadOnly, isRequired })}
      data-selected={selected ? 'true' : undefined}
      data-indeterminate={isIndeterminate ? 'true' : undefined}
    >
      <span style={hiddenInputStyle}>
        <input
          type="checkbox"
          id={id}
          name={name}
          value={value}
          form={form}
          defaultChecked={selected}
          disabled={isDisabled || undefined}
          required={isRequired || undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          aria-label={ariaLabel}
          aria-labelledby={labelledBy}
        />
      </span>
      {children}
    </label>
  );
}
