/*
 * A time slot's state on markup React does not run (TimeSlotPicker in native mode, a page that is
 * not hydrated): what a page's script writes when it reads the places again, so that the slot
 * reads as the server renders it in that state (its text, its marker, the waiting queue's line,
 * disabled when full). No React and no styles: the marker's colour follows `data-availability`.
 */
import { availabilityText } from './availability';
import type { SlotAvailability } from './availability';
import type { TimeSlotPickerMessages } from './messages';
import { timeSlotParts } from './parts';

/**
 * Sets the state of the slot whose radio is `input`; a full slot is disabled (and no longer
 * chosen). Returns false when the markup is not a TimeSlotPicker's slot.
 */
export function setTimeSlotState(
  input: HTMLInputElement,
  state: { availability: SlotAvailability; remaining?: number },
  messages: TimeSlotPickerMessages,
): boolean {
  const slot = input.closest('label');
  const status = slot?.querySelector(`[${timeSlotParts.status}]`);
  if (!slot || !status) return false;
  const text = availabilityText({ id: input.value, start: '', ...state }, messages);
  const node = Array.from(status.childNodes).find((child) => child.nodeType === Node.TEXT_NODE);
  if (node) node.textContent = text;
  else status.append(text);
  slot.setAttribute('data-availability', state.availability);
  const hint = slot.querySelector<HTMLElement>(`[${timeSlotParts.hint}]`);
  if (hint) hint.hidden = state.availability !== 'queue';
  const full = state.availability === 'full';
  const group = slot.closest('[role="radiogroup"]');
  const disabled = full || group?.getAttribute('aria-disabled') === 'true';
  input.disabled = disabled;
  if (disabled) {
    slot.setAttribute('data-disabled', 'true');
    if (input.checked) {
      input.checked = false;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  } else slot.removeAttribute('data-disabled');
  return true;
}
