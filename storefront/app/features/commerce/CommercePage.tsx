import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from './screen';
import * as styles from './commerce.css';

/*
 * The form controls of the purchase, account and operator screens that have not moved to the
 * design system's fields yet, without React Router. The controls are labelled, and their error
 * text is tied to them (aria-describedby, aria-invalid) and written in the user's language: errors
 * carry message keys (`commerce.errors.*`) that are translated here. The screen frame is the
 * design system's PageLayout; the cart's reading and empty states are in screen.tsx.
 */

export { styles };
export { PageLayout as Page } from '@city/design-system';
export { CartReading, EmptyCart, useT } from './screen';
export type { Lang } from './screen';

/** A form-level message: errors are announced (role=alert), notices politely (role=status). */
export function FormMessage({ tone, children }: { tone: 'error' | 'notice'; children: ReactNode }) {
  if (!children) return null;
  return tone === 'error' ? (
    <div role="alert" className={styles.alert}>
      {children}
    </div>
  ) : (
    <div role="status" className={styles.notice}>
      {children}
    </div>
  );
}

interface FieldShell {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

function useFieldIds(error?: string, hint?: ReactNode) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

/**
 * The line under a field that holds its error. It keeps its height when there is no error: an
 * error shown on leaving a field (forms that check on blur) would otherwise push the fields below
 * it down between the press and the release of a click on one of them, and the click would miss.
 */
function FieldError({ id, error }: { id: string; error?: string }) {
  const t = useT();
  return error ? (
    <p id={id} className={styles.error}>
      {t(error)}
    </p>
  ) : (
    <p className={styles.error} aria-hidden="true" />
  );
}

/** What a field's control is given by its shell: its id and the ids that describe it. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, optional hint, the control and the error line of a text, text area or select field. */
function Field({
  label,
  error,
  hint,
  children,
}: FieldShell & { children: (control: ControlProps) => ReactNode }) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={styles.field}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id: ids.id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': ids.describedBy,
      })}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  ref,
  ...input
}: FieldShell & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <input ref={ref} className={styles.control} {...control} {...input} />}
    </Field>
  );
}

/**
 * A new password and its confirmation, as registration, invitation and reset ask for them:
 * `password` and `confirm` are the form's registrations of those two fields.
 */
export function NewPasswordFields({
  password,
  confirm,
  error,
  label = 'commerce.fields.password',
}: {
  password: UseFormRegisterReturn<'password'>;
  confirm: UseFormRegisterReturn<'confirm'>;
  /** The error of either field (the browser's check, then the server's answer). */
  error: (name: 'password' | 'confirm') => string | undefined;
  /** The first field's label: "Password", or "New password" where one is replaced. */
  label?: 'commerce.fields.password' | 'commerce.fields.newPassword';
}) {
  const t = useT();
  return (
    <>
      <TextField
        label={t(label)}
        hint={t('commerce.fields.passwordHint')}
        type="password"
        autoComplete="new-password"
        required
        error={error('password')}
        {...password}
      />
      <TextField
        label={t('commerce.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={error('confirm')}
        {...confirm}
      />
    </>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ref,
  ...input
}: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <textarea ref={ref} rows={5} className={styles.control} {...control} {...input} />
      )}
    </Field>
  );
}

export function SelectField({
  label,
  error,
  hint,
  ref,
  options,
  ...select
}: FieldShell &
  SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: Ref<HTMLSelectElement>;
    options: ReadonlyArray<{ value: string; label: string }>;
  }) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <select ref={ref} className={styles.control} {...control} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({
  label,
  error,
  ref,
  ...input
}: FieldShell & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const ids = useFieldIds(error);
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id={ids.id}
          ref={ref}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...input}
        />
        <label htmlFor={ids.id}>{label}</label>
      </div>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
