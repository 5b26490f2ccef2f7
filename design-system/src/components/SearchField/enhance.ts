/*
 * The search field's enhancement for markup that React does not run (SearchField under
 * `interactive={false}`, `data-enhance="search-field"`): shows the clear button while the field
 * has text, and the button or Escape clears the field, as react-aria's SearchField does.
 */
export default function enhanceSearchField(root: HTMLElement): (() => void) | void {
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  const clear = root.querySelector<HTMLButtonElement>('button[type="button"]');
  if (!input || !clear) return;

  const sync = () => {
    if (input.value === '') root.setAttribute('data-empty', 'true');
    else root.removeAttribute('data-empty');
  };
  const empty = () => {
    input.value = '';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || input.value === '') return;
    event.preventDefault();
    empty();
  };
  clear.hidden = false;
  clear.addEventListener('click', empty);
  input.addEventListener('input', sync);
  input.addEventListener('keydown', onKeyDown);
  sync();
  return () => {
    clear.removeEventListener('click', empty);
    input.removeEventListener('input', sync);
    input.removeEventListener('keydown', onKeyDown);
    clear.hidden = true;
  };
}
