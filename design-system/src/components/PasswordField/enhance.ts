/*
 * The password field's enhancement for markup that React does not run (PasswordField under
 * `interactive={false}`, `data-enhance="password-field"`): shows the reveal toggle, which then
 * switches the input between password and text, reports it with aria-pressed and announces it
 * in the field's live region, as the React field does.
 */
import { passwordParts } from './parts';

export default function enhancePasswordField(root: HTMLElement): (() => void) | void {
  const input = root.querySelector<HTMLInputElement>('input');
  const toggle = root.querySelector<HTMLButtonElement>(`[${passwordParts.toggle}]`);
  const live = root.querySelector<HTMLElement>(`[${passwordParts.live}]`);
  if (!input || !toggle) return;

  const onClick = () => {
    const reveal = input.type === 'password';
    input.type = reveal ? 'text' : 'password';
    toggle.setAttribute('aria-pressed', String(reveal));
    if (live)
      live.textContent =
        live.getAttribute(reveal ? passwordParts.shownText : passwordParts.hiddenText) ?? '';
  };
  toggle.hidden = false;
  toggle.addEventListener('click', onClick);
  return () => {
    toggle.removeEventListener('click', onClick);
    toggle.hidden = true;
    toggle.setAttribute('aria-pressed', 'false');
    input.type = 'password';
    if (live) live.textContent = '';
  };
}
