import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DesignSystemProvider } from '../../provider';
import type { Locale } from '../../provider';

/**
 * For tests: an element's markup under a provider as the browser gets it with react-aria
 * (`interactive`) and under `interactive={false}` (`static`).
 */
export function renderBothWays(
  element: ReactElement,
  locale: Locale,
): { interactive: string; static: string } {
  return {
    interactive: renderToStaticMarkup(
      <DesignSystemProvider locale={locale}>{element}</DesignSystemProvider>,
    ),
    static: renderToStaticMarkup(
      <DesignSystemProvider locale={locale} interactive={false}>
        {element}
      </DesignSystemProvider>,
    ),
  };
}

/**
 * react-aria's own attributes: its marker, its press marker, and the state attributes it keeps
 * in step with the widget (the native markup may set the static ones for the styles, or not).
 */
const ariaOwnAttributes = new Set([
  'data-rac',
  'data-react-aria-pressable',
  'data-focused',
  'data-focus-visible',
  'data-focus-within',
  'data-hovered',
  'data-pressed',
  'data-disabled',
  'data-invalid',
  'data-required',
  'data-readonly',
  'data-selected',
  'data-empty',
  'data-orientation',
  'data-placement',
  'data-open',
  'data-expanded',
  'data-indeterminate',
  'data-placeholder',
  'data-unavailable',
  'data-outside-month',
  'data-outside-visible-range',
  'data-today',
  'data-selection-mode',
  'data-layout',
  'data-trigger',
  'data-type',
  'data-has-children',
  'data-collection',
  'data-key',
  'data-rac-id',
]);

/** Attributes holding id references. */
const idRefAttributes = [
  'for',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-errormessage',
  'aria-activedescendant',
  'commandfor',
];

/** Ids React and react-aria generate (not the caller's). */
const generatedId = /^(react-aria-?|_R_|«|:r)/;

/**
 * Markup reduced to what a user, assistive technology and a form see, to compare the two modes:
 * react-aria's own attributes go, generated ids become their order of appearance (dangling
 * references and ids nothing refers to go, generated radio group names likewise), `tabindex="0"`
 * and a radio input's roving tabindex go (the browser's own), react-aria's `type="text"` on a
 * <textarea> goes, and every element's attributes are sorted.
 */
export function comparableMarkup(html: string, extraIgnored: readonly string[] = []): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const elements = Array.from(template.content.querySelectorAll<HTMLElement>('*'));
  const ids = new Set(elements.map((element) => element.id).filter(Boolean));
  const referenced = new Set<string>();
  for (const element of elements)
    for (const attribute of idRefAttributes)
      for (const token of (element.getAttribute(attribute) ?? '').split(/\s+/))
        if (ids.has(token)) referenced.add(token);
  const renamed = new Map<string, string>();
  const names = new Map<string, string>();
  const rename = (id: string) => {
    if (!generatedId.test(id)) return id;
    if (!renamed.has(id)) renamed.set(id, `id${renamed.size + 1}`);
    return renamed.get(id)!;
  };
  for (const element of elements) {
    for (const name of element.getAttributeNames()) {
      if (ariaOwnAttributes.has(name) || extraIgnored.includes(name)) element.removeAttribute(name);
    }
    if (element.getAttribute('tabindex') === '0') element.removeAttribute('tabindex');
    // The browser moves focus within a native radio group itself.
    if (element.localName === 'input' && element.getAttribute('type') === 'radio')
      element.removeAttribute('tabindex');
    if (element.localName === 'textarea' && element.getAttribute('type') === 'text')
      element.removeAttribute('type');
    if (element.id) {
      if (referenced.has(element.id) || !generatedId.test(element.id))
        element.id = rename(element.id);
      else element.removeAttribute('id');
    }
    // A generated radio group name, by its order of appearance too.
    const name = element.getAttribute('name');
    if (name && generatedId.test(name)) {
      if (!names.has(name)) names.set(name, `name${names.size + 1}`);
      element.setAttribute('name', names.get(name)!);
    }
    for (const attribute of idRefAttributes) {
      const value = element.getAttribute(attribute);
      if (value === null) continue;
      const kept = value
        .split(/\s+/)
        .filter((token) => ids.has(token))
        .map(rename);
      if (kept.length) element.setAttribute(attribute, kept.join(' '));
      else element.removeAttribute(attribute);
    }
    const attributes = element
      .getAttributeNames()
      .sort()
      .map((name) => [name, element.getAttribute(name) ?? ''] as const);
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML;
}

/**
 * Native markup after its enhancement ran on every `[data-enhance]` element, with the marker
 * removed: what a page that is not hydrated shows once its enhancements have loaded.
 */
export function enhancedMarkup(html: string, enhancer: (element: HTMLElement) => unknown): string {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  for (const element of Array.from(container.querySelectorAll<HTMLElement>('[data-enhance]'))) {
    enhancer(element);
    element.removeAttribute('data-enhance');
  }
  const out = container.innerHTML;
  container.remove();
  return out;
}

/**
 * jsdom has <dialog> but not its methods: a stand-in that opens and closes it as the browser does
 * (without the top layer), for the enhancement's tests. Real browsers run the stories.
 */
export function standInDialogMethods() {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  if (proto.showModal) return () => {};
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  return () => {
    delete proto.showModal;
    delete proto.close;
  };
}

/** The dialog as assistive technology meets it: name, description, heading, buttons, text. */
export function dialogFacts(dialog: HTMLElement) {
  const text = (ids: string | null) =>
    (ids ?? '')
      .split(' ')
      .map((id) => (id ? document.getElementById(id)?.textContent : ''))
      .join(' ')
      .trim();
  return {
    name: text(dialog.getAttribute('aria-labelledby')),
    description: text(dialog.getAttribute('aria-describedby')),
    headings: Array.from(dialog.querySelectorAll('h1, h2, h3')).map((h) => [
      h.localName,
      h.textContent,
    ]),
    buttons: Array.from(dialog.querySelectorAll('button')).map(
      (button) => button.getAttribute('aria-label') ?? button.textContent,
    ),
    text: dialog.textContent,
  };
}
