/*
 * The tabs' enhancement for markup that React does not run (Tabs under `interactive={false}`,
 * `data-enhance="tabs"`): the list of links to the panels becomes a tab list whose tabs show one
 * panel at a time, as react-aria's tabs do. Arrow keys move and select (wrapping), Home and End
 * jump, disabled tabs are skipped; the headings that named the panels without script give way to
 * the tabs. The panel named in the address (#id) is selected first, else the one marked initial.
 */
import { tabsParts } from './parts';

interface Saved {
  element: Element;
  attributes: Record<string, string | null>;
}

export default function enhanceTabs(root: HTMLElement): (() => void) | void {
  const list = root.querySelector<HTMLElement>(':scope > ul');
  const tabs = Array.from(root.querySelectorAll<HTMLElement>(`[${tabsParts.tab}]`));
  if (!list || tabs.length === 0) return;
  const panelOf = (tab: HTMLElement) => {
    const target = tab.getAttribute('href')?.slice(1);
    return target ? root.ownerDocument.getElementById(target) : null;
  };
  const enabled = tabs.filter((tab) => panelOf(tab) !== null);

  // Every attribute the enhancement sets, with its value before, to undo it.
  const saved: Saved[] = [];
  const set = (element: Element, name: string, value: string | null) => {
    let entry = saved.find((item) => item.element === element);
    if (!entry) saved.push((entry = { element, attributes: {} }));
    if (!(name in entry.attributes)) entry.attributes[name] = element.getAttribute(name);
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  };

  set(list, 'role', 'tablist');
  set(list, 'aria-orientation', 'horizontal');
  for (const tab of tabs) {
    set(tab.parentElement!, 'role', 'presentation');
    set(tab, 'role', 'tab');
    const panel = panelOf(tab);
    if (!panel) continue;
    set(tab, 'aria-controls', panel.id);
    set(panel, 'role', 'tabpanel');
    set(panel, 'aria-labelledby', tab.id);
    set(panel, 'tabindex', '0');
    const heading = panel.querySelector(`[${tabsParts.heading}]`);
    if (heading) set(heading, 'hidden', '');
  }

  const select = (chosen: HTMLElement) => {
    for (const tab of enabled) {
      const isChosen = tab === chosen;
      set(tab, 'aria-selected', String(isChosen));
      set(tab, 'tabindex', isChosen ? '0' : '-1');
      set(panelOf(tab)!, 'hidden', isChosen ? null : '');
    }
  };
  const fromAddress = enabled.find(
    (tab) => root.ownerDocument.location?.hash === tab.getAttribute('href'),
  );
  const initial =
    fromAddress ?? enabled.find((tab) => tab.hasAttribute(tabsParts.initial)) ?? enabled[0];
  if (initial) select(initial);

  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>(`[${tabsParts.tab}]`);
    if (!tab || !enabled.includes(tab)) return;
    event.preventDefault();
    select(tab);
    tab.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const last = enabled.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    select(enabled[next]!);
    enabled[next]!.focus();
  };
  list.addEventListener('click', onClick);
  list.addEventListener('keydown', onKeyDown);
  return () => {
    list.removeEventListener('click', onClick);
    list.removeEventListener('keydown', onKeyDown);
    for (const { element, attributes } of saved)
      for (const [name, value] of Object.entries(attributes)) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
  };
}
