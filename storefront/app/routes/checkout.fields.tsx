import {
  type BaseSyntheticEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { useTranslation } from 'react-i18next';
import type {
  FieldErrors as FormErrors,
  FieldValues,
  UseFormRegisterReturn,
} from 'react-hook-form';
import { useParams, useSubmit } from 'react-router';
import { formatPrice } from '@city/design-system';
import { i18nFor } from '../lib/i18n/instance';
import * as styles from './checkout.fields.css';

/**
 * Form parts shared by the purchase, checkout, account and operator screens: labelled controls
 * whose error text is tied to the control (aria-describedby, aria-invalid) and written in the
 * user's language. Errors carry message keys (`commerce.errors.*`) that are translated here.
 */

export { styles };

export type Lang = 'it' | 'en' | 'fr';

export function useLang(): Lang {
  const { lang } = useParams();
  return lang === 'en' || lang === 'fr' ? lang : 'it';
}

export function useT() {
  const { t } = useTranslation();
  return t;
}

export function Price({ cents }: { cents: number }) {
  const lang = useLang();
  return <>{formatPrice(cents, lang)}</>;
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

function FieldError({ id, error }: { id: string; error?: string }) {
  const t = useT();
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      {t(error)}
    </p>
  );
}

export function TextField({
  label,
  error,
  hint,
  ref,
  ...input
}: FieldShell & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
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
      <input
        id={ids.id}
        ref={ref}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
      <FieldError id={ids.errorId} error={error} />
    </div>
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
      <textarea
        id={ids.id}
        ref={ref}
        rows={5}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
      <FieldError id={ids.errorId} error={error} />
    </div>
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
  const ids = useFieldIds(error, hint);
  return (
    <div className={styles.field}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
      </label>
      <select
        id={ids.id}
        ref={ref}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.errorId} error={error} />
    </div>
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

export function Page({
  title,
  children,
  intro,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {intro ? <p>{intro}</p> : null}
      {children}
    </div>
  );
}

/** Field errors of a server answer, keyed by field name, as message keys. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The error shown under each field of a form: the form's own check first, then the server's
 * answer (`fieldErrors` of the action's result).
 */
export function fieldErrorOf<V extends FieldValues>(
  errors: FormErrors<V>,
  result: { fieldErrors?: FieldErrors } | undefined,
): (name: Extract<keyof V, string>) => string | undefined {
  return (name) => {
    const message = errors[name]?.message;
    return (typeof message === 'string' ? message : undefined) ?? result?.fieldErrors?.[name];
  };
}

export interface ActionResult {
  ok?: boolean;
  formError?: string;
  fieldErrors?: FieldErrors;
  notice?: string;
}

/** Sends the validated native form to the route action (react-hook-form validated it first). */
export function useSendForm() {
  const submit = useSubmit();
  return (event?: BaseSyntheticEvent) => {
    const target = event?.target;
    if (target instanceof HTMLFormElement) void submit(target);
  };
}

/** A `{ it, en, fr }` name in the page's language, falling back to Italian. */
export function localized(
  value: Partial<Record<Lang, string>> | string | null | undefined,
  lang: Lang,
): string {
  if (!value) return '';
  if (typeof value === 'string') return value;
  return value[lang] ?? value.it ?? value.en ?? value.fr ?? '';
}

/** Document title (localized, from the merged messages) and noindex for commerce screens. */
export function commerceMeta(titleKey: string) {
  return ({ params }: { params: Readonly<Record<string, string | undefined>> }) => {
    const lang: Lang = params.lang === 'en' || params.lang === 'fr' ? params.lang : 'it';
    const i18n = i18nFor(lang);
    const title = i18n.t(`commerce.titles.${titleKey}`);
    const site = i18n.t('commerce.siteName');
    return [{ title: `${title} | ${site}` }, { name: 'robots', content: 'noindex' }];
  };
}
