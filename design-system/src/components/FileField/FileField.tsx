import { useId } from 'react';
import type { ChangeEvent, FocusEvent, ReactNode, Ref } from 'react';
import { Icon } from '../Icon';
import { cx } from '../private/cx';
import * as field from '../private/field.css';
import * as styles from './FileField.css';

export interface FileFieldPreview {
  /** Address of the picture (an object URL of the chosen file, or the current file). */
  src: string;
  /** Says which picture it is ("Preview of the chosen picture"). */
  alt: string;
}

export interface FileFieldProps {
  label: ReactNode;
  /** Accepted types and size, said before the user chooses. */
  description?: ReactNode;
  /** Error from outside (react-hook-form, the server): marks the field invalid and is shown. */
  errorMessage?: string;
  name?: string;
  id?: string;
  /** Accepted types, as the input's `accept` (e.g. "image/jpeg,image/png"). */
  accept?: string;
  multiple?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The input element, e.g. for a form library that reads the chosen files. */
  ref?: Ref<HTMLInputElement>;
  /** A picture shown under the field: the chosen file or the one already saved. */
  preview?: FileFieldPreview | null;
  className?: string;
}

/**
 * A labelled file input with description, error line and an optional picture preview. It is the
 * browser's own file input (it submits with its form without script); only its look is the
 * library's.
 */
export function FileField({
  label,
  description,
  errorMessage,
  name,
  id,
  accept,
  multiple,
  isRequired,
  isDisabled,
  onChange,
  onBlur,
  ref,
  preview,
  className,
}: FileFieldProps) {
  const base = useId();
  const inputId = id ?? `${base}-input`;
  const hintId = description != null && description !== '' ? `${base}-description` : undefined;
  const errorId = errorMessage ? `${base}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={cx(field.field, className)}
      data-invalid={errorId ? 'true' : undefined}
      data-disabled={isDisabled ? 'true' : undefined}
    >
      <label className={field.label} htmlFor={inputId}>
        {label}
        {isRequired ? (
          <span className={field.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <input
        ref={ref}
        id={inputId}
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        required={isRequired || undefined}
        disabled={isDisabled || undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
        onChange={onChange}
        onBlur={onBlur}
        className={styles.input}
      />
      {hintId ? (
        <span id={hintId} className={field.description}>
          {description}
        </span>
      ) : null}
      {errorId ? (
        <span id={errorId} className={field.error}>
          <Icon name="error" size="sm" />
          <span>{errorMessage}</span>
        </span>
      ) : null}
      {preview ? <img className={styles.preview} src={preview.src} alt={preview.alt} /> : null}
    </div>
  );
}
