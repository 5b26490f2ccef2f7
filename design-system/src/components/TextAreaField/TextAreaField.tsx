import type { ReactNode } from 'react';
import { TextArea, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';
import { useInteractive } from '../../provider';
import { FieldError } from '../FieldError';
import type { FieldErrorMessages } from '../FieldError';
import { cx } from '../private/cx';
import * as styles from '../private/field.css';
import { FieldDescription, FieldLabel, invalidFrom } from '../private/FieldParts';
import { NativeTextField } from '../private/NativeTextField';
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
  /** Keeps the error line's height while valid, for forms that check a field on leaving it. */
  reserveErrorSpace?: boolean;
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
  reserveErrorSpace,
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
        reserveSpace={reserveErrorSpace}
        limits={{ minLength: rest.minLength, maxLength: rest.maxLength }}
      />
    </AriaTextField>
  );
}

/** The same markup as a plain <textarea> in the caller's form (the browser validates it). */
function NativeTextAreaField({ rows = 4, ...rest }: TextAreaFieldProps) {
  return (
    <NativeTextField
      {...rest}
      control="textarea"
      controlClassName={cx(styles.input, own.textArea)}
      rows={rows}
    />
  );
}
