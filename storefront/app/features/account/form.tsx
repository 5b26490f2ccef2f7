import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import {
  type Control,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
  useController,
} from 'react-hook-form';
import {
  Alert,
  Checkbox,
  EmailField,
  PasswordField,
  TextAreaField,
  TextField,
} from '@city/design-system';
import type {
  CheckboxProps,
  EmailFieldProps,
  PasswordFieldProps,
  TextAreaFieldProps,
  TextFieldProps,
} from '@city/design-system';
import { type ActionResult, fieldErrorOf, useSendForm, useT } from '../commerce/forms';

/*
 * The design system's fields bound to a react-hook-form form. Each field is controlled by the
 * form (its value, change and blur) and carries its `name`, so that the same form also submits
 * natively to the route action when scripts do not run. Validation is the form's (zod in the
 * browser, the same schema again in the action): react-aria only shows the error it is given
 * (`validationBehavior="aria"`), in the page's language.
 */

interface Binding<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
  /** The field's error, already in the page's language (see `useFieldErrors`). */
  error?: string;
}

/** What a bound field takes from its caller: everything but what the form gives it. */
type Unbound<P> = Omit<
  P,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'validationBehavior'
>;

function useTextBinding<V extends FieldValues>(control: Control<V>, name: FieldPath<V>) {
  const { field } = useController({ control, name });
  const value: unknown = field.value;
  return {
    name: field.name,
    value: typeof value === 'string' ? value : value == null ? '' : String(value),
    onChange: field.onChange,
    onBlur: field.onBlur,
    validationBehavior: 'aria' as const,
  };
}

export function BoundTextField<V extends FieldValues>({
  control,
  name,
  error,
  ...props
}: Binding<V> & Unbound<TextFieldProps>) {
  return <TextField {...props} {...useTextBinding(control, name)} errorMessage={error} />;
}

export function BoundEmailField<V extends FieldValues>({
  control,
  name,
  error,
  ...props
}: Binding<V> & Unbound<EmailFieldProps>) {
  return <EmailField {...props} {...useTextBinding(control, name)} errorMessage={error} />;
}

export function BoundPasswordField<V extends FieldValues>({
  control,
  name,
  error,
  ...props
}: Binding<V> & Unbound<PasswordFieldProps>) {
  return <PasswordField {...props} {...useTextBinding(control, name)} errorMessage={error} />;
}

export function BoundTextAreaField<V extends FieldValues>({
  control,
  name,
  error,
  ...props
}: Binding<V> & Unbound<TextAreaFieldProps>) {
  return <TextAreaField {...props} {...useTextBinding(control, name)} errorMessage={error} />;
}

export function BoundCheckbox<V extends FieldValues>({
  control,
  name,
  error,
  ...props
}: Binding<V> & Omit<Unbound<CheckboxProps>, 'isSelected' | 'defaultSelected'>) {
  const { field } = useController({ control, name });
  return (
    <Checkbox
      {...props}
      name={field.name}
      isSelected={field.value === true || field.value === 'on'}
      onChange={field.onChange}
      onBlur={field.onBlur}
      validationBehavior="aria"
      errorMessage={error}
    />
  );
}

/**
 * The error text of each field in the page's language: the browser's check first, then the
 * server's answer (`fieldErrors` of the action's result).
 */
export function useFieldErrors<V extends FieldValues>(
  errors: FieldErrors<V>,
  result: ActionResult | undefined,
): (name: string) => string | undefined {
  const t = useT();
  const keyOf = fieldErrorOf(errors as FieldErrors<Record<string, unknown>>, result);
  return (name) => {
    const key = keyOf(name);
    return key ? t(key) : undefined;
  };
}

/** The element to focus for a named control of a form: the control, or the visible part of it. */
function focusTarget(element: Element): HTMLElement | null {
  if (!(element instanceof HTMLElement)) return null;
  if (!(element instanceof HTMLInputElement) || element.type !== 'hidden') return element;
  // A value kept in a hidden input (a date picker, a number field): its visible control.
  return (
    element.parentElement?.querySelector<HTMLElement>(
      'input:not([type="hidden"]), [role="spinbutton"], [role="combobox"], button',
    ) ?? null
  );
}

/** Focuses the first control of the form, in document order, whose name is in `names`. */
export function focusFirstInvalid(form: HTMLFormElement | null, names: Iterable<string>): boolean {
  if (!form) return false;
  const wanted = new Set(names);
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (!name || !wanted.has(name)) continue;
    const target = focusTarget(element);
    if (target) {
      target.focus();
      return true;
    }
  }
  return false;
}

/**
 * Moves focus to the first invalid field once its error is on the screen: after the browser's
 * check refused the form (`request`) and when the server answers field errors.
 */
export function useFocusInvalid(
  form: RefObject<HTMLFormElement | null>,
  result: ActionResult | undefined,
) {
  const pending = useRef<string[] | null>(null);
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    if (!pending.current) return;
    focusFirstInvalid(form.current, pending.current);
    pending.current = null;
  }, [turn, form]);
  useEffect(() => {
    const names = Object.keys(result?.fieldErrors ?? {});
    if (names.length) focusFirstInvalid(form.current, names);
  }, [result, form]);
  return useCallback((names: Iterable<string>) => {
    pending.current = [...names];
    setTurn((value) => value + 1);
  }, []);
}

/**
 * What a form screen wires to its form: each field's error text, and the submit handler that sends
 * the native form to the route action once react-hook-form has checked it, or else focuses the
 * first field in error.
 */
export function useCheckedSubmit<V extends FieldValues>(
  form: UseFormReturn<V>,
  formRef: RefObject<HTMLFormElement | null>,
  result: ActionResult | undefined,
) {
  const send = useSendForm();
  const error = useFieldErrors(form.formState.errors, result);
  const focusInvalid = useFocusInvalid(formRef, result);
  const onSubmit = form.handleSubmit(
    (_values, event) => send(event),
    (errors) => focusInvalid(Object.keys(errors)),
  );
  return { error, onSubmit };
}

/** A form-level message: errors interrupt (role alert), notices wait their turn (role status). */
export function FormAlert({
  tone,
  title,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  title?: ReactNode;
  children?: ReactNode;
}) {
  if (!children && !title) return null;
  return (
    <Alert tone={tone} title={title}>
      {children}
    </Alert>
  );
}
