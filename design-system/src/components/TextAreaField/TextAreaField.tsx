import type { ReactNode } from 'react';
import { TextArea, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';
import { useInteractive } from '../../provider';
import { FieldError } from '../FieldError';
import type { FieldErrorMessages } from '../FieldError';
import { cx } from '../private/cx';
import * as styles from '../private/field.css';
import { FieldDescription, FieldLabel, invalidFrom } from '../private/FieldParts';
import {
  NativeDescription,
  NativeFieldError,
  NativeLabel,
  describedBy,
  hasContent,
  stateAttributes,
  useNativeFieldIds,
} from '../private/NativeField';
import * as own from './TextAreaField.css';

export interface TextAreaFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style' | 'type' | 'inputMode' | 'pattern'
> {
  label: ReactNode;
  description?: ReactNode;
  /** Error from outside (react-hook-form, the server): marks the field invalid and is shown. */
  errorMessage?: string | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /** Visible lines of text (the area grows when the user drags its corner). */
  rows?: number;
  errorLabels?: Partial<FieldErrorMessages>;
  className?: string;
}

/**
 * A labelled multi-line text field (messages, notes) with description and the same localized
 * validation messages as TextField.
 */
export function TextAreaField(props: TextAreaFieldProps) {
  const interactive = useInteractive();
  return interactive ? <AriaTextAreaField {...props} /> : <NativeTextAreaField {...props} />;
}

function AriaTextAreaField({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  errorLabels,
  className,
  isInvalid,
  ...rest
}: TextAreaFieldProps) {
  return (
    <AriaTextField
      {...rest}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={cx(styles.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <TextArea className={cx(styles.input, own.textArea)} placeholder={placeholder} rows={rows} />
      <FieldDescription>{description}</FieldDescription>
      <FieldError
        errorMessage={errorMessage}
        labels={errorLabels}
        limits={{ minLength: rest.minLength, maxLength: rest.maxLength }}
      />
    </AriaTextField>
  );
}

/** The same markup as a plain <textarea> in the caller's form (the browser validates it). */
function NativeTextAreaField({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  errorLabels,
  className,
  isInvalid: invalidProp,
  id,
  name,
  value,
  defaultValue,
  isRequired,
  isDisabled,
  isReadOnly,
  minLength,
  maxLength,
  autoComplete,
  spellCheck,
}: TextAreaFieldProps) {
  const ids = useNativeFieldIds(id);
  const isInvalid = invalidFrom(invalidProp, errorMessage) ?? false;
  const withDescription = hasContent(description);
  const state = stateAttributes({ isInvalid, isDisabled, isReadOnly, isRequired });
  return (
    <div className={cx(styles.field, className)} {...state}>
      <NativeLabel ids={ids} isRequired={isRequired}>
        {label}
      </NativeLabel>
      <textarea
        id={ids.input}
        name={name}
        defaultValue={value ?? defaultValue ?? ''}
        required={isRequired || undefined}
        disabled={isDisabled || undefined}
        readOnly={isReadOnly || undefined}
        minLength={minLength}
        maxLength={maxLength}
        autoComplete={autoComplete}
        spellCheck={spellCheck as 'true' | 'false' | undefined}
        placeholder={placeholder}
        rows={rows}
        aria-invalid={isInvalid || undefined}
        aria-labelledby={ids.label}
        aria-describedby={describedBy(ids, { description: withDescription, error: isInvalid })}
        className={cx(styles.input, own.textArea)}
        data-disabled={state['data-disabled']}
        data-invalid={state['data-invalid']}
      />
      <NativeDescription ids={ids}>{description}</NativeDescription>
      <NativeFieldError
        ids={ids}
        isInvalid={isInvalid}
        errorMessage={typeof errorMessage === 'string' ? errorMessage : undefined}
        labels={errorLabels}
      />
    </div>
  );
}
