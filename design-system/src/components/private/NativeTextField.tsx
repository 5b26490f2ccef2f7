import type { HTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';
import type { FieldErrorMessages } from '../FieldError';
import { cx } from './cx';
import * as styles from './field.css';
import { invalidFrom } from './FieldParts';
import {
  NativeDescription,
  NativeFieldError,
  NativeLabel,
  describedBy,
  hasContent,
  stateAttributes,
  useNativeFieldIds,
} from './NativeField';

export interface NativeTextFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  errorLabels?: Partial<FieldErrorMessages>;
  className?: string;
  /** The control: a one-line input or a text area. */
  control: 'input' | 'textarea';
  controlClassName: string;
  rows?: number;
  /** Attributes of the control beyond the field's (spellCheck, autoCapitalize). */
  controlAttributes?: HTMLAttributes<HTMLElement>;
  /** Wraps the control (an input group with a button). */
  wrapControl?: (control: ReactElement) => ReactNode;
  /** Rendered last inside the field (a live region). */
  after?: ReactNode;
  /** Attributes of the field's root (its enhancement's name). */
  rootAttributes?: Record<string, string | undefined>;
  /** Keeps the error line's height while the field is valid. */
  reserveErrorSpace?: boolean;
  /** The control itself. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A text field as react-aria's TextField renders it, without react-aria: a labelled <input> or
 * <textarea> that the caller's form submits (name and value) and the browser validates
 * (required, minlength, maxlength, pattern, type).
 */
export function NativeTextField({
  label,
  description,
  errorMessage,
  placeholder,
  errorLabels,
  className,
  control,
  controlClassName,
  rows,
  controlAttributes,
  wrapControl,
  after,
  rootAttributes,
  reserveErrorSpace,
  inputRef,
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
  pattern,
  type,
  inputMode,
  autoComplete,
  autoCorrect,
  spellCheck,
  enterKeyHint,
  form,
}: NativeTextFieldProps) {
  const ids = useNativeFieldIds(id);
  const isInvalid = invalidFrom(invalidProp, errorMessage) ?? false;
  const state = stateAttributes({ isInvalid, isDisabled, isReadOnly, isRequired });
  const attributes = {
    id: ids.input,
    name,
    form,
    defaultValue: value ?? defaultValue ?? '',
    required: isRequired || undefined,
    disabled: isDisabled || undefined,
    readOnly: isReadOnly || undefined,
    minLength,
    maxLength,
    autoComplete,
    autoCorrect,
    spellCheck: spellCheck as 'true' | 'false' | undefined,
    enterKeyHint,
    inputMode,
    placeholder,
    'aria-invalid': isInvalid || undefined,
    'aria-labelledby': ids.label,
    'aria-describedby': describedBy(ids, {
      description: hasContent(description),
      error: isInvalid,
    }),
    className: controlClassName,
    'data-disabled': state['data-disabled'],
    'data-invalid': state['data-invalid'],
    ...controlAttributes,
  };
  const element =
    control === 'textarea' ? (
      <textarea {...attributes} rows={rows} />
    ) : (
      <input {...attributes} ref={inputRef} type={type ?? 'text'} pattern={pattern} />
    );
  return (
    <div className={cx(styles.field, className)} {...state} {...rootAttributes}>
      <NativeLabel ids={ids} isRequired={isRequired}>
        {label}
      </NativeLabel>
      {wrapControl ? wrapControl(element) : element}
      <NativeDescription ids={ids}>{description}</NativeDescription>
      <NativeFieldError
        ids={ids}
        isInvalid={isInvalid}
        errorMessage={typeof errorMessage === 'string' ? errorMessage : undefined}
        labels={errorLabels}
        reserveSpace={reserveErrorSpace}
      />
      {after}
    </div>
  );
}
