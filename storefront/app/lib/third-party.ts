/*
 * The two configured third-party scripts of spec section 9 (tag manager, accessibility widget),
 * added with the page's CSP nonce. Without React: used by the consent manager on hydrated pages
 * and by the page script on the others.
 */

/** Delay of the accessibility widget after start (spec section 9). */
export const A11Y_WIDGET_DELAY_MS = 5_500;

/** The CSP nonce of the document (the attribute is hidden in the DOM; the property keeps it). */
export function readDocumentNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}

/** Adds an external script once, with the page's CSP nonce. */
export function injectScript(src: string, id: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  const nonce = readDocumentNonce();
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}
