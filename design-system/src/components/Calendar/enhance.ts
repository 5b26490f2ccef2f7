/*
 * The calendar's enhancement for markup that React does not run (Calendar under
 * `interactive={false}`, `data-enhance="calendar"`): the days become one tab stop, and the keys
 * of react-aria's calendar move between them (arrows by day and week, Home and End to the ends
 * of the week, Page Up and Page Down to the previous and next month, through its buttons).
 * Choosing a day still submits the caller's form. Enhanced, the calendar has react-aria's roles
 * (an application whose month is a grid, the chosen day's cell selected), and a calendar that
 * renders several months (`allMonths`) pages between them in place, by its buttons and by the
 * keys, without loading another page.
 */
import { calendarParts } from './parts';

const dayMs = 24 * 60 * 60 * 1000;

function shifted(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The same day `months` months on (the month's last day when it has fewer days). */
function monthShifted(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const index = year * 12 + month - 1 + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const length = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, length))}`;
}

export default function enhanceCalendar(root: HTMLElement): (() => void) | void {
  const days = Array.from(root.querySelectorAll<HTMLButtonElement>(`[${calendarParts.day}]`));
  if (days.length === 0) return;
  const byDate = new Map(days.map((day) => [day.value, day]));
  const months = new Map(
    Array.from(root.querySelectorAll<HTMLElement>(`[${calendarParts.month}]`)).map((month) => [
      month.getAttribute(calendarParts.month)!,
      month,
    ]),
  );
  const shownMonth = () => Array.from(months.values()).find((month) => !month.hidden) ?? root;
  const enabled = days.filter((day) => !day.disabled);
  const inShown = enabled.filter((day) => shownMonth().contains(day));
  const initial =
    enabled.find((day) => day.hasAttribute('data-selected')) ??
    inShown.find((day) => day.getAttribute('aria-current') === 'date') ??
    inShown[0] ??
    enabled[0];

  // Run by this script, the calendar is react-aria's: an application whose months are grids.
  const before = { role: root.getAttribute('role'), label: root.getAttribute('aria-label') };
  root.setAttribute('role', 'application');
  const tables = Array.from(root.querySelectorAll('table'));
  for (const table of tables) table.setAttribute('role', 'grid');
  // Each day's cell a gridcell (as react-aria marks it), the chosen day's selected.
  const cells = days.map((day) => day.closest('td')).filter((cell) => cell !== null);
  for (const cell of cells) cell.setAttribute('role', 'gridcell');
  const selectedCell = days.find((day) => day.hasAttribute('data-selected'))?.closest('td');
  selectedCell?.setAttribute('aria-selected', 'true');

  /** Shows the month `key` (YYYY-MM) when the calendar has it; false when it has not. */
  const show = (key: string): boolean => {
    const target = months.get(key);
    if (!target) return false;
    for (const month of months.values()) month.hidden = month !== target;
    const label = target.querySelector('table')?.getAttribute('aria-label');
    if (label) root.setAttribute('aria-label', label);
    return true;
  };

  const rove = (current: HTMLButtonElement | undefined) => {
    for (const day of days) day.tabIndex = day === current ? 0 : -1;
  };
  const focusDay = (day: HTMLButtonElement) => {
    show(day.value.slice(0, 7));
    rove(day);
    day.focus();
  };
  /** The first enabled day from `iso` on, stepping by `step` days, within the calendar. */
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
  /** The nav button of the month shown now. */
  const navOf = (direction: 'previous' | 'next') =>
    shownMonth().querySelector<HTMLElement>(`[${calendarParts.nav}="${direction}"]`);

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
        event.preventDefault();
        const step = event.key === 'PageUp' ? -1 : 1;
        const same = monthShifted(day.value, step);
        if (months.has(same.slice(0, 7))) {
          // The month is on the page: the same day there, or the nearest one that can be chosen.
          target = reachable(same, step) ?? reachable(same, -step);
          if (target) focusDay(target);
          return;
        }
        const nav = navOf(step < 0 ? 'previous' : 'next');
        if (nav && !(nav instanceof HTMLButtonElement && nav.disabled)) nav.click();
        return;
      }
      default:
        return;
    }
    event.preventDefault();
    if (target) focusDay(target);
  };
  const onFocusIn = (event: FocusEvent) => {
    const day = event.target;
    if (day instanceof HTMLButtonElement && byDate.get(day.value) === day) rove(day);
  };
  // A month on the page is shown in place: no other page is loaded for it.
  const onClick = (event: MouseEvent) => {
    const nav =
      event.target instanceof Element ? event.target.closest(`[${calendarParts.nav}]`) : null;
    const key = nav?.getAttribute(calendarParts.target);
    if (!nav || !key || !root.contains(nav) || !show(key)) return;
    event.preventDefault();
    const direction = nav.getAttribute(calendarParts.nav) as 'previous' | 'next';
    const again = navOf(direction);
    if (again && !(again instanceof HTMLButtonElement && again.disabled)) again.focus();
    else navOf(direction === 'previous' ? 'next' : 'previous')?.focus();
    const first = enabled.find((day) => shownMonth().contains(day));
    if (first && !shownMonth().contains(days.find((day) => day.tabIndex === 0) ?? null))
      rove(first);
  };

  rove(initial);
  if (root.hasAttribute(calendarParts.autoFocus) && initial) focusDay(initial);
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('click', onClick);
  return () => {
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('click', onClick);
    for (const day of days) day.removeAttribute('tabindex');
    for (const element of [...tables, ...cells]) element.removeAttribute('role');
    selectedCell?.removeAttribute('aria-selected');
    if (before.role) root.setAttribute('role', before.role);
    if (before.label) root.setAttribute('aria-label', before.label);
  };
}
