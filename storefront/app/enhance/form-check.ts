/*
 * The browser's check of a form on a page that is not hydrated (login, registration, password,
 * profile…): the same zod schema as the route's action, the same localized messages (sent in the
 * page by components/FormCheck.tsx), shown in the design system's native field markup
 * (`setFieldError`). As react-hook-form's `onTouched` mode did on the hydrated pages: a field is
 * checked when it is left, then on every change; on submit every field is checked, and a form
 * with errors is not sent and the focus goes to its first field in error. A form without errors
 * is sent natively to the action, which checks it again. Loaded by the page script when a form
 * marked `data-form-check` is first focused; until then, and if it cannot load, the server
 * checks the form alone.
 */
import type { ZodType } from 'zod';
import { setFieldError, showTabOf } from '@city/design-system/enhance';
import { formValues, parseValues } from '../lib/domain/checkout.schemas';
import { formArrays, formFiles, formSchemas } from './form-schemas';
import type { FormCheckName } from './form-schemas';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The text of a message key (`commerce.errors.required`) among the page's error messages. */
export function messageOf(messages: Record<string, unknown>, key: string): string {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    if (node === undefined) break;
  }
  return typeof node === 'string' ? node : key;
}

/** The form's named controls that the visitor fills (no hidden values, no buttons). */
function controlsOf(form: HTMLFormElement): Map<string, Control> {
  const controls = new Map<string, Control>();
  for (const element of Array.from(form.elements)) {
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ))
      continue;
    if (!element.name || (element instanceof HTMLInputElement && element.type === 'hidden'))
      continue;
    // A radio group is its first radio that can be chosen (where the focus goes on an error).
    const known = controls.get(element.name);
    if (!known || (known.disabled && !element.disabled)) controls.set(element.name, element);
  }
  return controls;
}

export function isFormCheckName(name: string | undefined): name is FormCheckName {
  return !!name && Object.hasOwn(formSchemas, name);
}

/** The form's errors now, by field name (message keys). */
function errorsOf(form: HTMLFormElement, name: FormCheckName): Partial<Record<string, string>> {
  const schema: ZodType<unknown> = formSchemas[name];
  const data = new FormData(form);
  const values = formValues(data, formArrays[name]);
  // A file field's chosen file, which the schema checks as the action does (type and size).
  for (const field of formFiles[name] ?? []) values[field] = data.get(field) ?? undefined;
  // A field of the form that sends nothing (a radio group without a choice) is empty, as the
  // route's action reads it: its error is the schema's own, not zod's word for a missing key.
  for (const [field, control] of controlsOf(form))
    if (control instanceof HTMLInputElement && control.type === 'radio') values[field] ??= '';
  const parsed = parseValues(schema, values);
  return parsed.success ? {} : parsed.fieldErrors;
}

/** Shows the error of each field of `names` (or shows it valid again). */
function showErrors(
  form: HTMLFormElement,
  names: Iterable<string>,
  errors: Partial<Record<string, string>>,
  messages: Record<string, unknown>,
) {
  const controls = controlsOf(form);
  for (const field of names) {
    const control = controls.get(field);
    if (!control) continue;
    const key = errors[field];
    setFieldError(control, key ? messageOf(messages, key) : null);
  }
}

/**
 * The form's summary of its fields in error, when it has one (`data-error-summary` names its
 * element, which holds a list, the fields' labels in `data-error-labels` and the prototype of a
 * line in `<template data-error-summary-item>`): a line per field shown in error, in the form's
 * order, "label: error" as the server writes it. `open` shows it (when the form is sent); else
 * an open summary only follows the fields, and closes when none is in error.
 */
function showSummary(form: HTMLFormElement, open: boolean) {
  const summary = form.ownerDocument.getElementById(form.dataset.errorSummary ?? '');
  const list = summary?.querySelector('ul');
  const prototype = summary?.querySelector<HTMLTemplateElement>('template[data-error-summary-item]')
    ?.content.firstElementChild;
  if (!summary || !list || !prototype) return;
  if (summary.hidden && !open) return;
  let labels: Record<string, unknown> = {};
  try {
    labels = JSON.parse(summary.dataset.errorLabels ?? '{}') as Record<string, unknown>;
  } catch {
    // without the labels the lines say the errors alone
  }
  const lines: Element[] = [];
  for (const [field, control] of controlsOf(form)) {
    if (control.getAttribute('aria-invalid') !== 'true') continue;
    // The field's error line: the one its description names that opens with the error icon.
    const error = (control.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? form.ownerDocument.getElementById(id) : null))
      .find((line) => line?.firstElementChild?.getAttribute('data-icon') === 'error');
    const label = labels[field];
    const line = prototype.cloneNode(true) as Element;
    line.textContent = `${typeof label === 'string' ? `${label}: ` : ''}${error?.lastElementChild?.textContent ?? ''}`;
    lines.push(line);
  }
  list.replaceChildren(...lines);
  summary.hidden = lines.length === 0;
}

