/*
 * The number field's enhancement for markup that React does not run (NumberField under
 * `interactive={false}`, `data-enhance="number-field"`): shows the - and + buttons, which step
 * the native number input within its min, max and step, and are disabled at the limits.
 */
import { numberParts } from './parts';

export default function enhanceNumberField(root: HTMLElement): (() => void) | void {
  const input = root.querySelector<HTMLInputElement>('input[type="number"]');
  const down = root.querySelector<HTMLButtonElement>(`[${numberParts.decrement}]`);
  const up = root.querySelector<HTMLButtonElement>(`[${numberParts.increment}]`);
  if (!input || !down || !up) return;
  const locked = down.disabled;

  const sync = () => {
    if (locked) return;
    const value = input.valueAsNumber;
    const min = input.min === '' ? -Infinity : Number(input.min);
    const max = input.max === '' ? Infinity : Number(input.max);
    down.disabled = !Number.isNaN(value) && value <= min;
    up.disabled = !Number.isNaN(value) && value >= max;
  };
  const stepper = (direction: 'up' | 'down') => () => {
    if (input.value === '') input.value = input.min || '0';
    else if (direction === 'up') input.stepUp();
    else input.stepDown();
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    sync();
  };
  const onDown = stepper('down');
  const onUp = stepper('up');
  down.hidden = false;
  up.hidden = false;
  down.addEventListener('click', onDown);
  up.addEventListener('click', onUp);
  input.addEventListener('input', sync);
  sync();
  return () => {
    down.removeEventListener('click', onDown);
    up.removeEventListener('click', onUp);
    input.removeEventListener('input', sync);
    down.hidden = true;
    up.hidden = true;
  };
}
