/*
 * The calendar's enhancement for markup that React does not run (Calendar under
 * `interactive={false}`, `data-enhance="calendar"`): the days become one tab stop, and the keys
 * of react-aria's calendar move between them (arrows by day and week, Home and End to the ends
 * of the week, Page Up and Page Down to the previous and next month, through its buttons).
 * Choosing a day still submits the caller's form.
 */
import { calendarParts } from './parts';

const dayMs = 24 * 60 * 60 * 1000;

function shifted(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

export default function enhanceCalendar(root: HTMLElement): (() => void) | void {
  const days = Array.from(root.querySelectorAll<HTMLButtonElement>(`[${calendarParts.day}]`));
  if (days.length === 0) return;
  const byDate = new Map(days.map((day) => [day.value, day]));
  const enabled = days.filter((day) => !day.disabled);
  const initial =
    enabled.find((day) => day.hasAttribute('data-selected')) ??
    enabled.find((day) => day.getAttribute('aria-current') === 'date') ??
    enabled[0];

  const rove = (current: HTMLButtonElement | undefined) => {
    for (const day of days) day.tabIndex = day === current ? 0 : -1;
  };
  /** The first enabled day from `iso` on, stepping by `step` days, within the month. */
  const reachable = (iso: string, step: number): HTMLButtonElement | undefined => {
    for (let date = iso, tries = 0; byDate.has(date) && tries < 42; date = shifted(date, step)) {
      tries += 1;
      const day = byDate.get(date)!;
      if (!day.disabled) return day;
    }
    return undefined;
  };
  const weekStart = (day: HTMLButtonElement) =>
    day.closest('tr')?.querySelector<HTMLButtonElement>(`[${calendarParts.day}]`);
  const weekEnd = (day: HTMLButtonElement) => {
    const row = day.closest('tr')?.querySelectorAll<HTMLButtonElement>(`[${calendarParts.day}]`);
    return row ? row[row.length - 1] : undefined;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const day = event.target;
    if (!(day instanceof HTMLButtonElement) || !day.hasAttribute(calendarParts.day)) return;
    let target: HTMLButtonElement | undefined;
    switch (event.key) {
      case 'ArrowLeft':
        target = reachable(shifted(day.value, -1), -1);
        break;
      case 'ArrowRight':
        target = reachable(shifted(day.value, 1), 1);
        break;
      case 'ArrowUp':
        target = reachable(shifted(day.value, -7), -7);
        break;
      case 'ArrowDown':
        target = reachable(shifted(day.value, 7), 7);
        break;
      case 'Home': {
        const start = weekStart(day);
        target = start ? reachable(start.value, 1) : undefined;
        break;
      }
      case 'End': {
        const end = weekEnd(day);
        target = end ? reachable(end.value, -1) : undefined;
        break;
      }
      case 'PageUp':
      case 'PageDown': {
        const direction = event.key === 'PageUp' ? 'previous' : 'next';
        const nav = root.querySelector<HTMLElement>(`[${calendarParts.nav}="${direction}"]`);
        event.preventDefault();
        if (nav && !(nav instanceof HTMLButtonElement && nav.disabled)) nav.click();
        return;
      }
      default:
        return;
    }
    event.preventDefault();
    if (!target) return;
    rove(target);
    target.focus();
  };
  const onFocusIn = (event: FocusEvent) => {
    const day = event.target;
    if (day instanceof HTMLButtonElement && byDate.get(day.value) === day) rove(day);
  };

  rove(initial);
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('focusin', onFocusIn);
  return () => {
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('focusin', onFocusIn);
    for (const day of days) day.removeAttribute('tabindex');
  };
}
