/*
 * The native rendering of react-aria's Link and Button, for markup react-aria will never run on
 * (DesignSystemProvider `interactive={false}`). It passes on the props react-aria passes on to the
 * element, so that the element carries the same attributes: identity and language, ARIA, data
 * attributes, and the link's and the button's own HTML attributes (a button's invoker command
 * too). Event handlers are dropped: nothing would call them.
 */

const linkAttributes = new Set(['download', 'ping', 'referrerPolicy', 'rel', 'target']);
const buttonAttributes = new Set([
  'type',
  'command',
  'commandfor',
  'form',
  'formAction',
  'formEncType',
  'formMethod',
  'formNoValidate',
  'formTarget',
  'name',
  'value',
]);
const globalAttributes = new Set(['id', 'lang', 'dir', 'translate', 'hidden']);

function passedOn(props: object, own: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined) continue;
    if (
      key.startsWith('aria-') ||
      key.startsWith('data-') ||
      globalAttributes.has(key) ||
      own.has(key)
    )
      out[key] = value;
  }
  // react-aria marks the current link for styles as it marks its states.
  if (out['aria-current']) out['data-current'] = 'true';
  return out;
}

/** Attributes of a native <a> for the props of react-aria's Link. */
export function nativeLinkProps(props: object): Record<string, unknown> {
  return passedOn(props, linkAttributes);
}

/** Attributes of a native <button> for the props of react-aria's Button (type "button" unless given). */
export function nativeButtonProps(
  props: object & { isDisabled?: boolean },
): Record<string, unknown> {
  const out = passedOn(props, buttonAttributes);
  out.type ??= 'button';
  if (props.isDisabled) {
    out.disabled = true;
    out['data-disabled'] = 'true';
  }
  return out;
}
