import type { ReactNode, Ref } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';
import { useInteractive } from '../../provider';
import { FieldError } from '../FieldError';
import type { FieldErrorMessages } from '../FieldError';
import { cx } from '../private/cx';
import * as styles from '../private/field.css';
import { FieldDescription, FieldLabel, invalidFrom } from '../private/FieldParts';
import { NativeTextField } from '../private/NativeTextField';

export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style'
> {
  label: ReactNode;
  description?: ReactNode;
  /** Error from outside (react-hook-form, the server): marks the field invalid and is shown. */
  errorMessage?: string | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  errorLabels?: Partial<FieldErrorMessages>;
  /** Keeps the error line's height while the field is valid (forms that check on leaving a field). */
  reserveErrorSpace?: boolean;
  /** The <input> itself, e.g. for a form library to focus the first field in error. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A labelled single-line text field with description and localized validation messages. In
 * native mode (DesignSystemProvider `interactive={false}`) the same markup without react-aria.
 */
export function TextField(props: TextFieldProps) {
  const interactive = useInteractive();
  if (!interactive)
    return <NativeTextField {...props} control="input" controlClassName={styles.input} />;
  return <AriaTextFieldWithParts {...props} />;
}

function AriaTextFieldWithParts({
  label,
  description,
  errorMessage,
  placeholder,
  errorLabels,
  reserveErrorSpace,
  inputRef,
  className,
  isInvalid,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField
      {...rest}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={cx(styles.field, className)}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldError
        errorMessage={errorMessage}
        labels={errorLabels}
        reserveSpace={reserveErrorSpace}
        limits={{
          minLength: rest.minLength,
          maxLength: rest.maxLength,
          email: rest.type === 'email',
        }}
      />
    </AriaTextField>
  );
}