/**
 * The tabs of the form's panels (native tabs, the design system's `data-tab` links) that hold
 * their words about errors (`data-tab-errors`, in the tab and in its panel's heading): shown
 * while the panel has a field in error.
 */
function markTabs(form: HTMLFormElement) {
  for (const tab of Array.from(form.querySelectorAll<HTMLElement>('a[data-tab][href^="#"]'))) {
    const panel = form.ownerDocument.getElementById(tab.getAttribute('href')!.slice(1));
    if (!panel) continue;
    const faulty = !!panel.querySelector('[aria-invalid="true"]');
    const marks = [
      ...Array.from(tab.querySelectorAll<HTMLElement>('[data-tab-errors]')),
      ...Array.from(panel.querySelectorAll<HTMLElement>('[data-tab-heading] [data-tab-errors]')),
    ];
    for (const mark of marks) mark.hidden = !faulty;
  }
}

/**
 * Checks every field of `form` at once, as sending it does: each field shows its error or shows
 * it valid again, the form's summary lists them, and the focus goes to the first field in error
 * (its tab panel shown first). True when there is none.
 */
export function checkAll(
  form: HTMLFormElement,
  name: FormCheckName,
  messages: Record<string, unknown>,
): boolean {
  const errors = errorsOf(form, name);
  const controls = controlsOf(form);
  showErrors(form, controls.keys(), errors, messages);
  showSummary(form, true);
  markTabs(form);
  const first = [...controls].find(([field]) => errors[field]);
  if (first) {
    showTabOf(first[1]);
    first[1].focus();
  }
  return !first;
}

/**
 * Checks `form` with the schema named `name`; `messages` holds the page's error messages
 * (`{ commerce: { errors: … } }`). Returns what undoes it.
 */
export function checkForm(
  form: HTMLFormElement,
  name: FormCheckName,
  messages: Record<string, unknown>,
): () => void {
  const touched = new Set<string>();
  // Fields shown in error (by the server, or by a check of the whole form when it was sent) are
  // checked again as soon as they change: fixed, the error goes then, not when the field is left,
  // which would move what follows from under the pointer on its way to the button.
  const shownInvalid = (control: Element) =>
    control.getAttribute('aria-invalid') === 'true' ||
    control.closest('[role="radiogroup"]')?.getAttribute('aria-invalid') === 'true';
  for (const [field, control] of controlsOf(form)) if (shownInvalid(control)) touched.add(field);

  const errorsNow = () => errorsOf(form, name);
  const show = (names: Iterable<string>, errors: Partial<Record<string, string>>) => {
    showErrors(form, names, errors, messages);
    showSummary(form, false);
    markTabs(form);
  };

  const nameOf = (target: EventTarget | null) =>
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
      ? target.name
      : '';

  const onLeave = (event: FocusEvent) => {
    const field = nameOf(event.target);
    if (!field) return;
    // Moving within the same field (a password's reveal button) is not leaving it.
    if (event.relatedTarget instanceof Node && nameOf(event.relatedTarget) === field) return;
    touched.add(field);
    show([field], errorsNow());
  };
  const onChange = (event: Event) => {
    const field = nameOf(event.target);
    if (!field) return;
    if (event.target instanceof Element && shownInvalid(event.target)) touched.add(field);
    // Choosing a file is done once the chooser closes: the file is checked then.
    if (
      event.type === 'change' &&
      event.target instanceof HTMLInputElement &&
      event.target.type === 'file'
    )
      touched.add(field);
    if (!touched.has(field)) return;
    // A change can fix or break another field checked with it (the password's confirmation).
    show(touched, errorsNow());
  };
  const onSubmit = (event: SubmitEvent) => {
    for (const field of controlsOf(form).keys()) touched.add(field);
    if (!checkAll(form, name, messages)) event.preventDefault();
  };

  form.addEventListener('focusout', onLeave);
  form.addEventListener('input', onChange);
  form.addEventListener('change', onChange);
  form.addEventListener('submit', onSubmit);
  return () => {
    form.removeEventListener('focusout', onLeave);
    form.removeEventListener('input', onChange);
    form.removeEventListener('change', onChange);
    form.removeEventListener('submit', onSubmit);
  };
}
