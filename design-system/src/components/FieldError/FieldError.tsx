import { useContext } from 'react';
import type { ReactNode } from 'react';
import { FieldError as AriaFieldError, FieldErrorContext } from 'react-aria-components';
import type { ValidationResult } from 'react-aria-components';
import { useBuiltInMessages, useInteractive } from '../../provider';
import { Icon } from '../Icon';
import { cx } from '../private/cx';
import { fillTemplate } from '../private/template';
import * as styles from '../private/field.css';
import { reserved } from './FieldError.css';
import { note } from '../Checkbox/Checkbox.css';
import { fieldErrorMessages } from './messages';
import type { FieldErrorMessages } from './messages';
import { FIELD_ERROR_TEMPLATE } from './dom';

/** Limits of the field, used to fill the built-in messages. */
export interface FieldLimits {
  min?: number | string;
  max?: number | string;
  minLength?: number;
  maxLength?: number;
  /** The field expects an email address. */
  email?: boolean;
}

/** Picks the localized message for the browser's validity state of a field. */
export function validityMessage(
  details: ValidityState,
  messages: FieldErrorMessages,
  limits: FieldLimits = {},
): string {
  if (details.valueMissing) return messages.valueMissing;
  if (details.typeMismatch)
    return limits.email ? messages.typeMismatchEmail : messages.typeMismatch;
  if (details.tooShort) return fillTemplate(messages.tooShort, { min: limits.minLength ?? '' });
  if (details.tooLong) return fillTemplate(messages.tooLong, { max: limits.maxLength ?? '' });
  if (details.rangeUnderflow)
    return fillTemplate(messages.rangeUnderflow, { min: limits.min ?? '' });
  if (details.rangeOverflow) return fillTemplate(messages.rangeOverflow, { max: limits.max ?? '' });
  if (details.patternMismatch) return messages.patternMismatch;
  if (details.badInput) return messages.badInput;
  return messages.invalid;
}

export interface FieldErrorProps {
  /** An error from outside (a form library, the server). Shown instead of the built-in message. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  limits?: FieldLimits;
  labels?: Partial<FieldErrorMessages>;
  /** Keeps the line's height while the field is valid (forms that check a field on leaving it). */
  reserveSpace?: boolean;
}

/** The error line's place while there is no error (`reserveSpace`): as tall, unseen, unread. */
export function ReservedErrorLine() {
  return (
    <span className={cx(styles.error, reserved)} aria-hidden="true">
      <Icon name="error" size="sm" />
      <span>{'\u00a0'}</span>
    </span>
  );
}

/**
 * The prototypes of an error line, of its kept place and of a checkbox's error line, in a `<template>` (inert, unseen): what
 * a page that is not hydrated copies when its own form check shows or clears a field's error
 * (`setFieldError` of `@city/design-system/enhance`). Render it once in such a page, beside the
 * form; it renders nothing in interactive mode, where react-aria draws the lines.
 */
export function FieldErrorTemplate() {
  const interactive = useInteractive();
  if (interactive) return null;
  return (
    <template {...{ [FIELD_ERROR_TEMPLATE]: '' }}>
      <span className={styles.error} slot="errorMessage">
        <Icon name="error" size="sm" />
        <span />
      </span>
      <ReservedErrorLine />
      <span className={cx(styles.error, note)}>
        <Icon name="error" size="sm" />
        <span />
      </span>
    </template>
  );
}

/**
 * The error line of a form field, inside a react-aria field. It shows the caller's message, else
 * the field's custom validation errors, else a localized message for the browser's validity state.
 * In native mode the library's fields draw their error line themselves (private/NativeField), and
 * this draws what react-aria's draws outside a field: nothing (or the kept line's place).
 */
export function FieldError({ errorMessage, limits, labels, reserveSpace }: FieldErrorProps) {
  const messages = useBuiltInMessages(fieldErrorMessages, labels);
  const validation = useContext(FieldErrorContext);
  const interactive = useInteractive();
  if (!interactive) return reserveSpace ? <ReservedErrorLine /> : null;
  if (reserveSpace && !validation?.isInvalid) return <ReservedErrorLine />;
  return (
    <AriaFieldError className={styles.error}>
      {(validation) => {
        const external =
          typeof errorMessage === 'function' ? errorMessage(validation) : errorMessage;
        const details = validation.validationDetails;
        const text =
          external ||
          (details.customError || details.valid
            ? validation.validationErrors.join(' ') || messages.invalid
            : validityMessage(details, messages, limits));
        return (
          <>
            <Icon name="error" size="sm" />
            <span>{text}</span>
          </>
        );
      }}
    </AriaFieldError>
  );
}
