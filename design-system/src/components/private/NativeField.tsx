import { useId } from 'react';
import type { ReactNode } from 'react';
import { useBuiltInMessages } from '../../provider';
import { ReservedErrorLine } from '../FieldError/FieldError';
import { fieldErrorMessages } from '../FieldError/messages';
import type { FieldErrorMessages } from '../FieldError/messages';
import { Icon } from '../Icon';
import * as styles from './field.css';

/*
 * The parts of a form field as react-aria renders them (label, description, error line), for
 * markup react-aria will never run on (DesignSystemProvider `interactive={false}`). The ids and
 * the ARIA wiring between them are the ones react-aria's field hooks set.
 */

export interface NativeFieldIds {
  /** The control's id (the caller's `id` when given). */
  input: string;
  label: string;
  description: string;
  error: string;
}

/** Ids of a field's parts; the control keeps the caller's id. */
export function useNativeFieldIds(id?: string): NativeFieldIds {
  const base = useId();
  return {
    input: id ?? `${base}i`,
    label: `${base}l`,
    description: `${base}d`,
    error: `${base}e`,
  };
}

/** The IDREF list of the control's description: the description line, then the error line. */
export function describedBy(
  ids: NativeFieldIds,
  parts: { description?: boolean; error?: boolean; extra?: string },
): string | undefined {
  const list = [
    parts.extra,
    parts.description ? ids.description : undefined,
    parts.error ? ids.error : undefined,
  ].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

/** Whether a description is given (FieldDescription renders nothing for an empty one). */
export function hasContent(node: ReactNode): boolean {
  return node != null && node !== '' && node !== false;
}

/** The field's label, a <label for> (or a <span> labelling a group), with the required mark. */
export function NativeLabel({
  ids,
  isRequired,
  elementType = 'label',
  className = styles.label,
  children,
}: {
  ids: NativeFieldIds;
  isRequired?: boolean;
  elementType?: 'label' | 'span';
  className?: string;
  children: ReactNode;
}) {
  const content = (
    <>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
  if (elementType === 'span')
    return (
      <span className={className} id={ids.label}>
        {content}
      </span>
    );
  return (
    <label className={className} id={ids.label} htmlFor={ids.input}>
      {content}
    </label>
  );
}

export function NativeDescription({ ids, children }: { ids: NativeFieldIds; children: ReactNode }) {
  if (!hasContent(children)) return null;
  return (
    <span className={styles.description} id={ids.description} slot="description">
      {children}
    </span>
  );
}

/**
 * The error line of an invalid field: the caller's message, else the built-in "check the value"
 * (the browser's own bubble reports its constraint failures without script).
 */
export function NativeFieldError({
  ids,
  isInvalid,
  errorMessage,
  labels,
  reserveSpace,
}: {
  ids: NativeFieldIds;
  isInvalid: boolean;
  errorMessage?: ReactNode;
  labels?: Partial<FieldErrorMessages>;
  /** Keeps the line's height while the field is valid. */
  reserveSpace?: boolean;
}) {
  const messages = useBuiltInMessages(fieldErrorMessages, labels);
  if (!isInvalid) return reserveSpace ? <ReservedErrorLine /> : null;
  return (
    <span className={styles.error} id={ids.error} slot="errorMessage">
      <Icon name="error" size="sm" />
      <span>{hasContent(errorMessage) ? errorMessage : messages.invalid}</span>
    </span>
  );
}

/** The field's state as the data attributes react-aria sets and the field styles read. */
export function stateAttributes(state: {
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  isReadOnly?: boolean;
}): Record<string, string | undefined> {
  return {
    'data-disabled': state.isDisabled ? 'true' : undefined,
    'data-invalid': state.isInvalid ? 'true' : undefined,
    'data-readonly': state.isReadOnly ? 'true' : undefined,
    'data-required': state.isRequired ? 'true' : undefined,
  };
}

/** react-aria's inline style hiding a checkbox's or radio's input while it stays focusable. */
export const hiddenInputStyle = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
} as const;
