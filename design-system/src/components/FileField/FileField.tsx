import { useEffect, useState } from 'react';
import type { ChangeEvent, FocusEvent, ReactNode, Ref } from 'react';
import { useInteractive } from '../../provider';
import { cx } from '../private/cx';
import * as field from '../private/field.css';
import {
  NativeDescription,
  NativeFieldError,
  NativeLabel,
  describedBy,
  hasContent,
  stateAttributes,
  useNativeFieldIds,
} from '../private/NativeField';
import { acceptsFile, fileFieldParts } from './parts';
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
  /** Error from outside (a form's check, the server): marks the field invalid and is shown. */
  errorMessage?: string;
  /** Keeps the error line's height while the field is valid (forms that check a field on leaving it). */
  reserveErrorSpace?: boolean;
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
  /** A picture shown under the field: the one already saved (or the caller's own preview). */
  preview?: FileFieldPreview | null;
  /**
   * With it, a chosen file of a type `accept` names is previewed under the field, with this text
   * alternative, in place of `preview` (in native mode by the enhancement `file-field`).
   */
  chosenPreviewAlt?: string;
  className?: string;
}

/**
 * A labelled file input with description, error line and an optional picture preview. It is the
 * browser's own file input (it submits with its form without script, multipart); only its look
 * is the library's. The markup is the same in both modes; in native mode the preview of a chosen
 * picture is the enhancement's (`data-enhance="file-field"`).
 */
export function FileField({
  label,
  description,
  errorMessage,
  reserveErrorSpace,
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
  chosenPreviewAlt,
  className,
}: FileFieldProps) {
  const interactive = useInteractive();
  const ids = useNativeFieldIds(id);
  const isInvalid = Boolean(errorMessage);
  const state = stateAttributes({ isInvalid, isDisabled, isRequired });
  // Interactive mode: the chosen picture's address while it is shown.
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen);
    },
    [chosen],
  );
  // In native mode the enhancement previews the chosen picture, not React.
  const previewsChosen = interactive && Boolean(chosenPreviewAlt);
  const shown =
    chosen && chosenPreviewAlt ? { src: chosen, alt: chosenPreviewAlt } : (preview ?? null);
  const enhanced = !interactive && Boolean(chosenPreviewAlt);
  return (
    <div
      className={cx(field.field, className)}
      data-invalid={state['data-invalid']}
      data-disabled={state['data-disabled']}
      {...(enhanced
        ? { 'data-enhance': 'file-field', [fileFieldParts.chosenAlt]: chosenPreviewAlt }
        : {})}
    >
      <NativeLabel ids={ids} isRequired={isRequired}>
        {label}
      </NativeLabel>
      <input
        ref={ref}
        id={ids.input}
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        required={isRequired || undefined}
        disabled={isDisabled || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy(ids, {
          description: hasContent(description),
          error: isInvalid,
        })}
        onChange={(event) => {
          if (previewsChosen) {
            const file = event.target.files?.item(0) ?? null;
            setChosen(file && acceptsFile(accept, file) ? URL.createObjectURL(file) : null);
          }
          onChange?.(event);
        }}
        onBlur={onBlur}
        className={styles.input}
      />
      <NativeDescription ids={ids}>{description}</NativeDescription>
      <NativeFieldError
        ids={ids}
        isInvalid={isInvalid}
        errorMessage={errorMessage}
        reserveSpace={reserveErrorSpace}
      />
      {shown ? (
        <img
          className={styles.preview}
          src={shown.src}
          alt={shown.alt}
          {...{ [fileFieldParts.preview]: '' }}
        />
      ) : enhanced ? (
        // The chosen picture's place, for the enhancement (inert, unseen).
        <template>
          <img
            className={styles.preview}
            alt={chosenPreviewAlt}
            {...{ [fileFieldParts.preview]: '' }}
          />
        </template>
      ) : null}
    </div>
  );
}
