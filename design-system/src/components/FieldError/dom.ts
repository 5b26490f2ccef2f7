/*
 * A field's error line on markup React does not run (native mode, a page that is not hydrated):
 * what a page's own form check writes when it finds a field in error or fixed, so that the field
 * reads as the server renders it with `errorMessage` (aria-invalid, the error line named by
 * aria-describedby, data-invalid for the styles). No React and no styles: the error line is a
 * copy of the prototypes `FieldErrorTemplate` renders in the page, so that it has the library's
 * classes and icon.
 *
 * Handled: the text-like fields (TextField, EmailField, PasswordField, TextAreaField, NumberField,
 * DatePicker, Select, FileField: the control is labelled by the field's label, whose parent is the
 * field) and
 * Checkbox (the control inside its label; its lines follow the label), and the radio groups
 * (RadioGroup, TimeSlotPicker: the error line closes the group, which carries the state, and
 * every radio of the group is described by it).
 */

/** Attribute of the `<template>` holding the prototypes (see FieldErrorTemplate). */
export const FIELD_ERROR_TEMPLATE = 'data-field-error-template';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

let counter = 0;

function idList(element: Element, attribute: string): string[] {
  return (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean);
}

/** An error line or a kept line: its first element is the error icon. */
function isErrorLine(element: Element | null | undefined): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.firstElementChild?.getAttribute('data-icon') === 'error' &&
    element.localName === 'span'
  );
}

/** The element that carries the field's state and the one its lines follow. */
function partsOf(
  control: Control,
): { field: HTMLElement; anchor: Element; checkbox: boolean } | null {
  const doc = control.ownerDocument;
  const labelId = idList(control, 'aria-labelledby')[0];
  const label = labelId ? doc.getElementById(labelId) : null;
  const field = label?.parentElement;
  if (label && field && field.contains(control)) {
    // The field's child holding the control (the control, or the group around it).
    let anchor: Element = control;
    while (anchor.parentElement && anchor.parentElement !== field) anchor = anchor.parentElement;
    return { field, anchor, checkbox: false };
  }
  // A checkbox: the control is inside its label; description and error lines follow the label.
  const wrapper = control.closest('label');
  if (wrapper) return { field: wrapper, anchor: wrapper, checkbox: true };
  // A control named by a <label for> beside it (the native DatePicker, FileField).
  const own = control.labels?.[0]?.parentElement;
  if (own?.contains(control)) {
    let anchor: Element = control;
    while (anchor.parentElement && anchor.parentElement !== own) anchor = anchor.parentElement;
    return { field: own, anchor, checkbox: false };
  }
  return null;
}

function prototypes(
  doc: Document,
): { error: Element; reserved: Element; checkboxError: Element } | null {
  const template = doc.querySelector<HTMLTemplateElement>(`template[${FIELD_ERROR_TEMPLATE}]`);
  const [error, reserved, checkboxError] = template ? Array.from(template.content.children) : [];
  return error && reserved && checkboxError ? { error, reserved, checkboxError } : null;
}

function setText(line: Element, text: string) {
  const span = line.lastElementChild;
  if (span && span !== line.firstElementChild) span.textContent = text;
}

/**
 * Shows `message` as the error of the field whose control is `control`, or, with null, shows it
 * valid again (its line's place is kept, as `reserveErrorSpace` keeps it, so that nothing moves
 * when the next error comes). Returns false when the markup is not a library field's or the
 * page has no `FieldErrorTemplate`.
 */
export function setFieldError(control: Control, message: string | null): boolean {
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    const group = control.closest<HTMLElement>('[role="radiogroup"]');
    if (group) return setGroupError(group, message);
  }
  const doc = control.ownerDocument;
  const parts = partsOf(control);
  const proto = prototypes(doc);
  if (!parts || !proto) return false;
  const { field } = parts;
  let { anchor } = parts;
  const described = idList(control, 'aria-describedby');
  // What follows the control: its description (named by aria-describedby), then its error line
  // or the line's kept place.
  let next = anchor.nextElementSibling;
  let current: HTMLElement | null = null;
  while (next) {
    if (isErrorLine(next)) {
      current = next;
      break;
    }
    if (!next.id || !described.includes(next.id)) break;
    anchor = next;
    next = next.nextElementSibling;
  }
  const shown = current && current.id && described.includes(current.id) ? current : null;

  if (message) {
    let line = shown;
    if (!line) {
      line = (parts.checkbox ? proto.checkboxError : proto.error).cloneNode(true) as HTMLElement;
      line.id = `field-error-${++counter}`;
      if (current) current.replaceWith(line);
      else anchor.after(line);
      control.setAttribute('aria-describedby', [...described, line.id].join(' '));
    }
    setText(line, message);
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('data-invalid', 'true');
    field.setAttribute('data-invalid', 'true');
    return true;
  }

  if (shown) {
    shown.replaceWith(proto.reserved.cloneNode(true));
    const kept = described.filter((id) => id !== shown.id);
    if (kept.length) control.setAttribute('aria-describedby', kept.join(' '));
    else control.removeAttribute('aria-describedby');
  }
  control.removeAttribute('aria-invalid');
  control.removeAttribute('data-invalid');
  field.removeAttribute('data-invalid');
  return true;
}

/** The radio group's error (see setFieldError): its line is the group's last child. */
function setGroupError(group: HTMLElement, message: string | null): boolean {
  const proto = prototypes(group.ownerDocument);
  if (!proto) return false;
  const radios = Array.from(group.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
  const last = group.lastElementChild;
  const shown = isErrorLine(last) && last.id ? last : null;
  const describe = (id: string, on: boolean) => {
    for (const element of [group, ...radios]) {
      const kept = idList(element, 'aria-describedby').filter((each) => each !== id);
      // The radios read their error first, the group after its description (react-aria's order).
      const ids = on ? (element === group ? [...kept, id] : [id, ...kept]) : kept;
      if (ids.length) element.setAttribute('aria-describedby', ids.join(' '));
      else element.removeAttribute('aria-describedby');
    }
  };
  const mark = (on: boolean) => {
    for (const element of [group, ...radios.map((radio) => radio.closest('label') ?? radio)])
      if (on) element.setAttribute('data-invalid', 'true');
      else element.removeAttribute('data-invalid');
    if (on) group.setAttribute('aria-invalid', 'true');
    else group.removeAttribute('aria-invalid');
  };
  if (message) {
    let line = shown;
    if (!line) {
      line = proto.error.cloneNode(true) as HTMLElement;
      line.id = `field-error-${++counter}`;
      group.append(line);
      describe(line.id, true);
    }
    setText(line, message);
    mark(true);
    return true;
  }
  if (shown) {
    describe(shown.id, false);
    shown.remove();
  }
  mark(false);
  return true;
}
